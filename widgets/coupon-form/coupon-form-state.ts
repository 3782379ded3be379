import * as v from 'valibot';
import { CouponFormRequestSchema, type CouponDetail, type CouponForm, type PickerKind } from '../../shared/admin/api';
import { numberFromField } from '../../shared/admin/number-field';
import { toShopInput } from './shop-time';
import { FIELD_CHECK } from '../../shared/forms/field-check';

export type { PickerKind };
export type DiscountType = CouponForm['discount_type'];

/**
 * Why a product is selected: chosen by hand (the search box, or saved with the coupon), or
 * brought by a ticked category, collection or brand. A product stays while any source remains,
 * so unticking takes off only what that tick alone brought.
 */
export type Source = 'hand' | `${PickerKind}:${number}`;

export interface SelectedProduct {
  id: number;
  name: string;
  sources: readonly Source[];
}

/** SPEC §3 "Coupon form state", the inputs as typed (text until sent). */
export interface CouponFormState {
  couponTitle: string;
  couponCode: string;
  /** In the order they were added (the chips' order). */
  selectedProducts: ReadonlyMap<number, SelectedProduct>;
  selectedCategories: ReadonlySet<number>;
  selectedCollections: ReadonlySet<number>;
  selectedBrands: ReadonlySet<number>;
  discountType: DiscountType;
  discountValue: string;
  usageLimit: string;
  minOrderValue: string;
  maxDiscountValue: string;
  startDate: string;
  endDate: string;
  showOnProducts: boolean;
}

export type TextField = 'couponTitle' | 'couponCode' | 'discountValue' | 'usageLimit' | 'minOrderValue' | 'maxDiscountValue' | 'startDate' | 'endDate';

/** A field of the request (`POST /coupons/store`): the names the server's 422 errors use. */
export type RequestField = keyof CouponForm;
export type FieldErrors = Partial<Record<RequestField, string>>;

/** Each input's field in the request, for its name and its error. */
export const REQUEST_FIELD = {
  couponTitle: 'title',
  couponCode: 'code',
  discountValue: 'discount_value',
  usageLimit: 'usage_limit',
  minOrderValue: 'min_order_value',
  maxDiscountValue: 'max_discount_value',
  startDate: 'start_date',
  endDate: 'end_date',
} as const satisfies Record<TextField, RequestField>;

const TICKED = {
  categories: 'selectedCategories',
  collections: 'selectedCollections',
  brands: 'selectedBrands',
} as const satisfies Record<PickerKind, keyof CouponFormState>;

export const tickedOf = (state: CouponFormState, kind: PickerKind): ReadonlySet<number> => state[TICKED[kind]];

export type Action =
  | { type: 'field'; field: TextField; value: string }
  | { type: 'discountType'; value: DiscountType }
  | { type: 'showOnProducts'; value: boolean }
  | { type: 'addProduct'; product: { id: number; name: string } }
  | { type: 'removeProduct'; id: number }
  | { type: 'tick'; kind: PickerKind; id: number; on: boolean }
  /** The products of a ticked item have come: they join, unless the item was unticked meanwhile. */
  | { type: 'tickedProducts'; kind: PickerKind; id: number; products: readonly { id: number; name: string }[] };

const hand = (product: { id: number; name: string }): SelectedProduct => ({ ...product, sources: ['hand'] });

/** A new coupon: a percentage, starting now on the shop's clock, everything else to fill in. */
export function emptyForm(now: Date): CouponFormState {
  return {
    couponTitle: '',
    couponCode: '',
    selectedProducts: new Map(),
    selectedCategories: new Set(),
    selectedCollections: new Set(),
    selectedBrands: new Set(),
    discountType: 'percentage',
    discountValue: '',
    usageLimit: '',
    minOrderValue: '',
    maxDiscountValue: '',
    startDate: toShopInput(now),
    endDate: '',
    showOnProducts: false,
  };
}

/** The edit screen's form: the saved coupon, its products chosen by hand (the server keeps no ticks). */
export function formOf({ coupon, products }: CouponDetail): CouponFormState {
  const amount = (value: number | null) => (value === null ? '' : String(value));
  return {
    couponTitle: coupon.title,
    couponCode: coupon.code,
    selectedProducts: new Map(products.map((product) => [product.id, hand(product)])),
    selectedCategories: new Set(),
    selectedCollections: new Set(),
    selectedBrands: new Set(),
    discountType: coupon.discount_type,
    discountValue: String(coupon.discount_value),
    usageLimit: String(coupon.usage_limit),
    minOrderValue: amount(coupon.min_order_value),
    maxDiscountValue: amount(coupon.max_discount_value),
    startDate: toShopInput(coupon.start_date),
    endDate: coupon.end_date === null ? '' : toShopInput(coupon.end_date),
    showOnProducts: coupon.show_on_products === 1,
  };
}

