import { plural } from '../../core/messages/plural';
/** SPEC §2 home blocks and §4 collections. */
export const topCollections = 'Top Collections';
export const loadingCollections = 'Loading collections...';
export const loadingCollection = 'Loading collection...';
export const loadingProducts = 'Loading products...';
// Ours: a collection's offer and its products' strip.
export const collectionOff = (percent: number) => `${percent}% off everything here`;
export const previousInCollection = (title: string) => `Previous products in ${title}`;
export const nextInCollection = (title: string) => `Next products in ${title}`;

// Ours: the flash-sale countdown (SPEC §4).
export const flashSale = 'Flash Sale';
export const endsIn = 'Ends in';
/** SPEC §9: a collection's time left, 'Xd Xh Xm Xs' (unpadded: '1d 2h 3m 4s'). */
export const collectionTimeLeft = (days: number, hours: number, minutes: number, seconds: number) =>
  `${days}d ${hours}h ${minutes}m ${seconds}s`;
/** The countdown as a screen reader reads it. */
export const timeLeft = (hours: number, minutes: number) =>
  `${plural(hours, `${hours} hour`, `${hours} hours`)} ${plural(minutes, `${minutes} minute`, `${minutes} minutes`)} left`;

// Ours: the new-arrivals carousel (SPEC §2, §4).
export const newArrivals = 'New Arrivals';
export const previousArrivals = 'Previous new arrivals';
export const nextArrivals = 'Next new arrivals';
export const pauseArrivals = 'Pause new arrivals';
export const playArrivals = 'Play new arrivals';

// Ours: the home blocks (SPEC §2 "Home page blocks", §4 carousel on small screens).
export const homeBlocks = 'Featured';
export const previousBlock = 'Previous block';
export const nextBlock = 'Next block';
/** Where the carousel is, read out after Previous or Next. */
export const blockPosition = (position: number, count: number) => `Block ${position} of ${count}`;

// Ours: the mobile category menu (SPEC §2).
export const shopByCategory = 'Shop by category';
/** The link to a top-level category's own page, first in its panel. */
export const shopAll = (name: string) => `Shop all ${name}`;

// Ours: the home page's listing's heading (the page gives it as the product-listing's title).
export const justForYou = 'Just for you';
