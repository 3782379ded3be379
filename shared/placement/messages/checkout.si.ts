/** Sinhala of ./checkout.ts (terms: docs/glossary.md). */
import type * as en from './checkout';
import type * as si from './checkout.si';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const cardPayment = 'කාඩ්පතින් ගෙවීම';
export const bankTransfer = 'බැංකු මාරුව';
export const cashOnDelivery = 'භාණ්ඩ ලැබෙන විට මුදලින් ගෙවීම';
export const placeOrder = 'ඇණවුම තබන්න';
export const confirmOrder = 'ඇණවුම තහවුරු කරන්න';
export const bankTransferDone = 'මම බැංකු මාරුව සම්පූර්ණ කළෙමි';
export const noBankDetails = 'බැංකු විස්තර නොමැත.';
export const selectedProducts = 'තෝරාගත් නිෂ්පාදන';
export const placeFailed = 'ඇණවුම තැබීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const placeUnanswered =
  'නියමිත වේලාවට පිළිතුරක් නොලැබුණු බැවින්, ඔබගේ ඇණවුම තැබී තිබිය හැක. එය නැවත තැබුවද, ඇණවුම දෙවරක් තැබෙන්නේ නැත.';
export const countryNotServed = 'අපි බෙදාහරින්නේ ශ්‍රී ලංකාව තුළ පමණි.';
export const paymentMethod = 'ගෙවීමේ ක්‍රමය';
export const chooseMethod = 'ඔබගේ ඇණවුම තැබීමට ගෙවීමේ ක්‍රමයක් තෝරන්න.';
export const couponDiscount = 'කූපන වට්ටම';
export const quantity = (n: number) => `ප්‍රමාණය: ${n}`;
export const weight = (kg: string, quantity: number, lineKg: string) =>
  quantity === 1 ? `බර: ${kg} kg` : `බර: ${lineKg} kg (එකක් ${kg} kg බැගින්)`;
export const placingOrder = 'ඔබගේ ඇණවුම තබමින්…';
export const bankTransferIntro = (total: string) =>
  `කරුණාකර ${total} මෙම ගිණුම්වලින් එකකට මාරු කර, පසුව අපට දන්වන්න.`;
export const loadingBankDetails = 'බැංකු විස්තර පූරණය වෙමින්…';
export const accountHolder = 'ගිණුම් හිමියා';
export const bank = 'බැංකුව';
export const branch = 'ශාඛාව';
export const accountNumber = 'ගිණුම් අංකය';
export const bankEmail = 'විද්‍යුත් තැපෑල';
export const bankAddress = 'ලිපිනය';
export const codConfirm = (total: string) => `ඔබගේ ඇණවුම ලැබෙන විට ඔබ ${total} මුදලින් ගෙවනු ඇත. ඇණවුම තබන්නද?`;
export const backToCart = 'කරත්තයට ආපසු';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
