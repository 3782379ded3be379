/** Sinhala of ./listing.ts (terms: docs/glossary.md). */
import type * as en from './listing';
import type * as si from './listing.si';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const results = (n: number, keyword: string) => `"${keyword}" සඳහා ප්‍රතිඵල ${n}`;
export const findWhatYouLove = 'ඔබ කැමති දේ සොයන්න';
export const loadingMore = 'තවත් නිෂ්පාදන පූරණය වෙමින්…';
export const loadingProducts = 'නිෂ්පාදන පූරණය වෙමින්…';
export const showMore = 'තවත් නිෂ්පාදන පෙන්වන්න';
export const loadFailed = 'නිෂ්පාදන පූරණය කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const shownCount = (n: number) => `නිෂ්පාදන ${n} පෙන්වා ඇත.`;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
