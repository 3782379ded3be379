import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { getPickerProducts } from '../../shared/admin/api';
import { useBusy } from '../../shared/session/hooks/use-busy';
import { useAttemptKey } from '../../shared/session/hooks/use-attempt-key';
import { logFailure } from '../../shared/core/log';
import * as adminMessages from '../../shared/admin-texts/messages';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import {
  checkForm,
  couponFormReducer,
  REQUEST_FIELD,
  tickedOf,
  type CouponFormState,
  type DiscountType,
  type FieldErrors,
  type PickerKind,
  type RequestField,
  type TextField,
} from './coupon-form-state';
import { FormField } from '../../shared/forms/form-field';
import { useFirstErrorFocus } from '../../shared/forms/use-first-error-focus';
import { generateCouponCode } from './generate-code';
import { Picker } from './picker';
import type { PickerItem, TickOutcome } from './picker-list';
import { ProductSearch } from './product-search';
import { saveCoupon } from './save-coupon';
import { SelectedChips } from './selected-chips';
import type { ShownText } from '../../shared/session/errors';
import { ShownLines } from '../../shared/session/ui/shown-lines';

const texts = adminMessages.couponForm;
/** A short field: half the row from 640 px (coupon-form.css). */
const SHORT = 'shop-coupon-form__field--short';

/** SPEC §4: '%' beside a percentage, '$' beside a fixed value (the SPEC's symbols, verbatim). */
const UNIT: Record<DiscountType, string> = { percentage: '%', fixed: '$' };

const PICKERS: readonly { kind: PickerKind; label: string }[] = [
  { kind: 'categories', label: texts.categories },
  { kind: 'collections', label: texts.collections },
  { kind: 'brands', label: texts.brands },
];

interface CouponFormProps {
  /** Set when editing: the form updates this coupon. */
  couponId: number | undefined;
  initial: CouponFormState;
  /** The admin changed something: a saved note above the form no longer describes it. */
  onEdited?: () => void;
}

/**
 * SPEC §2 "Create a New Coupon" / "Edit The Coupon": the fields, the product search, the three
 * pickers and Selected Products, checked with SPEC §5 before anything is sent, each text at its
 * field and the focus on the first; then saved, and the admin goes where the server says. What
 * the admin typed is never lost to a failure.
 */
