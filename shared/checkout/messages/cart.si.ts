/** Sinhala of ./cart.ts (terms: docs/glossary.md). */
import type * as en from './cart';
import type * as si from './cart.si';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const heading = (n: number) => `කරත්තය (${n})`;
export const pageTitle = 'කරත්තය';
export const selectAll = 'සියල්ල තෝරන්න';
export const deleteSelected = 'තෝරාගත් අයිතම මකන්න';
export const empty = 'ඔබගේ කරත්තය හිස්ය.';
export const subtotal = 'උප එකතුව';
export const shippingCost = 'බෙදාහැරීමේ ගාස්තුව';
export const discount = 'වට්ටම';
export const total = 'මුළු එකතුව';
export const checkout = (n: number) => `ගෙවීමට යන්න (${n})`;
export const notLoggedIn = 'ඔබ ඇතුළු වී නැත. ඔබ ඉදිරියට යාමට කැමති කුමන ආකාරයෙන්ද?';
export const login = 'ඇතුළු වන්න';
export const continueAsGuest = 'අමුත්තෙකු ලෙස ඉදිරියට යන්න';
export const noneSelectedWarning = 'ගෙවීම සඳහා කිසිදු අයිතමයක් තෝරා නැත. කරුණාකර ඉදිරියට යාමට පෙර අයිතම තෝරන්න.';
export const noneSelectedCheckout = 'ගෙවීම සඳහා කිසිදු අයිතමයක් තෝරා නැත.';
export const noneSelectedDelete = 'මැකීමට කිසිදු අයිතමයක් තෝරා නැත.';
export const checkoutFailed = 'ඇණවුම සෑදීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const removeFailed = 'අයිතමය ඉවත් කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const increaseFailed = 'ප්‍රමාණය වැඩි කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const decreaseFailed = 'ප්‍රමාණය අඩු කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const deleteSelectedFailed = 'තෝරාගත් අයිතම මැකීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const fallbackVariationType = (n: number) => `වර්ගය ${n}`;
export const lineName = (name: string, variation: string | null) => (variation ? `${name} (${variation})` : name);
export const selectItem = (name: string) => `${name} තෝරන්න`;
export const quantityOf = (name: string) => `${name} හි ප්‍රමාණය`;
export const quantityValue = (n: number) => `ප්‍රමාණය: ${n}`;
export const remove = 'ඉවත් කරන්න';
export const removeLabel = (name: string) => `ඉවත් කරන්න: ${name} කරත්තයෙන්`;
export const removed = (name: string) => `${name} ඔබගේ කරත්තයෙන් ඉවත් කරන ලදී.`;
export const removedMany = (n: number) =>
  plural(n, `අයිතම ${n}ක් ඔබගේ කරත්තයෙන් ඉවත් කරන ලදී.`, `අයිතම ${n}ක් ඔබගේ කරත්තයෙන් ඉවත් කරන ලදී.`);
export const itemsLabel = 'ඔබගේ කරත්තයේ අයිතම';
export const summaryTitle = 'ඇණවුමේ සාරාංශය';
export const calculatingShipping = 'බෙදාහැරීමේ ගාස්තුව ගණනය කරමින්…';
export const shippingAtCheckout = 'ගෙවීමේදී ගණනය කෙරේ';
export const creatingOrder = 'ඔබගේ ඇණවුම සාදමින්…';
export const noneSelectedTitle = 'කිසිවක් තෝරා නැත';
export const checkoutOptionsTitle = 'ගෙවීම';
export const hiddenLines = (hidden: number, shown: number) =>
  plural(
    hidden,
    `මෙම පිටුවට පෙන්විය හැකි පේළි ගණනට (උපරිම ${shown}) වඩා පේළි ${hidden.toLocaleString('en-US')}ක් වැඩියෙන් ඔබගේ කරත්තයේ ඇත. අනෙක් පේළි බැලීමට පේළි කිහිපයක් ඉවත් කරන්න.`,
    `මෙම පිටුවට පෙන්විය හැකි පේළි ගණනට (උපරිම ${shown}) වඩා පේළි ${hidden.toLocaleString('en-US')}ක් වැඩියෙන් ඔබගේ කරත්තයේ ඇත. අනෙක් පේළි බැලීමට පේළි කිහිපයක් ඉවත් කරන්න.`,
  );

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
