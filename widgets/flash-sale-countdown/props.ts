import * as v from 'valibot';
import * as homeMessages from '../../shared/home/messages/home';

/** The home page's flash-sale clock (SPEC §2 "Home page blocks", §3 countdownTime). */
export const propsSchema = v.pipe(
  v.object({
    /** The heading beside the clock (ours: 'Flash Sale'). */
    title: v.optional(
      v.pipe(v.string(), v.description('Optional. The heading beside the clock (default Flash Sale); not blank, trimmed.'), v.trim(), v.nonEmpty()),
      homeMessages.flashSale,
    ),
  }),
  v.description('The home page’s flash-sale countdown; the time left lives in local storage (countdownTime).'),
);
