/** Tamil of ./cart.ts (terms: docs/glossary.md). */
import type * as en from './cart';
import type * as ta from './cart.ta';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const heading = (n: number) => `கூடை (${n})`;
export const pageTitle = 'கூடை';
export const selectAll = 'அனைத்தையும் தெரிவுசெய்';
export const deleteSelected = 'தெரிவுசெய்த பொருட்களை நீக்கு';
export const empty = 'உங்கள் கூடை வெறுமையாக உள்ளது.';
export const subtotal = 'துணை மொத்தம்';
export const shippingCost = 'விநியோகக் கட்டணம்';
export const discount = 'தள்ளுபடி';
export const total = 'மொத்தம்';
export const checkout = (n: number) => `பணம் செலுத்தச் செல் (${n})`;
export const notLoggedIn = 'நீங்கள் உள்நுழையவில்லை. எவ்வாறு தொடர விரும்புகிறீர்கள்?';
export const login = 'உள்நுழை';
export const continueAsGuest = 'விருந்தினராகத் தொடர்';
export const noneSelectedWarning =
  'பணம் செலுத்துவதற்கு எந்தப் பொருளும் தெரிவுசெய்யப்படவில்லை. தொடர்வதற்கு முன் பொருட்களைத் தெரிவுசெய்யவும்.';
export const noneSelectedCheckout = 'பணம் செலுத்துவதற்கு எந்தப் பொருளும் தெரிவுசெய்யப்படவில்லை.';
export const noneSelectedDelete = 'நீக்குவதற்கு எந்தப் பொருளும் தெரிவுசெய்யப்படவில்லை.';
export const checkoutFailed = 'ஆர்டரை உருவாக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const removeFailed = 'பொருளை அகற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const increaseFailed = 'எண்ணிக்கையை அதிகரிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const decreaseFailed = 'எண்ணிக்கையைக் குறைக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const deleteSelectedFailed = 'தெரிவுசெய்த பொருட்களை நீக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.';
export const fallbackVariationType = (n: number) => `தன்மை ${n}`;
export const lineName = (name: string, variation: string | null) => (variation ? `${name} (${variation})` : name);
export const selectItem = (name: string) => `${name} ஐத் தெரிவுசெய்`;
export const quantityOf = (name: string) => `${name} இன் எண்ணிக்கை`;
export const quantityValue = (n: number) => `எண்ணிக்கை: ${n}`;
export const remove = 'அகற்று';
export const removeLabel = (name: string) => `அகற்று: ${name} கூடையிலிருந்து`;
export const removed = (name: string) => `${name} உங்கள் கூடையிலிருந்து அகற்றப்பட்டது.`;
export const removedMany = (n: number) =>
  plural(n, `${n} பொருள் உங்கள் கூடையிலிருந்து அகற்றப்பட்டது.`, `${n} பொருட்கள் உங்கள் கூடையிலிருந்து அகற்றப்பட்டன.`);
export const itemsLabel = 'உங்கள் கூடையிலுள்ள பொருட்கள்';
export const summaryTitle = 'ஆர்டர் சுருக்கம்';
export const calculatingShipping = 'விநியோகக் கட்டணம் கணக்கிடப்படுகிறது…';
export const shippingAtCheckout = 'பணம் செலுத்தும்போது கணக்கிடப்படும்';
export const creatingOrder = 'உங்கள் ஆர்டர் உருவாக்கப்படுகிறது…';
export const noneSelectedTitle = 'எதுவும் தெரிவுசெய்யப்படவில்லை';
export const checkoutOptionsTitle = 'பணம் செலுத்துதல்';
export const hiddenLines = (hidden: number, shown: number) =>
  plural(
    hidden,
    `இந்தப் பக்கத்தில் காட்டக்கூடியதை விட (அதிகபட்சம் ${shown}) ${hidden.toLocaleString('en-US')} வரிசை கூடுதலாக உங்கள் கூடையில் உள்ளது. மற்றவற்றைக் காண சில வரிசைகளை அகற்றவும்.`,
    `இந்தப் பக்கத்தில் காட்டக்கூடியதை விட (அதிகபட்சம் ${shown}) ${hidden.toLocaleString('en-US')} வரிசைகள் கூடுதலாக உங்கள் கூடையில் உள்ளன. மற்றவற்றைக் காண சில வரிசைகளை அகற்றவும்.`,
  );

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
