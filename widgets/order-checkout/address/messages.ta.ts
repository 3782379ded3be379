/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import type { Holds, SameTexts } from '../../../shared/core/messages/same-texts';

export const addressRequired = 'முகவரி அவசியம்.';
export const cityRequired = 'நகரம் அவசியம்.';
export const stateRequired = 'மாகாணம் அவசியம்.';
export const countryRequired = 'நாடு அவசியம்.';

export const nicknameLabel = 'முகவரியின் பெயர்';
export const phoneLabel = 'பெறுநரின் கைபேசி இலக்கம்';
export const streetLabel = 'வீதியும் வீடும்';
export const cityLabel = 'நகரம்';
export const stateLabel = 'மாகாணம்';
export const postalCodeLabel = 'அஞ்சல் குறியீடு';
export const countryLabel = 'நாடு';
export const makePrimary = 'இதை எனது முதன்மை முகவரியாக்கு';
export const save = 'முகவரியைச் சேமி';
export const defaultNickname = (n: number) => `முகவரி ${n}`;
export const mobileNotVerified = 'முகவரியொன்றைச் சேர்ப்பதற்கு முன் உங்கள் கைபேசி இலக்கத்தைச் சரிபார்க்கவும்.';

export const addNewAddressTitle = 'புதிய முகவரியைச் சேர்';

export const heading = 'விநியோக முகவரி';
export const loading = 'உங்கள் விநியோக முகவரி ஏற்றப்படுகிறது…';
export const loadFailed = 'உங்கள் விநியோக முகவரியை எங்களால் ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const noAddress = 'நீங்கள் இன்னும் எந்த முகவரியையும் சேமிக்கவில்லை. உங்கள் ஆர்டரைச் செய்ய ஒரு முகவரியைச் சேர்க்கவும்.';
export const phoneLine = (phone: string) => `தொலைபேசி: ${phone}`;
export const pickerTitle = 'விநியோக முகவரியைத் தெரிவுசெய்';
export const pickerLegend = 'உங்கள் முகவரிகள்';
export const primary = 'முதன்மை';
export const useThisAddress = 'இந்த முகவரியைப் பயன்படுத்து';
export const addressesLoading = 'உங்கள் முகவரிகள் ஏற்றப்படுகின்றன…';
export const addressesFailed = 'உங்கள் முகவரிகளை எங்களால் ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const noAddresses = 'நீங்கள் இன்னும் எந்த முகவரியையும் சேமிக்கவில்லை.';
export const statusFailed =
  'உங்கள் கைபேசி இலக்கம் சரிபார்க்கப்பட்டுள்ளதா என்பதை எங்களால் அறிய முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const formLoading = 'முகவரிப் படிவம் ஏற்றப்படுகிறது…';
export const formLoadFailed = 'முகவரிப் படிவத்தை எங்களால் ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const formUnavailable = 'முகவரிப் படிவத்தை இங்கே காட்ட முடியாது. பக்கத்தை மீண்டும் ஏற்றி, மீண்டும் முயற்சிக்கவும்.';
export const saveFailed = 'உங்கள் முகவரியை எங்களால் சேமிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const saveUnanswered =
  'உரிய நேரத்தில் பதில் கிடைக்காததால், உங்கள் முகவரி சேமிக்கப்பட்டிருக்கலாம். மீண்டும் சேமித்தால் அது இருமுறை சேமிக்கப்படாது.';
export const added = (nickname: string) => `${nickname} சேர்க்கப்பட்டது. உங்கள் ஆர்டர் அங்கு விநியோகிக்கப்படும்.`;
export const mobileLabel = 'கைபேசி இலக்கம்';
export const mobileHint = 'உதாரணமாக 077 123 4567. அதை உறுதிப்படுத்த உங்களுக்கு ஒரு குறியீட்டைக் குறுஞ்செய்தியாக அனுப்புவோம்.';
export const sendCode = 'OTP அனுப்பு';
export const changeNumber = 'வேறு இலக்கத்தைப் பயன்படுத்து';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
