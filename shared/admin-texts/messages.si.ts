/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import { plural } from '../core/messages/plural';
import type { Holds, SameTexts } from '../core/messages/same-texts';

export const createCoupon = 'නව කූපනයක් සාදන්න';
export const editCoupon = 'කූපනය සංස්කරණය කරන්න';
export const updateCoupon = 'කූපනය යාවත්කාලීන කරන්න';
export const generate = 'ජනනය කරන්න';
export const noProductsSelected = 'නිෂ්පාදන කිසිවක් තෝරාගෙන නැත.';
export const invalidDiscount = 'කරුණාකර වලංගු වට්ටම් වටිනාකමක් ඇතුළත් කරන්න.';
export const minOrderNegative = 'අවම ඇණවුම් වටිනාකම ඍණ විය නොහැක.';
export const maxDiscountNegative = 'උපරිම වට්ටම් වටිනාකම ඍණ විය නොහැක.';
export const usageLimitMin = 'භාවිත සීමාව අවම වශයෙන් 1 විය යුතුය.';
export const endBeforeStart = 'අවසන් දිනය ආරම්භක දිනයට පසු විය යුතුය.';
export const couponCodeInvalid = 'කේතයේ අක්ෂර 5 සිට 20 දක්වා තිබිය යුතු අතර, ඒවා කැපිටල් අකුරු හෝ ඉලක්කම් විය යුතුය.';
export const couponTitleRequired = 'මාතෘකාව අවශ්‍යයි.';
export const couponTitleTooLong = 'මාතෘකාව අක්ෂර 255 හෝ ඊට අඩු විය යුතුය.';
export const dateInvalid = 'වලංගු දිනයක් සහ වේලාවක් ඇතුළත් කරන්න.';
export const minOrderNotNumber = 'අවම ඇණවුම් වටිනාකම 1500 වැනි සංඛ්‍යාවක් විය යුතුය.';
export const maxDiscountNotNumber = 'උපරිම වට්ටම් වටිනාකම 500 වැනි සංඛ්‍යාවක් විය යුතුය.';
export const usageLimitNotWhole = 'භාවිත සීමාව 100 වැනි පූර්ණ සංඛ්‍යාවක් විය යුතුය.';
export const validationFailed = 'වලංගු කිරීම අසාර්ථක විය. කරුණාකර ඇතුළත් කළ දේ පරීක්ෂා කරන්න.';
export const createFailed = 'කූපනය සෑදීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const updateFailed = 'කූපනය යාවත්කාලීන කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const unexpectedResponse = 'සේවාදායකයෙන් අනපේක්ෂිත පිළිතුරක් ලැබුණි. කරුණාකර නැවත උත්සාහ කරන්න.';
export const couponCreated = 'කූපනය සාදන ලදී.';
export const couponUpdated = 'කූපනය යාවත්කාලීන කරන ලදී.';

