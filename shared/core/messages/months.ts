/**
 * The months, January first, for the languages whose dates the catalogue prints itself (the
 * Sinhala and Tamil files beside this one): Debian's Chromium has no Sinhala date data, and ICU
 * versions name months differently. English code prints dates with the browser's en-US data and
 * never imports these names, so an English page carries none of them (the array is dropped).
 */
export const months: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
