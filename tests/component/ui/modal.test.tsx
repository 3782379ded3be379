import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../shared/dialog/modal';

function ReviewsPage({
  onClose = () => {},
  children = <p>Lovely tea, fast delivery.</p>,
  footer = <button type="button">OK</button>,
}: {
  onClose?: () => void;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        See More
      </button>
      <Modal
        open={open}
        title="All Reviews"
        footer={footer}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        {children}
      </Modal>
    </>
  );
}

async function openReviews(onClose = vi.fn(), props: Parameters<typeof ReviewsPage>[0] = {}) {
  const user = userEvent.setup();
  render(<ReviewsPage onClose={onClose} {...props} />);
  const opener = screen.getByRole('button', { name: 'See More' });
  await user.click(opener);
  const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'All Reviews' });
  return { user, opener, onClose, dialog };
}

describe('Modal', () => {
  it('is absent until opened', () => {
    render(<ReviewsPage />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title, with focus inside and the page locked', async () => {
    const { dialog } = await openReviews();

    expect(dialog).toBeVisible();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('Lovely tea, fast delivery.')).toBeVisible();
    // First control of the content, not the close button.
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses the dialog itself when its content has no control', async () => {
    const { dialog } = await openReviews(vi.fn(), { footer: null });
    expect(dialog).toHaveFocus();
  });

  it('focuses the element marked data-autofocus', async () => {
    await openReviews(vi.fn(), {
      children: (
        <label>
          Coupon code <input data-autofocus />
        </label>
      ),
    });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus();
  });

  it('closes on Escape, tells the owner, and gives focus back to the opener', async () => {
    const { user, opener, onClose } = await openReviews();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button', async () => {
    const { user, opener, onClose } = await openReviews();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog, onClose } = await openReviews();

    await user.click(screen.getByText('Lovely tea, fast delivery.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();

    // A click whose target is the <dialog> itself is a click on its ::backdrop.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("turns the browser's cancel request into onClose and keeps React in control", async () => {
    const { dialog, onClose } = await openReviews();

    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      fireEvent(dialog, cancel);
    });

    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells the owner when the browser closes the dialog by itself', async () => {
    const { dialog, onClose } = await openReviews();

    act(() => dialog.close());

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openReviews();
    const ok = screen.getByRole('button', { name: 'OK' });
    const close = screen.getByRole('button', { name: 'Close' });

    expect(ok).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('still opens where <dialog> has no showModal()', async () => {
    const showModal = HTMLDialogElement.prototype.showModal;
    // @ts-expect-error simulating a browser without showModal()
    HTMLDialogElement.prototype.showModal = undefined;
    try {
      const { user, opener, dialog } = await openReviews();
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toBeVisible();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    } finally {
      HTMLDialogElement.prototype.showModal = showModal;
    }
  });

  it('behaves the same under StrictMode (effects run twice)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <StrictMode>
        <ReviewsPage onClose={onClose} />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'See More' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'All Reviews' })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
