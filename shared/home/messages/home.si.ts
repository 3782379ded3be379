/** Sinhala of ./home.ts (terms: docs/glossary.md). */
import type * as en from './home';
import type * as si from './home.si';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const topCollections = 'ප්‍රමුඛ සංග්‍රහ';
export const loadingCollections = 'සංග්‍රහ පූරණය වෙමින්...';
export const loadingCollection = 'සංග්‍රහය පූරණය වෙමින්...';
export const loadingProducts = 'නිෂ්පාදන පූරණය වෙමින්...';
export const collectionOff = (percent: number) => `මෙහි සියල්ලටම ${percent}% අඩු`;
export const previousInCollection = (title: string) => `${title} හි පෙර නිෂ්පාදන`;
export const nextInCollection = (title: string) => `${title} හි ඊළඟ නිෂ්පාදන`;

export const flashSale = 'සීමිත කාල අලෙවිය';
export const endsIn = 'අවසන් වීමට';
export const collectionTimeLeft = (days: number, hours: number, minutes: number, seconds: number) =>
  `දින ${days} පැය ${hours} මි. ${minutes} තත්. ${seconds}`;
export const timeLeft = (hours: number, minutes: number) =>
  `${plural(hours, `පැය ${hours}`, `පැය ${hours}`)} ${plural(minutes, `මිනිත්තු ${minutes}`, `මිනිත්තු ${minutes}`)} ඉතිරිව ඇත`;

export const newArrivals = 'නව නිෂ්පාදන';
export const previousArrivals = 'පෙර නව නිෂ්පාදන';
export const nextArrivals = 'ඊළඟ නව නිෂ්පාදන';
export const pauseArrivals = 'නව නිෂ්පාදන විරාම කරන්න';
export const playArrivals = 'නව නිෂ්පාදන ධාවනය කරන්න';

export const homeBlocks = 'විශේෂ තේරීම්';
export const previousBlock = 'පෙර කොටස';
export const nextBlock = 'ඊළඟ කොටස';
export const blockPosition = (position: number, count: number) => `${count}න් ${position} වන කොටස`;

export const shopByCategory = 'ප්‍රවර්ගය අනුව මිලදී ගන්න';
export const shopAll = (name: string) => `සියලු ${name} බලන්න`;

export const justForYou = 'ඔබ සඳහාම';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
