import * as v from 'valibot';
import { OverviewSchema } from './api';

/** The product page's overview (SPEC §3 "Overview data"): the props are the overview itself. */
export const propsSchema = v.pipe(
  OverviewSchema,
  v.description('The product page’s overview: description, highlights and specifications (SPEC §3 Overview data); the props are the overview itself.'),
);