/** Each product with `source` added (new ones at the end); the same map when nothing changes. */
function withSource(
  selected: ReadonlyMap<number, SelectedProduct>,
  products: readonly { id: number; name: string }[],
  source: Source,
): ReadonlyMap<number, SelectedProduct> {
  let next: Map<number, SelectedProduct> | null = null;
  for (const product of products) {
    const current = (next ?? selected).get(product.id);
    if (current?.sources.includes(source)) continue;
    next ??= new Map(selected);
    next.set(product.id, current ? { ...current, sources: [...current.sources, source] } : { ...product, sources: [source] });
  }
  return next ?? selected;
}

/** `source` taken off every product; products left without a source leave the selection. */
function withoutSource(selected: ReadonlyMap<number, SelectedProduct>, source: Source): ReadonlyMap<number, SelectedProduct> {
  const next = new Map<number, SelectedProduct>();
  for (const [id, product] of selected) {
    if (!product.sources.includes(source)) next.set(id, product);
    else if (product.sources.length > 1) next.set(id, { ...product, sources: product.sources.filter((s) => s !== source) });
  }
  return next;
}

export function couponFormReducer(state: CouponFormState, action: Action): CouponFormState {
  switch (action.type) {
    case 'field':
      // SPEC §5/§9: the code is upper case; what is typed is shown as it will be saved.
      return { ...state, [action.field]: action.field === 'couponCode' ? action.value.toUpperCase() : action.value };
    case 'discountType':
      // SPEC §4: changing the discount type clears the value.
      return action.value === state.discountType ? state : { ...state, discountType: action.value, discountValue: '' };
    case 'showOnProducts':
      return { ...state, showOnProducts: action.value };
    case 'addProduct':
      return { ...state, selectedProducts: withSource(state.selectedProducts, [action.product], 'hand') };
    case 'removeProduct': {
      // The chip's cross takes the product off whatever brought it.
      if (!state.selectedProducts.has(action.id)) return state;
      const selectedProducts = new Map(state.selectedProducts);
      selectedProducts.delete(action.id);
      return { ...state, selectedProducts };
    }
    case 'tick': {
      const key = TICKED[action.kind];
      const ticked = new Set(state[key]);
      if (action.on) ticked.add(action.id);
      else ticked.delete(action.id);
      const selectedProducts = action.on ? state.selectedProducts : withoutSource(state.selectedProducts, `${action.kind}:${action.id}`);
      return { ...state, [key]: ticked, selectedProducts };
    }
    case 'tickedProducts':
      if (!state[TICKED[action.kind]].has(action.id)) return state;
      return { ...state, selectedProducts: withSource(state.selectedProducts, action.products, `${action.kind}:${action.id}`) };
  }
}

/** The request as the form would send it (before its rules are checked). */
export function requestOf(state: CouponFormState) {
  return {
    title: state.couponTitle,
    code: state.couponCode,
    discount_type: state.discountType,
    // Required numbers: empty is not a number, so the field's own text shows.
    discount_value: numberFromField(state.discountValue) ?? Number.NaN,
    min_order_value: numberFromField(state.minOrderValue),
    max_discount_value: numberFromField(state.maxDiscountValue),
    // Empty (null) says SPEC §5's 'at least 1', letters (NaN) that it is a whole number.
    usage_limit: numberFromField(state.usageLimit),
    start_date: state.startDate,
    end_date: state.endDate === '' ? null : state.endDate,
    show_on_products: state.showOnProducts ? 1 : 0,
    selected_products: [...state.selectedProducts.keys()],
  } as const;
}

export type Checked = { ok: true; body: CouponForm } | { ok: false; errors: FieldErrors };

/**
 * SPEC §5, with the request's own schema (shared/admin/api.ts, the server checks the same):
 * every field at once, the first text of each; the body as the server takes it when valid.
 */
export function checkForm(state: CouponFormState): Checked {
  const parsed = v.safeParse(CouponFormRequestSchema, requestOf(state), FIELD_CHECK);
  if (parsed.success) return { ok: true, body: parsed.output };
  const errors: FieldErrors = {};
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue);
    if (path !== null && path in CouponFormRequestSchema.pipe[0].entries) errors[path as RequestField] ??= issue.message;
  }
  return { ok: false, errors };
}
