/** What the shopper did to one field of a server placeholder before its widget mounted. */
type Carried = [field: HTMLInputElement, focused: boolean, start: number | null, end: number | null];

/** The placeholder's named fields (inputs: the header's search form), in document order. */
const fields = (host: Element) => [...host.querySelectorAll<HTMLInputElement>('input[name]')];

/** Whether a placeholder has fields a shopper can type into before its widget mounts. */
export const hasFields = (host: Element): boolean => fields(host).length > 0;

/**
 * The named fields of a placeholder that the shopper typed into or is in, read just before
 * React replaces the placeholder (a widget loaded on interaction mounts while they type).
 */
export function readFields(host: Element): Carried[] {
  return fields(host)
    .filter((field) => field === document.activeElement || field.value !== field.defaultValue)
    .map((field) => [field, field === document.activeElement, field.selectionStart, field.selectionEnd]);
}

/**
 * Puts the carried text into the widget's field of the same name, through an input event
 * (a React field is controlled: its state must hear it), then gives focus and caret back.
 */
export function restoreFields(host: Element, carried: readonly Carried[]): void {
  for (const [old, focused, start, end] of carried) {
    const field = fields(host).find((el) => el.name === old.name);
    if (!field) continue;
    if (field.value !== old.value) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, old.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) {
      field.focus({ preventScroll: true });
      // Text fields have a caret; for others (number) both are null and it is left alone.
      if (start !== null && end !== null) field.setSelectionRange(start, end);
    }
  }
}
