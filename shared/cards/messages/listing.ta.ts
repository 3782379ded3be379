/** Tamil of ./listing.ts (terms: docs/glossary.md). */
import type * as en from './listing';
import type * as ta from './listing.ta';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const results = (n: number, keyword: string) =>
  plural(n, `"${keyword}" என்பதற்கான ${n} முடிவு`, `"${keyword}" என்பதற்கான ${n} முடிவுகள்`);
export const findWhatYouLove = 'விரும்புவதைத் தேடு';
export const loadingMore = 'மேலும் பொருட்கள் ஏற்றப்படுகின்றன…';
export const loadingProducts = 'பொருட்கள் ஏற்றப்படுகின்றன…';
export const showMore = 'மேலும் பொருட்களைக் காட்டு';
export const loadFailed = 'பொருட்களை ஏற்ற முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const shownCount = (n: number) =>
  plural(n, `${n} பொருள் காட்டப்பட்டுள்ளது.`, `${n} பொருட்கள் காட்டப்பட்டுள்ளன.`);

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
