/**
 * Field messages on a form React does not own (the server's Add New Address form, rendered
 * from its HTML): each message in an element after its field, tied to it with aria-invalid and
 * aria-describedby, as the kit's own forms do.
 */

const ERROR_CLASS = 'shop-address-form__error';
const ERROR_ID = (formId: string, name: string) => `${formId}-${name}-error`;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlNamed(form: HTMLFormElement, name: string): Control | null {
  const item = form.elements.namedItem(name);
  const control = item instanceof RadioNodeList ? item[0] : item;
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement
    ? control
    : null;
}

function withoutToken(list: string | null, token: string): string {
  return (list ?? '').split(/\s+/).filter((item) => item && item !== token).join(' ');
}

/** Take one field's message away (the shopper is fixing it). */
export function clearFieldError(control: Element): void {
  const errorId = control.getAttribute('data-error-id');
  if (!errorId) return;
  control.ownerDocument.getElementById(errorId)?.remove();
  control.removeAttribute('aria-invalid');
  control.removeAttribute('data-error-id');
  const rest = withoutToken(control.getAttribute('aria-describedby'), errorId);
  if (rest) control.setAttribute('aria-describedby', rest);
  else control.removeAttribute('aria-describedby');
}

/** Take every field message away. */
export function clearFieldErrors(form: HTMLFormElement): void {
  form.querySelectorAll('[data-error-id]').forEach(clearFieldError);
  form.querySelectorAll(`.${ERROR_CLASS}`).forEach((element) => element.remove());
}

/**
 * Show each field's first message (Laravel's `errors`) after its field, and answer the fields
 * marked, in the form's order, and the messages of names the form has no field for.
 */
export function showFieldErrors(
  form: HTMLFormElement,
  formId: string,
  errors: Record<string, string[]>,
): { invalid: Control[]; unplaced: string[] } {
  clearFieldErrors(form);
  const unplaced: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const control = controlNamed(form, name);
    if (!control) {
      unplaced.push(message);
      continue;
    }
    const errorId = ERROR_ID(formId, name);
    const note = form.ownerDocument.createElement('p');
    note.id = errorId;
    note.className = ERROR_CLASS;
    note.textContent = message;
    control.after(note);
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('data-error-id', errorId);
    // The error first: it is what a screen reader should say first on the field.
    control.setAttribute('aria-describedby', [errorId, withoutToken(control.getAttribute('aria-describedby'), errorId)].join(' ').trim());
  }
  const invalid = [...form.elements].filter((element): element is Control => element.hasAttribute('data-error-id'));
  return { invalid, unplaced };
}
