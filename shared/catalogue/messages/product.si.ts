/** Sinhala of ./product.ts (terms: docs/glossary.md). */
import type * as en from './product';
import type * as si from './product.si';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const addToCart = 'කරත්තයට එක් කරන්න';
export const buyNow = 'දැන්ම මිලදී ගන්න';
export const soldOut = 'විකිණී අවසන්';
export const available = (n: number) => `(${n}ක් ඇත)`;
export const addedToCart = 'කරත්තයට එක් කරන ලදී!';
export const viewCart = 'කරත්තය බලන්න';
export const continueShopping = 'දිගටම මිලදී ගන්න';
export const addToCartFailed = 'අයිතමය කරත්තයට එක් කිරීමේදී දෝෂයක් ඇති විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const guestCartSaveFailed = 'අයිතමය ඔබේ කරත්තයට සුරැකීමේදී දෝෂයක් ඇති විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const freeShipping = 'නොමිලේ බෙදාහැරීම';
export const notSpecified = 'සඳහන් කර නැත';
export const shipsFromLocal = 'දේශීය ගබඩාවෙන් එවයි';
export const shipsFromOverseas = 'විදේශයකින් එවයි';
export const overview = 'දළ විශ්ලේෂණය';
export const seeMore = 'තවත් බලන්න';
export const seeLess = 'අඩුවෙන් බලන්න';
export const sellingPoints = [
  'ලුහුබැඳිය හැකි වේගවත් කුරියර් බෙදාහැරීම',
  'ඉහළ ශ්‍රේණිගත කිරීම් ඇති විකුණුම්කරු',
  'භාණ්ඩ ලැබෙන විට මුදලින් ගෙවීම',
  'අඩු ආපසු එවීම්',
] as const;
export const galleryLabel = 'නිෂ්පාදනයේ රූප';
export const showImage = (n: number, total: number) => `${total}න් ${n} වන රූපය පෙන්වන්න`;
export const optionLegend = (type: string, value: string) => `${type}: ${value}`;
export const quantity = 'ප්‍රමාණය';
export const addingToCart = 'කරත්තයට එක් කරමින්…';
export const onlyLeft = (n: number) => `තොගයේ ඉතිරිව ඇත්තේ ${n}ක් පමණි.`;
export const shippingLabel = 'බෙදාහැරීම';
export const deliveryLabel = 'අපේක්ෂිත බෙදාහැරීම';
export const deliveryHeading = 'බෙදාහැරීම';
export const sellingPointsHeading = 'අප සමඟ මිලදී ගත යුත්තේ ඇයි';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