export const couponForm = {
  title: 'කූපනයේ මාතෘකාව',
  code: 'කූපන කේතය',
  codeHint: 'කැපිටල් අකුරු හෝ ඉලක්කම් 5 සිට 20 දක්වා.',
  productSearch: 'නමින් නිෂ්පාදන එක් කරන්න',
  productSearchHint: 'අවම වශයෙන් අකුරු 2ක් ටයිප් කර, ලැයිස්තුවෙන් නිෂ්පාදනයක් තෝරන්න.',
  suggestions: 'එක් කළ හැකි නිෂ්පාදන',
  suggestionsShown: (n: number) =>
    plural(
      n,
      `නිෂ්පාදන ${n}ක් හමු විය. එය තෝරා ගැනීමට ඊතල යතුරු භාවිත කරන්න.`,
      `නිෂ්පාදන ${n}ක් හමු විය. එකක් තෝරා ගැනීමට ඊතල යතුරු භාවිත කරන්න.`,
    ),
  productAdded: (name: string) => `${name} තෝරාගත් නිෂ්පාදනවලට එක් කරන ලදී.`,
  pickersLabel: 'ප්‍රවර්ගය, සංග්‍රහය හෝ සන්නාමය අනුව නිෂ්පාදන එක් කරන්න',
  categories: 'ප්‍රවර්ග',
  collections: 'සංග්‍රහ',
  brands: 'සන්නාම',
  // `list` is one of the three names above, already in Sinhala: no case to change.
  pickerSearch: (list: string) => `${list} සොයන්න`,
  pickerTicked: (n: number) => `${n}ක් සලකුණු කර ඇත`,
  pickerNoMatch: 'කිසිවක් නොගැළපේ.',
  pickerLoading: (list: string) => `${list} පූරණය වෙමින්…`,
  pickerFailed: (list: string) => `${list} පූරණය කිරීමට නොහැකි විය.`,
  pickerAdded: (name: string, n: number) =>
    plural(n, `${name}: නිෂ්පාදන ${n}ක් තෝරා ගන්නා ලදී.`, `${name}: නිෂ්පාදන ${n}ක් තෝරා ගන්නා ලදී.`),
  pickerRemoved: (name: string) => `${name}: එහි නිෂ්පාදන තේරීමෙන් ඉවත් කරන ලදී.`,
  pickerAddFailed: (name: string) => `${name} හි නිෂ්පාදන එක් කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`,
  discountType: 'වට්ටම් වර්ගය',
  percentage: 'ප්‍රතිශතය',
  fixed: 'ස්ථාවර මුදල',
  discountValue: 'වට්ටම් වටිනාකම',
  usageLimit: 'භාවිත සීමාව',
  usageLimitHint: 'කූපනය භාවිත කළ හැකි ඇණවුම් ගණන.',
  minOrderValue: 'අවම ඇණවුම් වටිනාකම',
  maxDiscountValue: 'උපරිම වට්ටම් වටිනාකම',
  amountHint: 'LKR. අත්‍යවශ්‍ය නොවේ: කිසිවක් නැත්නම් හිස්ව තබන්න.',
  startDate: 'ආරම්භක දිනය සහ වේලාව',
  endDate: 'අවසන් දිනය සහ වේලාව',
  endDateHint: 'අත්‍යවශ්‍ය නොවේ: කල් ඉකුත් වීමක් නැත්නම් හිස්ව තබන්න.',
  shopTime: 'ශ්‍රී ලංකා වේලාව.',
  showOnProducts: 'නිෂ්පාදනවල පෙන්වන්න',
  showOnProductsHint: 'කූපනය එහි නිෂ්පාදනවල පිටුවල දිස් වේ.',
  create: 'කූපනය සාදන්න',
  saving: 'සුරකිමින්…',
  selectedProducts: 'තෝරාගත් නිෂ්පාදන',
  removeProduct: (name: string) => `ඉවත් කරන්න: ${name}`,
  loading: 'කූපනය පූරණය වෙමින්…',
  loadFailed: 'කූපනය පූරණය කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  notFound: 'මෙම කූපනය සොයාගත නොහැකි විය. එය මකා දමා තිබිය හැක.',
} as const;
export const parcel = {
  weightRequired: 'බර අවශ්‍යයි.',
  descriptionRequired: 'පාර්සලයේ විස්තරය අවශ්‍යයි.',
  recipientNameRequired: 'ලබන්නාගේ නම අවශ්‍යයි.',
  contact1Required: 'ලබන්නාගේ සම්බන්ධතා අංකය 1 අවශ්‍යයි.',
  addressRequired: 'ලබන්නාගේ ලිපිනය අවශ්‍යයි.',
  cityRequired: 'ලබන්නාගේ නගරය අවශ්‍යයි.',
  amountRequired: 'මුදල අවශ්‍යයි.',
  productsRequired: 'කරුණාකර අවම වශයෙන් එක් නිෂ්පාදනයක් තෝරන්න.',
  descriptionTooLong: 'පාර්සලයේ විස්තරය අක්ෂර 255 හෝ ඊට අඩු විය යුතුය.',
  recipientNameTooLong: 'ලබන්නාගේ නම අක්ෂර 255 හෝ ඊට අඩු විය යුතුය.',
  addressTooLong: 'ලබන්නාගේ ලිපිනය අක්ෂර 255 හෝ ඊට අඩු විය යුතුය.',
  cityTooLong: 'ලබන්නාගේ නගරය අක්ෂර 255 හෝ ඊට අඩු විය යුතුය.',
  failed: 'පාර්සලය සෑදීමට නොහැකි විය.',
  error: 'පාර්සලය සාදන අතරතුර දෝෂයක් ඇති විය.',
} as const;

