/** Tamil of ./coupon.ts (terms: docs/glossary.md). */
import type * as en from './coupon';
import type * as ta from './coupon.ta';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const copyNone = 'நகலெடுக்கக் கூப்பன் எதுவும் இல்லை.';
export const copyFailed = 'கூப்பன் குறியீட்டை நகலெடுக்க முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const daysLeft = (n: number) => plural(n, `இன்னும் ${n} நாள்`, `இன்னும் ${n} நாட்கள்`);
export const expired = 'காலாவதியானது';
export const noExpiration = 'காலாவதி இல்லை';
export const applied = (title: string) => `${title} கூப்பன் பயன்படுத்தப்பட்டது!`;
export const minimumOrder = (amount: string) => `இந்தக் கூப்பனுக்குக் குறைந்தபட்ச ஆர்டர் மதிப்பு LKR ${amount} தேவை.`;
export const invalid = 'செல்லுபடியற்ற கூப்பன் குறியீடு.';
export const couponApplied = 'கூப்பன் பயன்படுத்தப்பட்டது';
export const heading = 'கூப்பன்கள்';
export const loading = 'கூப்பன்கள் ஏற்றப்படுகின்றன…';
export const none = 'இந்தப் பொருளுக்குத் தற்போது கூப்பன்கள் இல்லை.';
export const codeLabel = 'குறியீடு';
export const copy = 'நகலெடு';
export const copyCode = (code: string) => `நகலெடு: குறியீடு ${code}`;
export const copied = (code: string) => `குறியீடு ${code} நகலெடுக்கப்பட்டது.`;
export const percentOff = (percent: number) => `${percent}% தள்ளுபடி`;
export const amountOff = (amount: string) => `${amount} தள்ளுபடி`;
export const percentOffUpTo = (percent: number, amount: string) => `${percent}% தள்ளுபடி, அதிகபட்சம் ${amount}`;
export const minimumSpend = (amount: string) => `குறைந்தபட்ச ஆர்டர் ${amount}`;
export const slideLabel = (n: number, total: number) => `${total} இல் ${n}ஆவது கூப்பன்`;
export const showSlide = (n: number, total: number) => `${total} இல் ${n}ஆவது கூப்பனைக் காட்டு`;
export const pauseRotation = 'கூப்பன்களை இடைநிறுத்து';
export const playRotation = 'கூப்பன்களை இயக்கு';

export const inputLabel = 'கூப்பன் குறியீடு';
export const apply = 'பயன்படுத்து';
export const enterCode = 'கூப்பன் குறியீட்டை உள்ளிடவும்.';

export const carouselRole = 'சுழல்காட்சி';
export const slideRole = 'படவில்லை';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
