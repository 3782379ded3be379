/** Tamil of ./wishlist.ts (terms: docs/glossary.md). */
import type * as en from './wishlist';
import type * as ta from './wishlist.ta';
import { plural } from './plural';
import type { Holds, SameTexts } from './same-texts';

export const added = (product: string) => `${product} விருப்பப் பட்டியலில் சேர்க்கப்பட்டது!`;
export const removed = (product: string) => `${product} விருப்பப் பட்டியலிலிருந்து அகற்றப்பட்டது!`;
export const toggleFailed = 'விருப்பப் பட்டியலைப் புதுப்பிக்கும்போது பிழை ஏற்பட்டது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const removeFailed = 'விருப்பப் பட்டியலிலிருந்து பொருளை அகற்ற முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const refreshFailed = 'விருப்பப் பட்டியலைப் புதுப்பிக்க முடியவில்லை. தயவுசெய்து பின்னர் மீண்டும் முயற்சிக்கவும்.';
export const emptyTitle = 'உங்கள் விருப்பத்தைத் தெரிவிக்கத் தயாரா?';
export const emptyLink = 'இப்போதே முயற்சிக்கவும்';
export const linkLabel = 'விருப்பப் பட்டியல்';
export const emptyText = 'இங்கே சேமிக்க, எந்தப் பொருளிலும் உள்ள இதயக் குறியைத் தட்டவும்.';
export const signInTitle = 'உங்கள் விருப்பப் பட்டியலைப் பார்க்க உள்நுழையவும்';
export const signInText = 'நீங்கள் விரும்பும் பொருட்களைச் சேமித்து, எந்தச் சாதனத்திலும் அவற்றை இங்கே காணுங்கள்.';
export const signIn = 'உள்நுழை';
export const loading = 'உங்கள் விருப்பப் பட்டியல் ஏற்றப்படுகிறது…';
export const remove = 'அகற்று';
export const removeLabel = (product: string) => `அகற்று: விருப்பப் பட்டியலிலிருந்து ${product}`;
export const itemCount = (n: number) => plural(n, `${n} பொருள்`, `${n} பொருட்கள்`);

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
