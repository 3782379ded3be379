import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../../shared/forms/form-field';
import { useFirstErrorFocus } from '../../../shared/forms/use-first-error-focus';

type Errors = Partial<Record<'name' | 'city', string>>;

/** Two fields; Check shows the errors it is given and asks for the focus, as the shop's forms do. */
function Probe({ found }: { found: Errors[] }) {
  const [errors, setErrors] = useState<Errors>({});
  const [round, setRound] = useState(0);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const check = () => {
    setErrors(found[round] ?? {});
    setRound(round + 1);
    focusFirstError();
  };
  return (
    <form ref={formRef} noValidate>
      {(['name', 'city'] as const).map((field) => (
        <FormField key={field} label={field === 'name' ? 'Name' : 'City'} error={errors[field]}>
          {(props) => <input {...props} />}
        </FormField>
      ))}
      <button type="button" onClick={check}>
        Check
      </button>
    </form>
  );
}

describe('useFirstErrorFocus', () => {
  it('moves the focus to the first field that says an error, every time errors are shown', async () => {
    const user = userEvent.setup();
    render(<Probe found={[{ city: 'City is required!' }, { name: 'Name is required!', city: 'City is required!' }, {}]} />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required!');

    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();

    // No error left: the focus stays where the shopper put it.
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('button', { name: 'Check' })).toHaveFocus();
  });
});
