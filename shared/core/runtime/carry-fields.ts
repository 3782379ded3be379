/** What the shopper did to one field of a server placeholder before its widget mounted. */
interface Carried {
  name: string;
  value: string;
  focused: boolean;
  selection: [number, number] | null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (el: Element): el is TextField =>
  (el instanceof HTMLInputElement && /^(text|search|email|tel|url|number)$/.test(el.type)) || el instanceof HTMLTextAreaElement;

function selectionOf(field: TextField): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd];
  } catch {
    return null; // a type without a caret (number)
  }
}

/**
 * The named text fields of a placeholder that the shopper typed into or is in: read just before
 * React replaces the placeholder (a widget loaded on interaction mounts while they type).
 */
export function readFields(host: Element): Carried[] {
  return [...host.querySelectorAll('input[name], textarea[name]')].filter(isTextField).flatMap((field) => {
    const focused = field === document.activeElement;
    if (!focused && field.value === field.defaultValue) return [];
    return [{ name: field.name, value: field.value, focused, selection: focused ? selectionOf(field) : null }];
  });
}

/**
 * Puts the carried text into the widget's field of the same name, through its own input event
 * (a React field is controlled: its state must hear it), then gives focus and caret back.
 */
export function restoreFields(host: Element, carried: readonly Carried[]): void {
  for (const { name, value, focused, selection } of carried) {
    const field = [...host.querySelectorAll('input[name], textarea[name]')].find((el) => el.getAttribute('name') === name);
    if (!field || !isTextField(field)) continue;
    if (field.value !== value) {
      const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (!focused) continue;
    field.focus({ preventScroll: true });
    if (selection) {
      try {
        field.setSelectionRange(...selection);
      } catch {
        // a type without a caret
      }
    }
  }
}
