/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import { plural } from '../../shared/core/messages/plural';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';
import { months } from '../../shared/core/messages/months';

export const basedOn = (n: number) =>
  plural(n, `${n} மதிப்பீட்டின் அடிப்படையில்`, `${n} மதிப்பீடுகளின் அடிப்படையில்`);
export const customerReviews = (n: number) => `வாடிக்கையாளர் மதிப்புரைகள் (${n})`;
export const seeMore = 'மேலும் காண்க';
export const allReviews = 'அனைத்து மதிப்புரைகள்';
export const helpRecentPurchase =
  'இந்தப் பொருளை அண்மையில் வாங்கினீர்களா? மதிப்புரை சமர்ப்பிக்க உங்கள் ஆர்டர்கள் பக்கத்துக்குச் செல்லவும்.';
export const helpVerified = 'இந்தப் பொருளை வாங்கிய, சரிபார்க்கப்பட்ட வாடிக்கையாளர்களிடமிருந்தே மதிப்புரைகள் வருகின்றன.';
export const sectionTitle = 'மதிப்பீடுகளும் மதிப்புரைகளும்';
export const breakdownLabel = 'மதிப்பீடுகளின் விவரம்';
export const starShare = (stars: number, percent: number) =>
  plural(stars, `${stars} நட்சத்திரம்: ${percent}%`, `${stars} நட்சத்திரங்கள்: ${percent}%`);
export const photoAlt = (n: number, reviewer: string) => `${reviewer} இன் மதிப்புரையில் உள்ள புகைப்படம் ${n}`;
export const loading = 'மதிப்புரைகள் ஏற்றப்படுகின்றன…';
export const emptyTitle = 'இதுவரை மதிப்புரைகள் இல்லை';
export const emptyText =
  'இந்தப் பொருளை வாங்கிய வாடிக்கையாளர்கள் தங்கள் கருத்துகளைப் பகிர்ந்ததும், அவற்றை இங்கே காணலாம்.';

/** "12 நவம்பர் 2026". */
export const reviewDate = (date: Date) => `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
