/** Tamil of ./login.ts (terms: docs/glossary.md). */
import type * as en from './login';
import type * as ta from './login.ta';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const title = 'உள்நுழை';
export const intro =
  'உங்கள் கைபேசி இலக்கத்தைப் பயன்படுத்தி உள்நுழையவும் அல்லது கணக்கை உருவாக்கவும். உங்களுக்குக் குறுஞ்செய்தி மூலம் ஒரு குறியீட்டை அனுப்புவோம்.';
export const mobileLabel = 'கைபேசி இலக்கம்';
export const mobileHint = 'உதாரணமாக 077 123 4567';
export const sendCode = 'குறியீட்டை அனுப்பு';
export const codeLabel = 'சரிபார்ப்புக் குறியீடு';
export const codeSentTo = (mobile: string) => `${mobile} இலக்கத்துக்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம்.`;
export const codeMaybeSentTo = (mobile: string) =>
  `உரிய நேரத்தில் பதில் கிடைக்கவில்லை, எனவே ${mobile} இலக்கத்துக்கு 6 இலக்கக் குறியீடு அனுப்பப்பட்டிருக்கலாம். குறியீடு வராவிட்டால், அதை மீண்டும் அனுப்பவும்.`;
export const verify = 'உள்நுழை';
export const resend = 'குறியீட்டை மீண்டும் அனுப்பு';
export const resendIn = (seconds: number) =>
  plural(seconds, `குறியீட்டை மீண்டும் அனுப்பு (${seconds} வினாடியில்)`, `குறியீட்டை மீண்டும் அனுப்பு (${seconds} வினாடிகளில்)`);
export const changeNumber = 'வேறு இலக்கத்தைப் பயன்படுத்து';
export const codeRequired = 'நாங்கள் உங்களுக்கு அனுப்பிய 6 இலக்கக் குறியீட்டை உள்ளிடவும்.';
export const signedIn = 'நீங்கள் உள்நுழைந்துள்ளீர்கள்.';
export const signedInElsewhere = 'நீங்கள் வேறொரு தாவலில் உள்நுழைந்தீர்கள்.';
export const signIn = 'உள்நுழை';
export const signOut = 'வெளியேறு';
export const signOutFailed = 'வெளியேற முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const mergeSkipped =
  'உங்கள் கூடையிலுள்ள சில பொருட்கள் இனி கிடைக்காது, அல்லது நீங்கள் தெரிவுசெய்த எண்ணிக்கையில் கிடைக்காது. தயவுசெய்து உங்கள் கூடையைச் சரிபார்க்கவும்.';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
