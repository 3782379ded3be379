import { getAddressFormHtml } from '../api';
import { useLoad } from '../../../shared/session/hooks/use-load';
import * as addressMessages from './messages';
import { sanitizeFormHtml } from '../../../shared/html/sanitize';

/** The form's markup, sanitised; `hasForm` is false when no form survived (the sanitiser could not run). */
export interface AddressFormMarkup {
  html: string;
  hasForm: boolean;
}

/**
 * SPEC §2 "Add New Address form (markup supplied by the server)": `GET /user/address-form`,
 * sanitised once as it arrives (shared/html/sanitize.ts, form profile: it may post to this site only).
 */
async function loadForm(): Promise<AddressFormMarkup> {
  const html = sanitizeFormHtml(await getAddressFormHtml());
  return { html, hasForm: /<form[\s>]/i.test(html) };
}

export const useAddressFormHtml = () => useLoad(loadForm, addressMessages.formLoadFailed);
