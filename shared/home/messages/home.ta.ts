/** Tamil of ./home.ts (terms: docs/glossary.md). */
import type * as en from './home';
import type * as ta from './home.ta';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const topCollections = 'முன்னணித் தொகுப்புகள்';
export const loadingCollections = 'தொகுப்புகள் ஏற்றப்படுகின்றன...';
export const loadingCollection = 'தொகுப்பு ஏற்றப்படுகிறது...';
export const loadingProducts = 'பொருட்கள் ஏற்றப்படுகின்றன...';
export const collectionOff = (percent: number) => `இங்குள்ள அனைத்திற்கும் ${percent}% தள்ளுபடி`;
export const previousInCollection = (title: string) => `முந்தைய பொருட்கள்: ${title}`;
export const nextInCollection = (title: string) => `அடுத்த பொருட்கள்: ${title}`;

export const flashSale = 'அதிரடி விற்பனை';
export const endsIn = 'முடிய இன்னும்';
export const collectionTimeLeft = (days: number, hours: number, minutes: number, seconds: number) =>
  `${days} நாள் ${hours} மணி ${minutes} நிமி. ${seconds} வினா.`;
export const timeLeft = (hours: number, minutes: number) =>
  `${plural(hours, `${hours} மணிநேரம்`, `${hours} மணிநேரம்`)} ${plural(minutes, `${minutes} நிமிடம்`, `${minutes} நிமிடங்கள்`)} மீதமுள்ளது`;

export const newArrivals = 'புதிய வரவுகள்';
export const previousArrivals = 'முந்தைய புதிய வரவுகள்';
export const nextArrivals = 'அடுத்த புதிய வரவுகள்';
export const pauseArrivals = 'புதிய வரவுகளை இடைநிறுத்து';
export const playArrivals = 'புதிய வரவுகளை இயக்கு';

export const homeBlocks = 'சிறப்புத் தேர்வுகள்';
export const previousBlock = 'முந்தைய பகுதி';
export const nextBlock = 'அடுத்த பகுதி';
export const blockPosition = (position: number, count: number) => `${count}இல் ${position}ஆவது பகுதி`;

export const shopByCategory = 'வகை வாரியாக வாங்கு';
export const shopAll = (name: string) => `${name}: அனைத்தையும் காண்க`;

export const justForYou = 'உங்களுக்காகவே';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
