/**
 * The widget's props as its node carries them (JSON): the first draws read them as the widget's
 * schema would, with its defaults, and a value of the wrong type counts as left out (the widget
 * itself then shows its note; the first draw shows what it can).
 */
export type Props = Readonly<Record<string, unknown>>;

export const propsOf = (value: unknown): Props =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Props) : {};

export const stringProp = (props: Props, key: string): string | null => (typeof props[key] === 'string' ? props[key] : null);

export const numberProp = (props: Props, key: string): number | null =>
  typeof props[key] === 'number' && Number.isFinite(props[key]) ? props[key] : null;

/** A heading the widget takes from its props: trimmed, and its default when blank or left out. */
export const titleProp = (props: Props, fallback: string): string => stringProp(props, 'title')?.trim() || fallback;
