/** Sinhala of ./login.ts (terms: docs/glossary.md). */
import type * as en from './login';
import type * as si from './login.si';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const title = 'ඇතුළු වන්න';
export const intro =
  'ඔබගේ ජංගම දුරකථන අංකය භාවිතයෙන් ඇතුළු වන්න හෝ ගිණුමක් සාදන්න. අපි ඔබට කෙටි පණිවිඩයකින් කේතයක් එවන්නෙමු.';
export const mobileLabel = 'ජංගම දුරකථන අංකය';
export const mobileHint = 'උදාහරණයක් ලෙස 077 123 4567';
export const sendCode = 'කේතය යවන්න';
export const codeLabel = 'තහවුරු කිරීමේ කේතය';
export const codeSentTo = (mobile: string) => `අපි ${mobile} අංකයට ඉලක්කම් 6ක කේතයක් යැවූයෙමු.`;
export const codeMaybeSentTo = (mobile: string) =>
  `නියමිත වේලාවට පිළිතුරක් නොලැබුණු බැවින්, ${mobile} අංකයට ඉලක්කම් 6ක කේතයක් යවා තිබිය හැක. කේතයක් නොලැබුණහොත්, එය නැවත යවන්න.`;
export const verify = 'ඇතුළු වන්න';
export const resend = 'කේතය නැවත යවන්න';
export const resendIn = (seconds: number) => `කේතය නැවත යවන්න (තත්පර ${seconds}කින්)`;
export const changeNumber = 'වෙනත් අංකයක් භාවිත කරන්න';
export const codeRequired = 'අප ඔබට එවූ ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න.';
export const signedIn = 'ඔබ ඇතුළු වී ඇත.';
export const signedInElsewhere = 'ඔබ වෙනත් ටැබයකින් ඇතුළු වී ඇත.';
export const signIn = 'ඇතුළු වන්න';
export const signOut = 'ඉවත් වන්න';
export const signOutFailed = 'ඉවත් වීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const mergeSkipped =
  'ඔබගේ කරත්තයේ සමහර අයිතම තවදුරටත් ලබා ගත නොහැක, නැතහොත් ඔබ තෝරාගත් ප්‍රමාණයෙන් ලබා ගත නොහැක. කරුණාකර ඔබගේ කරත්තය පරීක්ෂා කරන්න.';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
