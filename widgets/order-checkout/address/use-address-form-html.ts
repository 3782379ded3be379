import { useCallback, useEffect, useState } from 'react';
import { getAddressFormHtml } from '../../../shared/api/order-checkout';
import { userMessage } from '../../../shared/errors';
import * as addressMessages from '../../../shared/messages/address';
import { sanitizeFormHtml } from '../../../shared/sanitize';

export type AddressFormHtml =
  | { status: 'loading' }
  | { status: 'failed'; text: string }
  /** `html` is sanitised; `hasForm` is false when no form survived (the sanitiser could not run). */
  | { status: 'ready'; html: string; hasForm: boolean };

/**
 * SPEC §2 "Add New Address form (markup supplied by the server)": `GET /user/address-form`,
 * sanitised once as it arrives (shared/sanitize.ts, form profile: it may post to this site only).
 */
export function useAddressFormHtml(): AddressFormHtml & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AddressFormHtml>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    getAddressFormHtml().then(
      (raw) => {
        if (!live) return;
        const html = sanitizeFormHtml(raw);
        setState({ status: 'ready', html, hasForm: /<form[\s>]/i.test(html) });
      },
      async (error: unknown) => {
        const text = await userMessage(error, addressMessages.formLoadFailed);
        if (live) setState({ status: 'failed', text });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
