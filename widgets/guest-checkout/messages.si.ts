/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const invalidEmail = 'වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න!';
export const mobileRequired = 'ජංගම දුරකථන අංකය අවශ්‍යයි!';
export const nicknameRequired = 'ලිපිනයේ නම අවශ්‍යයි!';
export const streetRequired = 'වීදිය සහ නිවස අවශ්‍යයි!';
export const cityRequired = 'නගරය අවශ්‍යයි!';
export const countryRequired = 'රට අවශ්‍යයි!';
export const emailRegistered = 'මෙම විද්‍යුත් තැපෑල දැනටමත් ලියාපදිංචි කර ඇත. කරුණාකර ඇතුළු වන්න.';
export const emailCheckFailed = 'විද්‍යුත් තැපෑල තහවුරු කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const createFailed = 'අමුත්තෙකු ලෙස ගිණුම සෑදීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const detailsMissing = 'අමුත්තාගේ අවශ්‍ය විස්තර අඩුයි. කරුණාකර විද්‍යුත් තැපෑල, දුරකථනය සහ ලිපිනය තහවුරු කිරීම සම්පූර්ණ කරන්න.';
export const accountExists = 'ගිණුම දැනටමත් පවතී';
export const accountExistsDefault =
  'ඔබගේ විද්‍යුත් තැපෑල සහ දුරකථන අංකය දැනටමත් ලියාපදිංචි කර ඇත. ඉදිරියට යාමට කරුණාකර ඇතුළු වන්න.';
export const goToLogin = 'ඇතුළු වීමට යන්න';

export const noProductsSelected = 'නිෂ්පාදන කිසිවක් තෝරාගෙන නැත.';

export const title = 'අමුත්තෙකු ලෙස ගෙවීම';
export const shippingDetails = 'බෙදාහැරීමේ විස්තර';
export const emailLabel = 'විද්‍යුත් තැපෑල';
export const mobileLabel = 'ජංගම දුරකථන අංකය';
export const mobileHint = 'උදාහරණයක් ලෙස 077 123 4567. එය තහවුරු කිරීමට අපි ඔබට කෙටි පණිවිඩයකින් කේතයක් එවන්නෙමු.';
export const nicknameLabel = 'ලිපිනයේ නම';
export const nicknameHint = 'උදාහරණයක් ලෙස නිවස හෝ කාර්යාලය.';
export const streetLabel = 'වීදිය සහ නිවස';
export const cityLabel = 'නගරය';
export const stateLabel = 'පළාත';
export const postalCodeLabel = 'තැපැල් කේතය';
export const countryLabel = 'රට';
export const countryPlaceholder = 'රටක් තෝරන්න';
export const optional = '(අත්‍යවශ්‍ය නොවේ)';
export const shippingUnavailable = 'ලබා ගත නොහැක';
export const mobileCheckFailed = 'ජංගම දුරකථන අංකය තහවුරු කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const shippingFailed =
  'බෙදාහැරීමේ ගාස්තුව ගණනය කිරීමට නොහැකි විය. කරුණාකර පිටුව නැවත පූරණය කර නැවත උත්සාහ කරන්න.';

export const countryName = 'ශ්‍රී ලංකාව';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
