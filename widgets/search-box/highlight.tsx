import type { ReactNode } from 'react';
import { matchRanges, searchWords } from './search-text';

/**
 * `text` with every occurrence of the typed words wrapped in `<mark>`, as each suggestion's name
 * shows them (ours: the SPEC has no header search). Words match as the search matched them
 * (any case, Unicode NFC, with or without zero-width joiners) and a mark covers whole letters
 * (search-text.ts). The text stays text: React escapes it, so nothing from the
 * data ever becomes markup.
 */
export function highlight(text: string, keyword: string): ReactNode[] {
  const ranges = matchRanges(text, searchWords(keyword));
  if (ranges.length === 0) return [text];
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
