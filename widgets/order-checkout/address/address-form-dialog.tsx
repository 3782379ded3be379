import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { storeAddress, type Address } from '../api';
import { describeFailure, userMessage, type ShownText } from '../../../shared/session/errors';
import { useBusy } from '../../../shared/session/hooks/use-busy';
import { useAttemptKey } from '../../../shared/session/hooks/use-attempt-key';
import * as addressMessages from './messages';
import * as commonMessages from '../../../shared/core/messages/common';
import { InlineAlert } from '../../../shared/session/ui/inline-alert';
import { Modal } from '../../../shared/dialog/modal';
import { Spinner } from '../../../shared/session/ui/spinner';
import { clearFieldError, clearFieldErrors, showFieldErrors } from './form-field-errors';
import { useAddressFormHtml } from './use-address-form-html';
import { findSavedAddress } from './find-saved-address';
import { ShownLines } from '../../../shared/session/ui/shown-lines';

const FIELDS = 'input:not([type="hidden"]), select, textarea';
const SUBMITS = 'button[type="submit"], button:not([type]), input[type="submit"]';
const TEXT_FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="submit"]), select, textarea';

export interface AddressFormDialogProps {
  onSaved: (address: Address) => void;
  onClose: () => void;
  /**
   * The panel's notice while it lasts ('Verification successful' for 4 s, SPEC §4): said here
   * too, since the page behind an open modal is inert and a screen reader would not hear it.
   */
  notice?: string | null;
}

/**
 * SPEC §2 Add New Address form: the server's markup, sanitised, sent as it is filled in
 * (`POST /user/address/store`, the http client adding the CSRF header). Its submit is caught
 * where it bubbles to our wrapper; one request at a time, its button busy meanwhile. A 422
 * puts each field's first message on the field and focuses the first; any other failure is
 * said under the form. What was typed always stays: React never re-renders the server's markup.
 * No answer in time: the addresses are read again, and one saved as sent counts as saved.
 */
export function AddressFormDialog({ onSaved, onClose, notice = null }: AddressFormDialogProps) {
  const form = useAddressFormHtml();
  const container = useRef<HTMLDivElement>(null);
  const formId = useId();
  const [error, setError] = useState<ShownText | null>(null);
  const { busy, run } = useBusy();
  // The same fields saved again (their answer was lost) keep their key: one address, not two.
  const keyFor = useAttemptKey();
  const shown = form.status === 'ready' && form.value.hasForm;

  // The form is in: its fields and buttons take the checkouts' look, and the first field the focus.
  useLayoutEffect(() => {
    const root = container.current;
    if (!shown || !root) return;
    root.querySelectorAll(SUBMITS).forEach((button) => button.classList.add('shop-button', 'shop-button--primary', 'shop-button--wide'));
    root.querySelectorAll(TEXT_FIELDS).forEach((field) => field.classList.add('shop-field__input'));
    root.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [shown]);

  // CONVENTIONS 7: busy means disabled, and says so (aria-disabled keeps the focus on it).
  useEffect(() => {
    container.current?.querySelectorAll(SUBMITS).forEach((button) => {
      if (busy) {
        button.setAttribute('aria-disabled', 'true');
        button.setAttribute('aria-busy', 'true');
      } else {
        button.removeAttribute('aria-disabled');
        button.removeAttribute('aria-busy');
      }
    });
  }, [busy]);

  function submit(event: FormEvent<HTMLDivElement>) {
    const target = event.target;
    if (!(target instanceof HTMLFormElement)) return;
    // Never the browser's own post: it would leave the page.
    event.preventDefault();
    const fields = new FormData(target);
    void run(async () => {
      setError(null);
      clearFieldErrors(target);
      try {
        onSaved(await storeAddress(fields, keyFor([...fields.entries()])));
      } catch (failure) {
        const described = await describeFailure(failure);
        if (described.kind === 'timeout') {
          // The answer was lost, not the save (docs/decisions.md#a-save-whose-answer-never-came).
          const saved = await findSavedAddress(fields);
          if (saved) return onSaved(saved);
          if (saved === undefined) return setError({ text: addressMessages.saveFailed, reasons: [addressMessages.saveUnanswered] });
        }
        const fieldErrors = described.kind === 'http' && described.status === 422 ? described.fieldErrors : {};
        const { invalid, unplaced } = showFieldErrors(target, formId, fieldErrors);
        // A message for no field of the form, or no field message at all: said under the form.
        if (invalid.length === 0 || unplaced.length > 0) {
          setError(unplaced[0] ?? (await userMessage(failure, addressMessages.saveFailed)));
        }
        invalid[0]?.focus();
      }
    });
  }

  function fieldChanged(event: FormEvent<HTMLDivElement>) {
    if (event.target instanceof Element) clearFieldError(event.target);
  }

  return (
    <Modal open onClose={onClose} title={addressMessages.addNewAddressTitle}>
      <div className="shop-address-dialog__body">
        {notice && <InlineAlert tone="success">{notice}</InlineAlert>}
        {form.status === 'loading' && <Spinner size="md" label={addressMessages.formLoading} />}
        {form.status === 'failed' && (
          <div className="shop-address-dialog__failed">
            <InlineAlert tone="error">
              <ShownLines text={form.text} />
            </InlineAlert>
            <button type="button" className="shop-button" onClick={form.retry}>
              {commonMessages.retry}
            </button>
          </div>
        )}
        {form.status === 'ready' && !form.value.hasForm && (
          <InlineAlert tone="error">{addressMessages.formUnavailable}</InlineAlert>
        )}
        {shown && (
          <div
            ref={container}
            className="shop-address-form"
            onSubmit={submit}
            onInput={fieldChanged}
            aria-busy={busy || undefined}
            // Sanitised by useAddressFormHtml (shared/html/sanitize.ts, form profile).
            dangerouslySetInnerHTML={{ __html: form.value.html }}
          />
        )}
        {error && (
          <InlineAlert tone="error">
            <ShownLines text={error} />
          </InlineAlert>
        )}
      </div>
    </Modal>
  );
}
