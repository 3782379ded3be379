/** Sinhala of ./common.ts (terms: docs/glossary.md). */
import type * as en from './common';
import type * as si from './common.si';
import type { Holds, SameTexts } from './same-texts';

export const loading = 'පූරණය වෙමින්…';
export const close = 'වසන්න';
export const ok = 'හරි';
export const cancel = 'අවලංගු කරන්න';
export const retry = 'නැවත උත්සාහ කරන්න';
export const sessionExpired = 'ඔබේ සැසිය කල් ඉකුත් වී ඇත. කරුණාකර පිටුව නැවත පූරණය කර නැවත උත්සාහ කරන්න.';
export const offline = 'ඔබ අන්තර්ජාලයට සම්බන්ධ වී නොමැති බව පෙනේ. ඔබේ සම්බන්ධතාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.';
export const timeout = 'සේවාදායකය නියමිත කාලය තුළ ප්‍රතිචාර දැක්වූයේ නැත.';
export const outcomeUnknown = 'සේවාදායකය නියමිත කාලය තුළ ප්‍රතිචාර නොදැක්වූ බැවින්, මෙය සම්පූර්ණ නොවී තිබිය හැක.';
export const signInRequired = 'ඉදිරියට යාමට කරුණාකර ඇතුළු වන්න.';
export const tooManyRequests = 'උත්සාහ කළ වාර ගණන ඉතා වැඩිය. කරුණාකර මොහොතක් රැඳී සිට නැවත උත්සාහ කරන්න.';
export const forbidden = 'ඔබට එය කිරීමට අවසර නැත.';
export const widgetPropsInvalid = 'පිටුවේ මෙම කොටස පෙන්විය නොහැකි විය.';
export const widgetCrashed = 'මෙහි යම් දෝෂයක් ඇති විය. කරුණාකර පිටුව නැවත පූරණය කරන්න.';
export const reload = 'පිටුව නැවත පූරණය කරන්න';

export const noProducts = 'කිසිදු නිෂ්පාදනයක් හමු නොවීය.';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
