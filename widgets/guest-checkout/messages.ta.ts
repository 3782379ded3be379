/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const invalidEmail = 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்!';
export const mobileRequired = 'கைபேசி இலக்கம் அவசியம்!';
export const nicknameRequired = 'முகவரியின் பெயர் அவசியம்!';
export const streetRequired = 'வீதியும் வீடும் அவசியம்!';
export const cityRequired = 'நகரம் அவசியம்!';
export const countryRequired = 'நாடு அவசியம்!';
export const emailRegistered = 'இந்த மின்னஞ்சல் ஏற்கனவே பதிவுசெய்யப்பட்டுள்ளது. தயவுசெய்து உள்நுழையவும்.';
export const emailCheckFailed = 'மின்னஞ்சலைச் சரிபார்க்க முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const createFailed = 'விருந்தினர் பயனரை உருவாக்க முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const detailsMissing = 'விருந்தினரின் அவசியமான விவரங்கள் இல்லை. தயவுசெய்து மின்னஞ்சல், தொலைபேசி, முகவரி ஆகியவற்றின் சரிபார்ப்பை நிறைவுசெய்யவும்.';
export const accountExists = 'கணக்கு ஏற்கனவே உள்ளது';
export const accountExistsDefault =
  'உங்கள் மின்னஞ்சலும் தொலைபேசி இலக்கமும் ஏற்கனவே பதிவுசெய்யப்பட்டுள்ளன. தொடர, தயவுசெய்து உள்நுழையவும்.';
export const goToLogin = 'உள்நுழையச் செல்';

export const noProductsSelected = 'எந்தப் பொருளும் தெரிவுசெய்யப்படவில்லை.';

export const title = 'விருந்தினராகப் பணம் செலுத்துதல்';
export const shippingDetails = 'விநியோக விவரங்கள்';
export const emailLabel = 'மின்னஞ்சல்';
export const mobileLabel = 'கைபேசி இலக்கம்';
export const mobileHint =
  'உதாரணமாக 077 123 4567. அதை உறுதிப்படுத்த உங்களுக்குக் குறுஞ்செய்தி மூலம் ஒரு குறியீட்டை அனுப்புவோம்.';
export const nicknameLabel = 'முகவரியின் பெயர்';
export const nicknameHint = 'உதாரணமாக வீடு அல்லது அலுவலகம்.';
export const streetLabel = 'வீதியும் வீடும்';
export const cityLabel = 'நகரம்';
export const stateLabel = 'மாகாணம்';
export const postalCodeLabel = 'அஞ்சல் குறியீடு';
export const countryLabel = 'நாடு';
export const countryPlaceholder = 'நாட்டைத் தெரிவுசெய்யவும்';
export const optional = '(விரும்பினால்)';
export const shippingUnavailable = 'கிடைக்கவில்லை';
export const mobileCheckFailed = 'கைபேசி இலக்கத்தைச் சரிபார்க்க முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const shippingFailed =
  'விநியோகக் கட்டணத்தைக் கணக்கிட முடியவில்லை. தயவுசெய்து பக்கத்தைப் புதுப்பித்து மீண்டும் முயற்சிக்கவும்.';

export const countryName = 'இலங்கை';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
