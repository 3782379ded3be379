/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const addNewAddress = 'නව ලිපිනයක් එක් කරන්න';
export const change = 'වෙනස් කරන්න';
export const viewMyOrders = 'මගේ ඇණවුම් බලන්න';
export const noProducts = 'මෙම ඇණවුම සඳහා කිසිදු නිෂ්පාදනයක් හමු නොවීය.';
export const alreadyPlaced = 'මෙම ඇණවුම දැනටමත් සාර්ථකව තබා ඇත. ස්තූතියි!';
export const loadFailed = 'ඇණවුමේ විස්තර පූරණය කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const selectAddress = 'ඇණවුම තැබීමට පෙර කරුණාකර බෙදාහැරීමේ ලිපිනයක් තෝරන්න!';
export const needsProduct = 'ඔබගේ ඇණවුමේ අවම වශයෙන් එක් නිෂ්පාදනයක්වත් තිබිය යුතුය.';
export const totalPositive = 'ඇණවුමක් තැබීමට මුළු එකතුව 0 ට වඩා වැඩි විය යුතුය.';

export const orderNotFound = 'මෙම ඇණවුම සොයාගත නොහැකි විය.';
export const addressNotFound = 'මෙම ලිපිනය සොයාගත නොහැකි විය. කරුණාකර වෙනත් ලිපිනයක් තෝරන්න.';
export const productsChanged = 'මෙම ඇණවුමේ නිෂ්පාදන වෙනස් වී ඇත. කරුණාකර ඔබගේ ඇණවුම නැවත පරීක්ෂා කරන්න.';
export const unavailable = 'මෙම නිෂ්පාදනය හෝ විකල්පය තවදුරටත් ලබා ගත නොහැක.';
export const soldOut = (product: string) => `${product} විකිණී අවසන්.`;
export const onlyLeft = (stock: number, product: string) => `${product} තොගයේ ඉතිරිව ඇත්තේ ${stock}ක් පමණි.`;
export const shippingChanged = 'බෙදාහැරීමේ ගාස්තුව වෙනස් වී ඇත. කරුණාකර ඔබගේ ඇණවුම නැවත පරීක්ෂා කරන්න.';
export const productDiscountChanged = 'අයිතමයක වට්ටම වෙනස් වී ඇත. කරුණාකර ඔබගේ ඇණවුම නැවත පරීක්ෂා කරන්න.';
export const discountChanged = 'වට්ටම වෙනස් වී ඇත. කරුණාකර ඔබගේ ඇණවුම නැවත පරීක්ෂා කරන්න.';
export const totalChanged = 'ඇණවුමේ මුළු එකතුව වෙනස් වී ඇත. කරුණාකර ඔබගේ ඇණවුම නැවත පරීක්ෂා කරන්න.';

export const title = 'ගෙවීම';
export const loadingOrder = 'ඔබගේ ඇණවුම පූරණය වෙමින්…';
export const signInAgain =
  'ඔබගේ සැසිය අවසන් වී ඇත. කරුණාකර නැවත ඇතුළු වී, "ඇණවුම තබන්න" ඔබන්න: ඔබ තෝරාගත් සියල්ල තවමත් මෙහි ඇත.';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
