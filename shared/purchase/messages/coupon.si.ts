/** Sinhala of ./coupon.ts (terms: docs/glossary.md). */
import type * as en from './coupon';
import type * as si from './coupon.si';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const copyNone = 'පිටපත් කිරීමට කූපනයක් නොමැත.';
export const copyFailed = 'කූපන කේතය පිටපත් කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const daysLeft = (n: number) => plural(n, `දින ${n}ක් ඉතිරිව ඇත`, `දින ${n}ක් ඉතිරිව ඇත`);
export const expired = 'කල් ඉකුත් වී ඇත';
export const noExpiration = 'කල් ඉකුත් වීමක් නැත';
export const applied = (title: string) => `${title} කූපනය යොදන ලදී!`;
export const minimumOrder = (amount: string) =>
  `මෙම කූපනය සඳහා LKR ${amount}ක අවම ඇණවුම් වටිනාකමක් අවශ්‍ය වේ.`;
export const invalid = 'කූපන කේතය වලංගු නැත.';
export const couponApplied = 'කූපනය යොදා ඇත';
export const heading = 'කූපන';
export const loading = 'කූපන පූරණය වෙමින්…';
export const none = 'දැනට මෙම නිෂ්පාදනය සඳහා කූපන නොමැත.';
export const codeLabel = 'කේතය';
export const copy = 'පිටපත් කරන්න';
export const copyCode = (code: string) => `පිටපත් කරන්න: කේතය ${code}`;
export const copied = (code: string) => `කේතය ${code} පිටපත් කරන ලදී.`;
export const percentOff = (percent: number) => `${percent}% අඩු`;
export const amountOff = (amount: string) => `${amount} අඩු`;
export const percentOffUpTo = (percent: number, amount: string) => `${percent}% අඩු, උපරිම ${amount}`;
export const minimumSpend = (amount: string) => `අවම ඇණවුම ${amount}`;
export const slideLabel = (n: number, total: number) => `කූපන ${total}න් ${n} වැන්න`;
export const showSlide = (n: number, total: number) => `කූපන ${total}න් ${n} වැන්න පෙන්වන්න`;
export const pauseRotation = 'කූපන විරාම කරන්න';
export const playRotation = 'කූපන ධාවනය කරන්න';

export const inputLabel = 'කූපන කේතය';
export const apply = 'යොදන්න';
export const enterCode = 'කූපන කේතයක් ඇතුළත් කරන්න.';

export const carouselRole = 'කැරොසලය';
export const slideRole = 'ස්ලයිඩය';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
