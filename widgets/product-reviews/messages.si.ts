/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import { plural } from '../../shared/core/messages/plural';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';
import { months } from '../../shared/core/messages/months';

export const basedOn = (n: number) => `ශ්‍රේණිගත කිරීම් ${n} මත පදනම්ව`;
export const customerReviews = (n: number) => `පාරිභෝගික සමාලෝචන (${n})`;
export const seeMore = 'තවත් බලන්න';
export const allReviews = 'සියලු සමාලෝචන';
export const helpRecentPurchase = 'මෙම නිෂ්පාදනය මෑතකදී මිලදී ගත්තාද? සමාලෝචනයක් ඉදිරිපත් කිරීමට ඔබේ ඇණවුම් පිටුවට යන්න.';
export const helpVerified = 'සමාලෝචන ලැබෙන්නේ මෙම නිෂ්පාදනය මිලදී ගත් තහවුරු කළ පාරිභෝගිකයන්ගෙනි.';
export const sectionTitle = 'ශ්‍රේණිගත කිරීම් සහ සමාලෝචන';
export const breakdownLabel = 'ශ්‍රේණිගත කිරීම් ව්‍යාප්තිය';
export const starShare = (stars: number, percent: number) =>
  plural(stars, `තරු ${stars}: ${percent}%`, `තරු ${stars}: ${percent}%`);
export const photoAlt = (n: number, reviewer: string) => `${reviewer} ගේ සමාලෝචනයේ ඡායාරූපය ${n}`;
export const loading = 'සමාලෝචන පූරණය වෙමින්…';
export const emptyTitle = 'තවම සමාලෝචන නැත';
export const emptyText = 'මෙම නිෂ්පාදනය මිලදී ගත් පාරිභෝගිකයන් ඔවුන්ගේ අදහස් බෙදාගත් පසු, ඔබට ඒවා මෙහි දැකිය හැක.';

/** "2026 නොවැම්බර් 12": year, month, day, as Sinhala writes a date. */
export const reviewDate = (date: Date) => `${date.getFullYear()} ${months[date.getMonth()]} ${date.getDate()}`;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
