/** Sinhala of ./card.ts (terms: docs/glossary.md). */
import type * as en from './card';
import type * as si from './card.si';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const freeDelivery = 'නොමිලේ බෙදාහැරීම';
export const expressShipping = 'සීඝ්‍ර බෙදාහැරීම';
export const ratingLabel = (rating: number, count: number) =>
  plural(
    count,
    `ශ්‍රේණිගත කිරීම 5න් ${rating.toFixed(1)}, සමාලෝචන ${count}`,
    `ශ්‍රේණිගත කිරීම 5න් ${rating.toFixed(1)}, සමාලෝචන ${count}`,
  );
export const originalPrice = 'මුල් මිල';
export const wishlistToggle = (name: string) => `${name} ප්‍රිය ලැයිස්තුවට සුරකින්න`;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
