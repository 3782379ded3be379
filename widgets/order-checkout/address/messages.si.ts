/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import type { Holds, SameTexts } from '../../../shared/core/messages/same-texts';

export const addressRequired = 'ලිපිනය අවශ්‍යයි.';
export const cityRequired = 'නගරය අවශ්‍යයි.';
export const stateRequired = 'පළාත අවශ්‍යයි.';
export const countryRequired = 'රට අවශ්‍යයි.';

export const nicknameLabel = 'ලිපිනයේ නම';
export const phoneLabel = 'ලබන්නාගේ ජංගම දුරකථන අංකය';
export const streetLabel = 'වීදිය සහ නිවස';
export const cityLabel = 'නගරය';
export const stateLabel = 'පළාත';
export const postalCodeLabel = 'තැපැල් කේතය';
export const countryLabel = 'රට';
export const makePrimary = 'මෙය මගේ ප්‍රධාන ලිපිනය කරන්න';
export const save = 'ලිපිනය සුරකින්න';
export const defaultNickname = (n: number) => `ලිපිනය ${n}`;
export const mobileNotVerified = 'ලිපිනයක් එක් කිරීමට පෙර කරුණාකර ඔබගේ ජංගම දුරකථන අංකය තහවුරු කරන්න.';

export const addNewAddressTitle = 'නව ලිපිනයක් එක් කරන්න';

export const heading = 'බෙදාහැරීමේ ලිපිනය';
export const loading = 'ඔබගේ බෙදාහැරීමේ ලිපිනය පූරණය වෙමින්…';
export const loadFailed = 'අපට ඔබගේ බෙදාහැරීමේ ලිපිනය පූරණය කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const noAddress = 'ඔබට තවමත් සුරැකි ලිපිනයක් නැත. ඔබගේ ඇණවුම තැබීමට ලිපිනයක් එක් කරන්න.';
export const phoneLine = (phone: string) => `දුරකථනය: ${phone}`;
export const pickerTitle = 'බෙදාහැරීමේ ලිපිනයක් තෝරන්න';
export const pickerLegend = 'ඔබගේ ලිපින';
export const primary = 'ප්‍රධාන';
export const useThisAddress = 'මෙම ලිපිනය භාවිත කරන්න';
export const addressesLoading = 'ඔබගේ ලිපින පූරණය වෙමින්…';
export const addressesFailed = 'අපට ඔබගේ ලිපින පූරණය කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const noAddresses = 'ඔබට තවමත් සුරැකි ලිපින නැත.';
export const statusFailed = 'ඔබගේ ජංගම දුරකථන අංකය තහවුරු කර ඇත්දැයි අපට පරීක්ෂා කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const formLoading = 'ලිපින පෝරමය පූරණය වෙමින්…';
export const formLoadFailed = 'අපට ලිපින පෝරමය පූරණය කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const formUnavailable = 'ලිපින පෝරමය මෙහි පෙන්විය නොහැක. කරුණාකර පිටුව නැවත පූරණය කර නැවත උත්සාහ කරන්න.';
export const saveFailed = 'අපට ඔබගේ ලිපිනය සුරැකිය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const saveUnanswered =
  'නියමිත වේලාවට පිළිතුරක් නොලැබුණු බැවින්, ඔබගේ ලිපිනය සුරැකී තිබිය හැක. නැවත සුරැකීමෙන් එය දෙවරක් සුරැකෙන්නේ නැත.';
export const added = (nickname: string) => `${nickname} එක් කරන ලදී. ඔබගේ ඇණවුම එහි බෙදාහරිනු ඇත.`;
export const mobileLabel = 'ජංගම දුරකථන අංකය';
export const mobileHint = 'උදාහරණයක් ලෙස 077 123 4567. එය තහවුරු කිරීමට අපි ඔබට කෙටි පණිවිඩයකින් කේතයක් එවන්නෙමු.';
export const sendCode = 'OTP යවන්න';
export const changeNumber = 'වෙනත් අංකයක් භාවිත කරන්න';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