export const parcelTitle = (orderId: number) => `ඇණවුම #${orderId} සඳහා පාර්සලයක් සාදන්න`;
export const parcelLoading = 'ඇණවුම පූරණය වෙමින්…';
export const orderLoadFailed = 'ඇණවුමේ විස්තර පූරණය කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const orderNoProducts = 'මෙම ඇණවුම සඳහා නිෂ්පාදන කිසිවක් හමු නොවීය.';
export const orderNotFound = 'මෙම ඇණවුම සොයාගත නොහැකි විය.';
export const parcelSection = 'පාර්සලය';
export const recipientSection = 'ලබන්නා';
export const deliverySection = 'බෙදාහැරීමේදී';
export const productsSection = 'මෙම පාර්සලයේ නිෂ්පාදන';
export const weightLabel = 'බර';
export const weightChoose = 'බර තෝරන්න';
export const weightChoice = (kg: number) => `${kg} kg`;
export const descriptionLabel = 'පාර්සලයේ විස්තරය';
export const descriptionHint = 'පාර්සලයේ අඩංගු දේ, කුරියර් සේවාව එය විස්තර කළ යුතු ආකාරයට.';
export const recipientNameLabel = 'ලබන්නාගේ නම';
export const contact1Label = 'ලබන්නාගේ සම්බන්ධතා අංකය 1';
export const contact1Hint = 'බෙදාහැරීමේ ලිපිනයෙන්: කුරියර් සේවාව අමතන අංකය.';
export const contact2Label = 'ලබන්නාගේ සම්බන්ධතා අංකය 2';
export const optional = '(අත්‍යවශ්‍ය නොවේ)';
export const recipientAddressLabel = 'ලබන්නාගේ ලිපිනය';
export const recipientCityLabel = 'ලබන්නාගේ නගරය';
export const amountLabel = 'මුදල (LKR)';
export const amountHint = (orderTotal: string, ticked: string) =>
  `ඇණවුමේ මුළු එකතුව: ${orderTotal}; සලකුණු කළ නිෂ්පාදනවල එකතුව: ${ticked}.`;
export const exchangeLabel = 'හුවමාරුව';
export const exchangeHint = 'කුරියර් සේවාව හුවමාරුවක් ලෙස ලබන්නාගෙන් අයිතමයක් ද රැගෙන යයි.';
export const productLine = (name: string, quantity: number) => `${name} × ${quantity}`;
export const productAmountLabel = (name: string) => `${name} සඳහා මුදල (LKR)`;
export const productAmountInvalid = 'මෙම නිෂ්පාදනයේ මුදල ඇතුළත් කරන්න: 0 හෝ ඊට වැඩි.';
export const createParcel = 'පාර්සලය සාදන්න';

export const unanswered = {
  couponCreated:
    'නියමිත වේලාවට පිළිතුරක් නොලැබුණු බැවින්, කූපනය සාදා තිබිය හැක. නැවත සුරැකුවද, එය දෙවරක් සෑදෙන්නේ නැත.',
  couponUpdated:
    'නියමිත වේලාවට පිළිතුරක් නොලැබුණු බැවින්, කූපනය යාවත්කාලීන වී තිබිය හැක. සුරැකී ඇති දේ බැලීමට පිටුව නැවත පූරණය කරන්න.',
  parcelCreated:
    'නියමිත වේලාවට පිළිතුරක් නොලැබුණු බැවින්, පාර්සලය සාදා තිබිය හැක. එය නැවත සෑදුවද, දෙවැන්නක් සෑදෙන්නේ නැත.',
} as const;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
