/** Sinhala of ./filters.ts (terms: docs/glossary.md). */
import type * as en from './filters';
import type * as si from './filters.si';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';
import type { FilterSort } from '../api/filters';

export const filters = 'පෙරහන්';
export const categories = 'ප්‍රවර්ග';
export const brands = 'සන්නාම';
export const collections = 'සංග්‍රහ';
export const sortBy = 'පෙළගස්වන්න';
export const sortLabels: Record<FilterSort, string> = {
  newest: 'නවතම ඒවා මුලින්',
  price_asc: 'මිල: අඩු සිට වැඩි දක්වා',
  price_desc: 'මිල: වැඩි සිට අඩු දක්වා',
  name_asc: 'නම: අකාරාදී පිළිවෙළට',
  discount: 'වැඩිම වට්ටම',
};
export const appliedFilters = 'යෙදූ පෙරහන්';
export const clearAll = 'සියල්ල ඉවත් කරන්න';
export const removeFilter = (name: string) => `පෙරහන ඉවත් කරන්න: ${name}`;
export const showSubcategories = (name: string) => `${name}: උප ප්‍රවර්ග`;
export const productCount = (n: number) => plural(n, `නිෂ්පාදන ${n}`, `නිෂ්පාදන ${n}`);
export const updating = 'නිෂ්පාදන යාවත්කාලීන වෙමින්…';
export const showResults = (n: number) => plural(n, `නිෂ්පාදන ${n} පෙන්වන්න`, `නිෂ්පාදන ${n} පෙන්වන්න`);
export const allProducts = 'සියලු නිෂ්පාදන';
export const searchingFor = (keyword: string) => `"${keyword}" සොයමින්…`;
export const loadingFilters = 'පෙරහන් පූරණය වෙමින්…';
export const filtersFailed = 'පෙරහන් පූරණය කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
