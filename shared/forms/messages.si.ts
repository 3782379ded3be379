/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import type { Holds, SameTexts } from '../core/messages/same-texts';

export const invalidFormat = 'ජංගම දුරකථන අංකයේ ආකෘතිය වලංගු නොවේ. කරුණාකර නිවැරදි ආකෘතිය භාවිත කරන්න.';
export const invalidFormatShort = 'ජංගම දුරකථන අංකයේ ආකෘතිය වලංගු නොවේ.';
export const required = 'ජංගම දුරකථන අංකය අවශ්‍යයි.';
export const digitsOnly = 'ජංගම දුරකථන අංකයේ ඉලක්කම් පමණක් තිබිය යුතුය.';
export const tooShort = 'ජංගම දුරකථන අංකය වලංගු නොවේ.';
export const alreadyRegistered = 'මෙම ජංගම දුරකථන අංකය දැනටමත් ලියාපදිංචි කර ඇත. කරුණාකර වෙනත් අංකයක් භාවිත කරන්න.';
export const sendFailed = 'තහවුරු කිරීමේ කේතය යැවීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const guestSendFailed = 'OTP යැවීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const resendFailed = 'OTP නැවත යැවීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const verifyFailed = 'අනපේක්ෂිත දෝෂයක් සිදු විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const guestVerifyFailed = 'OTP වලංගු නොවේ. කරුණාකර නැවත උත්සාහ කරන්න.';
export const verified = 'තහවුරු කිරීම සාර්ථකයි';
export const emailCodeExpired = 'OTP කල් ඉකුත් වී ඇත. කරුණාකර නව එකක් ඉල්ලන්න.';

export const verifyOtp = 'OTP තහවුරු කරන්න';
export const title = 'ඔබගේ ජංගම දුරකථන අංකය තහවුරු කරන්න';
export const codeLabel = 'OTP';
export const codeSentTo = (mobile: string) => `අපි ${mobile} අංකයට ඉලක්කම් 6ක OTP එකක් එව්වෙමු.`;
export const codeMaybeSentTo = (mobile: string) =>
  `නියමිත වේලාවට පිළිතුරක් නොලැබුණු බැවින්, ඉලක්කම් 6ක OTP එකක් ${mobile} අංකයට එවා තිබිය හැක. කිසිවක් නොලැබුණහොත්, එය නැවත යවන්න.`;
export const codeRequired = 'අපි ඔබට එවූ ඉලක්කම් 6ක OTP එක ඇතුළත් කරන්න.';
export const resend = 'OTP නැවත යවන්න';
export const resendIn = (seconds: number) => `තත්පර ${seconds}කින් OTP නැවත යවන්න`;
export const tooManyWrong = 'වැරදි කේත ඕනෑවට වඩා ඇතුළත් කර ඇත. කරුණාකර නව එකක් ඉල්ලන්න.';

export const nicknameTooLong = 'ලිපිනයේ නම අක්ෂර 255 නොඉක්මවිය යුතුය.';
export const streetTooLong = 'වීදිය සහ නිවස අක්ෂර 255 නොඉක්මවිය යුතුය.';
export const cityTooLong = 'නගරය අක්ෂර 255 නොඉක්මවිය යුතුය.';
export const stateTooLong = 'පළාත අක්ෂර 255 නොඉක්මවිය යුතුය.';
export const postalCodeTooLong = 'තැපැල් කේතය අක්ෂර 255 නොඉක්මවිය යුතුය.';
export const emailTooLong = 'විද්‍යුත් තැපෑල අක්ෂර 254 නොඉක්මවිය යුතුය.';
export const checkField = 'කරුණාකර ඔබ මෙහි ඇතුළත් කළ දේ පරීක්ෂා කරන්න.';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
