// Laravel's `:name` placeholder as a message's argument: how a text with values becomes a
// template, for the first draws' texts (texts.ts) and the backend's lang files
// (build/backend-lang.mjs).

/**
 * A value that prints as `:name` wherever the message prints it: in a template string, and
 * through `toFixed` (a rating's one decimal, which PHP formats before filling the hole),
 * `toLocaleString` and `toLowerCase`. It is never 1, so a message that picks a form by the count
 * picks the other one.
 */
export function hole(name: string): number {
  const text = `:${name}`;
  return { toString: () => text, toFixed: () => text, toLocaleString: () => text, toLowerCase: () => text, valueOf: () => Number.NaN } as unknown as number;
}
