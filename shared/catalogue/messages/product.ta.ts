/** Tamil of ./product.ts (terms: docs/glossary.md). */
import type * as en from './product';
import type * as ta from './product.ta';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const addToCart = 'கூடையில் சேர்';
export const buyNow = 'இப்போதே வாங்கு';
export const soldOut = 'விற்றுத் தீர்ந்தது';
export const available = (n: number) => `(${n} கிடைக்கும்)`;
export const addedToCart = 'கூடையில் சேர்க்கப்பட்டது!';
export const viewCart = 'கூடையைப் பார்';
export const continueShopping = 'தொடர்ந்து வாங்கு';
export const addToCartFailed = 'பொருளைக் கூடையில் சேர்ப்பதில் பிழை ஏற்பட்டது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const guestCartSaveFailed = 'பொருளை உங்கள் கூடையில் சேமிப்பதில் பிழை ஏற்பட்டது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const freeShipping = 'இலவச விநியோகம்';
export const notSpecified = 'குறிப்பிடப்படவில்லை';
export const shipsFromLocal = 'உள்ளூர் களஞ்சியத்திலிருந்து அனுப்பப்படும்';
export const shipsFromOverseas = 'வெளிநாட்டிலிருந்து அனுப்பப்படும்';
export const overview = 'கண்ணோட்டம்';
export const seeMore = 'மேலும் காண்க';
export const seeLess = 'குறைவாகக் காண்க';
export const sellingPoints = [
  'கண்காணிப்புடன் விரைவான கூரியர் விநியோகம்',
  'உயர் மதிப்பீடு பெற்ற விற்பனையாளர்',
  'பொருள் கிடைக்கும்போது பணம்',
  'திருப்பி அனுப்புதல் குறைவு',
] as const;
export const galleryLabel = 'பொருளின் படங்கள்';
export const showImage = (n: number, total: number) => `${total}இல் ${n}ஆவது படத்தைக் காட்டு`;
export const optionLegend = (type: string, value: string) => `${type}: ${value}`;
export const quantity = 'எண்ணிக்கை';
export const addingToCart = 'கூடையில் சேர்க்கப்படுகிறது…';
export const onlyLeft = (n: number) =>
  plural(n, `கையிருப்பில் ${n} மட்டுமே உள்ளது.`, `கையிருப்பில் ${n} மட்டுமே உள்ளன.`);
export const shippingLabel = 'விநியோகம்';
export const deliveryLabel = 'எதிர்பார்க்கப்படும் விநியோகம்';
export const deliveryHeading = 'விநியோகம்';
export const sellingPointsHeading = 'ஏன் எங்களிடம் வாங்க வேண்டும்';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
