// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsAll, foldForSearch, matchRanges, searchWords } from '../../widgets/search-box/search-text';

const ZWJ = '\u200d';
const ZWNJ = '\u200c';
/** "ශ්‍රී ලංකා" with the joiner that draws the conjunct. */
const SRI_LANKA = `ශ්${ZWJ}රී ලංකා`;
const marked = (text: string, query: string) => matchRanges(text, searchWords(query)).map(([start, end]) => text.slice(start, end));

describe('search text: what a search compares', () => {
  it('folds case, Unicode NFC and the zero-width joiner and non-joiner', () => {
    expect(foldForSearch('Ceylon TEA')).toBe('ceylon tea');
    expect(foldForSearch(`ශ්${ZWJ}රී`)).toBe(foldForSearch('ශ්රී'));
    expect(foldForSearch(`ලං${ZWNJ}කා`)).toBe(foldForSearch('ලංකා'));
    // Tamil "கொ": one vowel sign (U+0BCA) or its two parts (U+0BC6 U+0BBE); Sinhala "කො" likewise.
    expect(foldForSearch('\u0b95\u0bc6\u0bbe')).toBe(foldForSearch('\u0b95\u0bca'));
    expect(foldForSearch('\u0d9a\u0dd9\u0dcf')).toBe(foldForSearch('\u0d9a\u0ddc'));
    expect(searchWords('  tea   TEA teapot ')).toEqual(['teapot', 'tea']);
    expect(searchWords(` ${ZWJ} `)).toEqual([]);
    expect(containsAll(`Kandy ${SRI_LANKA}`, searchWords('ශ්රී kandy'))).toBe(true);
    expect(containsAll(SRI_LANKA, searchWords('ශ්රී kandy'))).toBe(false);
  });

  it('marks what the search found, as whole letters: the conjunct with its joiner, a consonant with its vowel sign', () => {
    expect(marked(`${SRI_LANKA} තේ`, 'ශ්රී')).toEqual([`ශ්${ZWJ}රී`]);
    // Half of a conjunct typed: the whole conjunct is marked, never half of what draws as one.
    expect(marked(`${SRI_LANKA} තේ`, 'ශ්')).toEqual([`ශ්${ZWJ}රී`]);
    // "ක" alone: its vowel sign comes with it ("කෝ", not a bare consonant beside an orphan sign).
    expect(marked('කෝපි', 'ක')).toEqual(['කෝ']);
    expect(marked('கொழும்பு', '\u0b95\u0bc6\u0bbe')).toEqual(['கொ']);
    expect(marked('Ceylon Tea teapot', 'tea teapot')).toEqual(['Tea', 'teapot']);
    expect(marked('Ceylon Tea', 'coffee')).toEqual([]);
    expect(marked('teatea', 'tea')).toEqual(['teatea']);
  });

  it('never loses or changes a character of the text, whatever is typed (property)', () => {
    const letters = ['ශ', '්', ZWJ, 'ර', 'ී', 'ක', 'ෝ', 'க', 'ொ', '\u0bc6', '\u0bbe', 'ழ', 'ு', 'a', 'T', ' ', ZWNJ, 'é', 'e\u0301'];
    const text = fc.array(fc.constantFrom(...letters), { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, (name, query) => {
        const ranges = matchRanges(name, searchWords(query));
        let at = 0;
        for (const [start, end] of ranges) {
          expect(start).toBeGreaterThanOrEqual(at);
          expect(end).toBeGreaterThan(start);
          at = end;
        }
        expect(at).toBeLessThanOrEqual(name.length);
        // Every marked range is itself a match of something typed, folded.
        for (const [start, end] of ranges) expect(foldForSearch(name.slice(start, end))).not.toBe('');
        // A mark never starts or ends between a joiner and the letter it joins.
        for (const [start, end] of ranges) {
          expect(name[start - 1]).not.toBe(ZWJ);
          if (end < name.length) expect(name[end - 1]).not.toBe(ZWJ);
        }
      }),
    );
  });
});
