/** Tamil of ./card.ts (terms: docs/glossary.md). */
import type * as en from './card';
import type * as ta from './card.ta';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const freeDelivery = 'இலவச விநியோகம்';
export const expressShipping = 'விரைவு விநியோகம்';
export const ratingLabel = (rating: number, count: number) =>
  plural(
    count,
    `மதிப்பீடு 5இற்கு ${rating.toFixed(1)}, ${count} மதிப்புரை`,
    `மதிப்பீடு 5இற்கு ${rating.toFixed(1)}, ${count} மதிப்புரைகள்`,
  );
export const originalPrice = 'அசல் விலை';
export const wishlistToggle = (name: string) => `விருப்பப் பட்டியலில் சேமி: ${name}`;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
