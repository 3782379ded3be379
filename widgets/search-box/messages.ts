import { plural } from '../../shared/core/messages/plural';
/** The header's search box (the SPEC has none: docs/decisions.md#the-headers-search-box-is-the-wai-aria-apg-combobox-with-a-listbox-popup); every text here is ours. */
/** The search landmark's name. */
export const landmark = 'Site search';
/** The box's accessible name and its placeholder. */
export const label = 'Search products';
export const placeholder = 'Search products…';
export const submit = 'Search';
/** The suggestions list's accessible name. */
export const suggestions = 'Product suggestions';
/** Announced politely when the list opens or changes. */
export const suggestionsShown = (n: number) =>
  plural(n, '1 suggestion shown. Use the arrow keys to choose it.', `${n} suggestions shown. Use the arrow keys to choose one.`);
