/** Tamil of ./common.ts (terms: docs/glossary.md). */
import type * as en from './common';
import type * as ta from './common.ta';
import type { Holds, SameTexts } from './same-texts';

export const loading = 'ஏற்றப்படுகிறது…';
export const close = 'மூடு';
export const ok = 'சரி';
export const cancel = 'ரத்துசெய்';
export const retry = 'மீண்டும் முயற்சிக்கவும்';
export const sessionExpired = 'உங்கள் அமர்வு காலாவதியாகிவிட்டது. தயவுசெய்து பக்கத்தை மீண்டும் ஏற்றி மீண்டும் முயற்சிக்கவும்.';
export const offline = 'நீங்கள் இணைய இணைப்பில் இல்லை எனத் தெரிகிறது. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.';
export const timeout = 'சேவையகம் உரிய நேரத்தில் பதிலளிக்கவில்லை.';
export const outcomeUnknown = 'சேவையகம் உரிய நேரத்தில் பதிலளிக்காததால், இது நிறைவடையாமல் இருக்கலாம்.';
export const signInRequired = 'தொடர, தயவுசெய்து உள்நுழையவும்.';
export const tooManyRequests = 'மிக அதிகமான முயற்சிகள். தயவுசெய்து சிறிது நேரம் காத்திருந்து மீண்டும் முயற்சிக்கவும்.';
export const forbidden = 'அதைச் செய்ய உங்களுக்கு அனுமதி இல்லை.';
export const widgetPropsInvalid = 'பக்கத்தின் இந்தப் பகுதியைக் காட்ட முடியவில்லை.';
export const widgetCrashed = 'இங்கே ஏதோ தவறு நடந்துவிட்டது. தயவுசெய்து பக்கத்தை மீண்டும் ஏற்றவும்.';
export const reload = 'பக்கத்தை மீண்டும் ஏற்று';

export const noProducts = 'பொருட்கள் எதுவும் கிடைக்கவில்லை.';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
