/** Sinhala of ./months.ts. */
import type * as en from './months';
import type * as si from './months.si';
import type { Holds, SameTexts } from './same-texts';

export const months: readonly string[] = ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'];

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
