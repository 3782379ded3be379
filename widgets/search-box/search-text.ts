/**
 * How a search compares texts, on both sides of the contract: the reference backend matches
 * with it (demo-pages/backend/routes/filters.ts) and the search box marks the matches with it, so
 * what was found is what is marked (issue 32). It lives with the search box, its only user in the
 * kit (in the combobox group, the coupon form's product search would download it too). A Sinhala or Tamil word can be typed in more than
 * one way that reads the same: with or without the zero-width joiner that makes a conjunct
 * ("ශ්‍රී" and "ශ්රී"), with a vowel sign as one character or as two (Tamil "கொ" as U+0BCA or as
 * U+0BC6 U+0BBE). Folding takes Unicode NFC, drops the zero-width joiner and non-joiner, and
 * lower-cases (locale-free: the same in every language).
 */

const JOINERS = /[\u200c\u200d]/g;

/** A text as a search compares it. */
export function foldForSearch(text: string): string {
  return text.normalize('NFC').replace(JOINERS, '').toLowerCase();
}

/** The distinct folded words of a search (split on white space), longest first. */
export function searchWords(query: string): string[] {
  const words = [...new Set(foldForSearch(query).split(/\s+/).filter((word) => word !== ''))];
  return words.sort((a, b) => b.length - a.length);
}

/** Whether every word occurs in the text (after folding). */
export function containsAll(text: string, words: readonly string[]): boolean {
  const folded = foldForSearch(text);
  return words.every((word) => folded.includes(word));
}

const ZWJ = '\u200d';

/**
 * The text's letters: grapheme clusters (a consonant with its vowel signs and marks), and
 * clusters a zero-width joiner ties to the next one taken as one, since they draw as one
 * conjunct. A mark never starts or ends inside one.
 */
function letters(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment, index } of segmenter.segment(text)) {
    const last = out.at(-1);
    if (last && text.slice(last.start, last.end).endsWith(ZWJ)) last.end = index + segment.length;
    else out.push({ start: index, end: index + segment.length });
  }
  return out;
}

/**
 * Where the words occur in `text`, as ranges of `text` itself ([start, end), in order, merged
 * where they touch or overlap), each widened to whole letters: "ශ්රී" typed marks "ශ්‍රී" with its
 * joiner, and "ක" marks "කෝ", never a consonant without its vowel sign. Longer words are
 * tried first at each place, so "tea" inside "teapot" typed as "tea teapot" marks "teapot".
 */
export function matchRanges(text: string, words: readonly string[]): [number, number][] {
  if (words.length === 0 || text === '') return [];
  // The folded text letter by letter, remembering which letter each folded character came from.
  const units = letters(text);
  let folded = '';
  const owner: number[] = [];
  units.forEach((unit, i) => {
    const part = foldForSearch(text.slice(unit.start, unit.end));
    folded += part;
    for (let k = 0; k < part.length; k++) owner.push(i);
  });
  const marked = new Array<boolean>(units.length).fill(false);
  const longestFirst = [...words].sort((a, b) => b.length - a.length);
  for (let at = 0; at < folded.length; ) {
    const word = longestFirst.find((candidate) => folded.startsWith(candidate, at));
    if (!word) {
      at++;
      continue;
    }
    for (let k = at; k < at + word.length; k++) marked[owner[k]!] = true;
    at += word.length;
  }
  const ranges: [number, number][] = [];
  units.forEach((unit, i) => {
    if (!marked[i]) return;
    const last = ranges.at(-1);
    if (last && last[1] === unit.start) last[1] = unit.end;
    else ranges.push([unit.start, unit.end]);
  });
  return ranges;
}
