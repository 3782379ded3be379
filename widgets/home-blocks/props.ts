import * as v from 'valibot';
import { HomeBlocksSchema } from '../../shared/home/api/home';

/** The home page's blocks (SPEC §2 "Home page blocks", §9). */
export const propsSchema = v.pipe(
  v.object({
    /** The page's blocks (deals, collections, banners: SPEC §9 sizes 4/4/2), as the server made them. */
    blocks: v.pipe(
      HomeBlocksSchema,
      v.description('Required. The page’s blocks as the server made them: the deals, the running collections and two banners (SPEC §9 sizes 4/4/2). Large: print the props in a JSON script child.'),
    ),
  }),
  v.description('The home page’s blocks of deals, collections and banners.'),
);
