import type { ReactNode } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with every occurrence of the typed words (any case) wrapped in `<mark>`, as each
 * suggestion's name shows them (ours: the SPEC has no header search). The text stays text: React escapes it, so nothing
 * from the data ever becomes markup. Longer words are tried first, so "tea" inside "teapot"
 * typed as "tea teapot" marks the whole "teapot".
 */
export function highlight(text: string, keyword: string): ReactNode[] {
  const words = [...new Set(keyword.toLowerCase().split(/\s+/).filter((word) => word !== ''))];
  if (words.length === 0) return [text];
  words.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  // With one capturing group, split puts the matches at the odd positions.
  return text.split(pattern).map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}
