/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import type { Holds, SameTexts } from '../core/messages/same-texts';

export const invalidFormat = 'கைபேசி இலக்கத்தின் வடிவம் செல்லுபடியற்றது. சரியான வடிவத்தைப் பயன்படுத்தவும்.';
export const invalidFormatShort = 'கைபேசி இலக்கத்தின் வடிவம் செல்லுபடியற்றது.';
export const required = 'கைபேசி இலக்கம் அவசியம்.';
export const digitsOnly = 'கைபேசி இலக்கத்தில் இலக்கங்கள் மட்டுமே இருக்க வேண்டும்.';
export const tooShort = 'கைபேசி இலக்கம் செல்லுபடியற்றது.';
export const alreadyRegistered = 'இந்தக் கைபேசி இலக்கம் ஏற்கனவே பதிவுசெய்யப்பட்டுள்ளது. வேறோர் இலக்கத்தைப் பயன்படுத்தவும்.';
export const sendFailed = 'சரிபார்ப்புக் குறியீட்டை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const guestSendFailed = 'OTP ஐ அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const resendFailed = 'OTP ஐ மீண்டும் அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const verifyFailed = 'எதிர்பாராத பிழை ஏற்பட்டது. மீண்டும் முயற்சிக்கவும்.';
export const guestVerifyFailed = 'OTP செல்லுபடியற்றது. மீண்டும் முயற்சிக்கவும்.';
export const verified = 'சரிபார்ப்பு வெற்றிகரமாக முடிந்தது';
export const emailCodeExpired = 'OTP காலாவதியாகிவிட்டது. புதியதொன்றைக் கோரவும்.';

export const verifyOtp = 'OTP ஐச் சரிபார்';
export const title = 'உங்கள் கைபேசி இலக்கத்தைச் சரிபார்';
export const codeLabel = 'OTP';
export const codeSentTo = (mobile: string) => `${mobile} என்ற இலக்கத்துக்கு 6 இலக்க OTP ஒன்றை அனுப்பியுள்ளோம்.`;
export const codeMaybeSentTo = (mobile: string) =>
  `உரிய நேரத்தில் பதில் கிடைக்காததால், 6 இலக்க OTP ஒன்று ${mobile} என்ற இலக்கத்துக்கு அனுப்பப்பட்டிருக்கலாம். எதுவும் வராவிட்டால், மீண்டும் அனுப்பவும்.`;
export const codeRequired = 'நாங்கள் உங்களுக்கு அனுப்பிய 6 இலக்க OTP ஐ உள்ளிடவும்.';
export const resend = 'OTP ஐ மீண்டும் அனுப்பு';
export const resendIn = (seconds: number) => `${seconds} வினாடியில் OTP ஐ மீண்டும் அனுப்பு`;
export const tooManyWrong = 'தவறான குறியீடுகள் பல முறை உள்ளிடப்பட்டுள்ளன. புதியதொன்றைக் கோரவும்.';

export const nicknameTooLong = 'முகவரியின் பெயர் 255 எழுத்துகளுக்கு மேற்படக்கூடாது.';
export const streetTooLong = 'வீதியும் வீடும் 255 எழுத்துகளுக்கு மேற்படக்கூடாது.';
export const cityTooLong = 'நகரம் 255 எழுத்துகளுக்கு மேற்படக்கூடாது.';
export const stateTooLong = 'மாகாணம் 255 எழுத்துகளுக்கு மேற்படக்கூடாது.';
export const postalCodeTooLong = 'அஞ்சல் குறியீடு 255 எழுத்துகளுக்கு மேற்படக்கூடாது.';
export const emailTooLong = 'மின்னஞ்சல் 254 எழுத்துகளுக்கு மேற்படக்கூடாது.';
export const checkField = 'நீங்கள் இங்கே உள்ளிட்டதைச் சரிபார்க்கவும்.';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
