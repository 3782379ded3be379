/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const addNewAddress = 'புதிய முகவரியைச் சேர்';
export const change = 'மாற்று';
export const viewMyOrders = 'எனது ஆர்டர்களைப் பார்';
export const noProducts = 'இந்த ஆர்டருக்கு எந்தப் பொருளும் கிடைக்கவில்லை.';
export const alreadyPlaced = 'இந்த ஆர்டர் ஏற்கனவே வெற்றிகரமாகச் செய்யப்பட்டுவிட்டது. நன்றி!';
export const loadFailed = 'ஆர்டர் விவரங்களை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const selectAddress = 'ஆர்டர் செய்வதற்கு முன் ஒரு விநியோக முகவரியைத் தெரிவுசெய்யவும்!';
export const needsProduct = 'உங்கள் ஆர்டரில் குறைந்தது ஒரு பொருளாவது இருக்க வேண்டும்.';
export const totalPositive = 'ஆர்டர் செய்வதற்கு மொத்தத் தொகை 0 ஐ விட அதிகமாக இருக்க வேண்டும்.';

export const orderNotFound = 'இந்த ஆர்டரைக் கண்டுபிடிக்க முடியவில்லை.';
export const addressNotFound = 'இந்த முகவரியைக் கண்டுபிடிக்க முடியவில்லை. வேறொரு முகவரியைத் தெரிவுசெய்யவும்.';
export const productsChanged = 'இந்த ஆர்டரிலுள்ள பொருட்கள் மாறியுள்ளன. உங்கள் ஆர்டரை மீளாய்வு செய்யவும்.';
export const unavailable = 'இந்தப் பொருள் அல்லது தெரிவு இனி கிடைக்காது.';
export const soldOut = (product: string) => `${product} விற்றுத் தீர்ந்தது.`;
export const onlyLeft = (stock: number, product: string) => `கையிருப்பில் ${product} ${stock} மட்டுமே உள்ளது.`;
export const shippingChanged = 'விநியோகக் கட்டணம் மாறியுள்ளது. உங்கள் ஆர்டரை மீளாய்வு செய்யவும்.';
export const productDiscountChanged = 'ஒரு பொருளின் தள்ளுபடி மாறியுள்ளது. உங்கள் ஆர்டரை மீளாய்வு செய்யவும்.';
export const discountChanged = 'தள்ளுபடி மாறியுள்ளது. உங்கள் ஆர்டரை மீளாய்வு செய்யவும்.';
export const totalChanged = 'ஆர்டரின் மொத்தம் மாறியுள்ளது. உங்கள் ஆர்டரை மீளாய்வு செய்யவும்.';

export const title = 'பணம் செலுத்துதல்';
export const loadingOrder = 'உங்கள் ஆர்டர் ஏற்றப்படுகிறது…';
export const signInAgain =
  'உங்கள் அமர்வு முடிவடைந்துவிட்டது. மீண்டும் உள்நுழைந்து, பின்னர் "ஆர்டர் செய்" என்பதை அழுத்தவும்: நீங்கள் தெரிவுசெய்தவை அனைத்தும் இன்னும் இங்கே உள்ளன.';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
