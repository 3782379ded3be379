import * as v from 'valibot';
import { NewArrivalsSchema } from '../../shared/home/api/home';
import * as homeMessages from '../../shared/home/messages/home';

/** The home page's new arrivals strip (SPEC §2 "Home page blocks", §4). */
export const propsSchema = v.pipe(
  v.object({
    /** The newest products as cards, newest first (the page prints 12). */
    products: v.pipe(NewArrivalsSchema, v.description('Required. The newest active products as cards, newest first (the page prints 12).')),
    title: v.optional(
      v.pipe(v.string(), v.description('Optional. The strip’s heading (default New Arrivals); not blank, trimmed.'), v.trim(), v.nonEmpty()),
      homeMessages.newArrivals,
    ),
  }),
  v.description('The home page’s strip of new arrivals, scrolling by itself.'),
);
