/** Tamil of ./filters.ts (terms: docs/glossary.md). */
import type * as en from './filters';
import type * as ta from './filters.ta';
import { plural } from '../../core/messages/plural';
import type { Holds, SameTexts } from '../../core/messages/same-texts';
import type { FilterSort } from '../api/filters';

export const filters = 'வடிகட்டிகள்';
export const categories = 'வகைகள்';
export const brands = 'வர்த்தகநாமங்கள்';
export const collections = 'தொகுப்புகள்';
export const sortBy = 'வரிசைப்படுத்து';
export const sortLabels: Record<FilterSort, string> = {
  newest: 'புதியவை முதலில்',
  price_asc: 'விலை: குறைவு முதல் அதிகம் வரை',
  price_desc: 'விலை: அதிகம் முதல் குறைவு வரை',
  name_asc: 'பெயர்: அகர வரிசையில்',
  discount: 'அதிகூடிய தள்ளுபடி',
};
export const appliedFilters = 'பயன்படுத்தப்பட்ட வடிகட்டிகள்';
export const clearAll = 'அனைத்தையும் அழி';
export const removeFilter = (name: string) => `வடிகட்டியை அகற்று: ${name}`;
export const showSubcategories = (name: string) => `${name}: துணை வகைகள்`;
export const productCount = (n: number) => plural(n, `${n} பொருள்`, `${n} பொருட்கள்`);
export const updating = 'பொருட்கள் புதுப்பிக்கப்படுகின்றன…';
export const showResults = (n: number) => plural(n, `${n} பொருளைக் காட்டு`, `${n} பொருட்களைக் காட்டு`);
export const allProducts = 'அனைத்துப் பொருட்கள்';
export const searchingFor = (keyword: string) => `"${keyword}" தேடப்படுகிறது…`;
export const loadingFilters = 'வடிகட்டிகள் ஏற்றப்படுகின்றன…';
export const filtersFailed = 'வடிகட்டிகளை ஏற்ற முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