export function CouponForm({ couponId, initial, onEdited }: CouponFormProps) {
  const [state, dispatch] = useReducer(couponFormReducer, initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<ShownText | null>(null);
  const [leaving, setLeaving] = useState(false);
  /** The form as it was found saved after a lost answer: 'Coupon updated.' while it is unchanged. */
  const [savedAs, setSavedAs] = useState<CouponFormState | null>(null);
  const savedHere = savedAs === state;
  const { busy, run } = useBusy();
  // The same coupon created again (its answer was lost) keeps its key: one coupon, not two.
  const keyFor = useAttemptKey();
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const searchRef = useRef<HTMLInputElement>(null);
  const base = useId();
  const idOf = (field: RequestField) => `${base}-${field}`;

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    focusFirstError();
  };
  /** The admin is changing it: the old text no longer describes what is there. */
  const clearError = (field: RequestField) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const setText = (field: TextField, value: string) => {
    dispatch({ type: 'field', field, value });
    clearError(REQUEST_FIELD[field]);
  };

  // Stable, so the memoised search, pickers and chips draw only for their own changes.
  const addProduct = useCallback((product: { id: number; name: string }) => dispatch({ type: 'addProduct', product }), []);
  const removeProduct = useCallback((id: number) => dispatch({ type: 'removeProduct', id }), []);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  const tick = useCallback(async (kind: PickerKind, item: PickerItem, on: boolean): Promise<TickOutcome> => {
    dispatch({ type: 'tick', kind, id: item.id, on });
    if (!on) return { ok: true, count: 0 };
    try {
      const products = await getPickerProducts(kind, item.id);
      dispatch({ type: 'tickedProducts', kind, id: item.id, products });
      return { ok: true, count: products.length };
    } catch (error) {
      logFailure(`products of ${kind} ${item.id}`, error);
      dispatch({ type: 'tick', kind, id: item.id, on: false });
      return { ok: false };
    }
  }, []);

  // Every change makes a new state: from the first, the landing page's saved note is out of date.
  useEffect(() => {
    if (state !== initial) onEdited?.();
  }, [state, initial, onEdited]);

  const products = useMemo(() => [...state.selectedProducts.values()], [state.selectedProducts]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || leaving) return;
    const checked = checkForm(state);
    setAlert(null);
    setSavedAs(null);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    const sent = state;
    void run(async () => {
      const outcome = await saveCoupon(couponId, checked.body, keyFor(checked.body));
      if (outcome.ok) {
        // On its way to the next page: the button stays off, so nothing is sent twice.
        if (outcome.leaving) setLeaving(true);
        // Its answer was lost, but the coupon read again is as sent: it stays, and says so.
        else setSavedAs(sent);
        return;
      }
      setAlert(outcome.text);
      if (Object.keys(outcome.errors).length > 0) showErrors(outcome.errors);
    });
  };

  const textField = (
    field: Exclude<TextField, 'couponCode' | 'discountValue'>,
    label: string,
    options: { hint?: string; short?: boolean; required?: boolean; inputMode?: 'decimal' | 'numeric'; type?: 'text' | 'datetime-local' } = {},
  ) => {
    const name = REQUEST_FIELD[field];
    return (
      <FormField id={idOf(name)} label={label} hint={options.hint} error={errors[name]} required={options.required} className={options.short ? SHORT : undefined}>
        {(a11y) => (
          <input
            {...a11y}
            name={name}
            className="shop-field__input"
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            autoComplete="off"
            value={state[field]}
            onChange={(event) => setText(field, event.target.value)}
          />
        )}
      </FormField>
    );
  };

  const unitId = `${base}-unit`;
  const productsTitleId = `${base}-products`;
  const sending = busy || leaving;

  return (
    <form ref={formRef} className="shop-coupon-form__form" noValidate onSubmit={onSubmit}>
      {textField('couponTitle', texts.title, { required: true })}

      <FormField id={idOf('code')} label={texts.code} hint={texts.codeHint} error={errors.code} required>
        {(a11y) => (
          <div className="shop-coupon-form__with-button">
            <input
              {...a11y}
              name="code"
              className="shop-field__input shop-coupon-form__input--code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={state.couponCode}
              onChange={(event) => setText('couponCode', event.target.value)}
            />
            <button type="button" className="shop-button" onClick={() => setText('couponCode', generateCouponCode())}>
              {adminMessages.generate}
            </button>
          </div>
        )}
      </FormField>

      <ProductSearch id={idOf('selected_products')} onAdd={addProduct} error={errors.selected_products} inputRef={searchRef} />

      <div className="shop-coupon-form__pickers" role="group" aria-label={texts.pickersLabel}>
        {PICKERS.map(({ kind, label }) => (
          <Picker key={kind} kind={kind} label={label} ticked={tickedOf(state, kind)} onTick={tick} />
        ))}
      </div>

      <fieldset className="shop-field shop-coupon-form__types">
        <legend className="shop-field__label">{texts.discountType}</legend>
        {(['percentage', 'fixed'] as const).map((type) => (
          <label key={type} className="shop-coupon-form__radio">
            <input
              type="radio"
              name="discount_type"
              value={type}
              checked={state.discountType === type}
              onChange={() => {
                dispatch({ type: 'discountType', value: type });
                clearError('discount_value');
              }}
            />
            {type === 'percentage' ? texts.percentage : texts.fixed}
          </label>
        ))}
      </fieldset>

      <FormField id={idOf('discount_value')} label={texts.discountValue} error={errors.discount_value} describedBy={unitId} required className={SHORT}>
        {(a11y) => (
          <div className="shop-coupon-form__with-unit">
            <input
              {...a11y}
              name="discount_value"
              className="shop-field__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={state.discountValue}
              onChange={(event) => setText('discountValue', event.target.value)}
            />
            <span id={unitId} className="shop-coupon-form__unit">
              {UNIT[state.discountType]}
            </span>
          </div>
        )}
      </FormField>
      {textField('usageLimit', texts.usageLimit, { hint: texts.usageLimitHint, short: true, required: true, inputMode: 'numeric' })}
      {textField('minOrderValue', texts.minOrderValue, { hint: texts.amountHint, short: true, inputMode: 'decimal' })}
      {textField('maxDiscountValue', texts.maxDiscountValue, { hint: texts.amountHint, short: true, inputMode: 'decimal' })}
      {textField('startDate', texts.startDate, { hint: texts.shopTime, short: true, required: true, type: 'datetime-local' })}
      {textField('endDate', texts.endDate, { hint: `${texts.endDateHint} ${texts.shopTime}`, short: true, type: 'datetime-local' })}

      <div className="shop-field">
        <label className="shop-coupon-form__check-label">
          <input
            type="checkbox"
            name="show_on_products"
            aria-describedby={`${base}-show-hint`}
            checked={state.showOnProducts}
            onChange={(event) => dispatch({ type: 'showOnProducts', value: event.target.checked })}
          />
          {texts.showOnProducts}
        </label>
        <p id={`${base}-show-hint`} className="shop-field__hint">
          {texts.showOnProductsHint}
        </p>
      </div>

      <div className="shop-coupon-form__actions">
        {alert && (
          <InlineAlert tone="error">
            <ShownLines text={alert} />
          </InlineAlert>
        )}
        {savedHere && (
          <InlineAlert tone="success" live={false}>
            {adminMessages.couponUpdated}
          </InlineAlert>
        )}
        {/* CONVENTIONS 7: busy means disabled, and says so; aria-disabled keeps the focus on it. */}
        <button type="submit" className="shop-button shop-button--primary shop-coupon-form__submit" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
          {couponId === undefined ? texts.create : adminMessages.updateCoupon}
        </button>
        <p className="shop-visually-hidden" role="status">
          {sending ? texts.saving : savedHere ? adminMessages.couponUpdated : ''}
        </p>
      </div>

      <section className="shop-coupon-form__selected" aria-labelledby={productsTitleId}>
        <h2 id={productsTitleId} className="shop-coupon-form__subheading">
          {texts.selectedProducts}
        </h2>
        <SelectedChips titleId={productsTitleId} products={products} onRemove={removeProduct} focusWhenEmpty={focusSearch} />
      </section>
    </form>
  );
}
