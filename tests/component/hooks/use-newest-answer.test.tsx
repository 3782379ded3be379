import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useNewestAnswer } from '../../../shared/session/hooks/use-newest-answer';

/** Answers each request when the test says so. */
function controlledLoads() {
  const pending = new Map<string, (value: string) => void>();
  const load = (key: string) => () => new Promise<string>((resolve) => pending.set(key, resolve));
  return { pending, load };
}

/** A choice between 'a' and 'b' and what the hook shows for it. */
function Probe({ load }: { load: (key: string) => () => Promise<string> }) {
  const [key, setKey] = useState('a');
  const answer = useNewestAnswer(key, load(key), { key: 'a', value: 'answer a' }, 'Error fetching filtered products');
  return (
    <>
      <button type="button" onClick={() => setKey('a')}>a</button>
      <button type="button" onClick={() => setKey('b')}>b</button>
      <p role="status">
        {answer.value} {answer.loading ? '(updating)' : '(settled)'}
      </p>
    </>
  );
}

const choose = (key: 'a' | 'b') => fireEvent.click(screen.getByRole('button', { name: key }));

/** Lets the request scheduled after the next paint go out. */
const nextFrames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('useNewestAnswer', () => {
  it('asks only for a changed key, after its frame, and shows its answer', async () => {
    const loads = controlledLoads();
    render(<Probe load={loads.load} />);
    expect(screen.getByRole('status')).toHaveTextContent('answer a (settled)');
    choose('b');
    expect(screen.getByRole('status')).toHaveTextContent('answer a (updating)');
    // Not yet: the request waits for the change's frame to be painted.
    expect(loads.pending.has('b')).toBe(false);
    await nextFrames();
    await act(async () => loads.pending.get('b')!('answer b'));
    expect(screen.getByRole('status')).toHaveTextContent('answer b (settled)');
  });

  it('an answer that lands as the shopper changes back is dropped, and the page does not wait forever', async () => {
    const loads = controlledLoads();
    render(<Probe load={loads.load} />);
    choose('b');
    await nextFrames();
    // The answer for 'b' arrives and, in the same moment, the shopper goes back to 'a'.
    await act(async () => {
      loads.pending.get('b')!('answer b');
      await Promise.resolve();
      choose('a');
    });
    await nextFrames();
    expect(screen.getByRole('status')).toHaveTextContent('answer a (settled)');
  });

  it('a failure keeps the last answer and is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = (key: string) => () => (key === 'a' ? Promise.resolve('answer a') : Promise.reject(new Error('down')));
    render(<Probe load={load} />);
    choose('b');
    await nextFrames();
    expect(screen.getByRole('status')).toHaveTextContent('answer a (settled)');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Error fetching filtered products'), expect.anything());
  });
});
