import type * as en from './plural';
import type * as ta from './plural.ta';
import type { Holds, SameTexts } from './same-texts';

/** Tamil's plural rule for whole numbers: CLDR's "one: n = 1", every other count in "other". */
export const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
