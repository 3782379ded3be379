import { useId, useState, type ReactNode } from 'react';
import { getPickerBrands, getPickerCategories, getPickerCollections } from '../../shared/admin/api';
import { useLoad } from '../../shared/session/hooks/use-load';
import * as adminMessages from '../../shared/admin-texts/messages';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import type { PickerKind } from './coupon-form-state';
import { LoadFailed } from './load-failed';

const texts = adminMessages.couponForm;

/** A category, collection or brand as its picker lists it (SPEC §3: collections have a title). */
export interface PickerItem {
  id: number;
  label: string;
}

/**
 * What ticking or unticking did, for the panel to say. The list owns its types and picker.tsx
 * imports them: nothing here imports back from picker.tsx.
 */
export type TickOutcome = { ok: true; count: number } | { ok: false };

const LOADERS: Record<PickerKind, () => Promise<PickerItem[]>> = {
  categories: () => getPickerCategories().then((rows) => rows.map(({ id, name }) => ({ id, label: name }))),
  collections: () => getPickerCollections().then((rows) => rows.map(({ id, title }) => ({ id, label: title }))),
  brands: () => getPickerBrands().then((rows) => rows.map(({ id, name }) => ({ id, label: name }))),
};

interface PickerListProps {
  kind: PickerKind;
  label: string;
  ticked: ReadonlySet<number>;
  onTick: (kind: PickerKind, item: PickerItem, on: boolean) => Promise<TickOutcome>;
}

type Note = { tone: 'info' | 'error'; text: string } | null;

/**
 * A picker's panel: a search box (there at once, so a Tab right after opening lands in the
 * panel) narrowing the list as one types (any part of the name, any case), and the list, asked
 * for once, when the panel first opens (a failure says so, with Try again): a checkbox per
 * item. What a tick did is said in the panel: how many products it selected, or that they
 * could not be added.
 */
export function PickerList({ kind, label, ticked, onTick }: PickerListProps) {
  const list = useLoad(LOADERS[kind], texts.pickerFailed(label));
  const [query, setQuery] = useState('');
  const [note, setNote] = useState<Note>(null);
  const id = useId();

  const tick = async (item: PickerItem, on: boolean) => {
    setNote(null);
    const outcome = await onTick(kind, item, on);
    if (!outcome.ok) setNote({ tone: 'error', text: texts.pickerAddFailed(item.label) });
    else setNote({ tone: 'info', text: on ? texts.pickerAdded(item.label, outcome.count) : texts.pickerRemoved(item.label) });
  };

  let body: ReactNode;
  if (list.status === 'loading') {
    body = (
      <p className="shop-coupon-form__panel-note" role="status">
        {texts.pickerLoading(label)}
      </p>
    );
  } else if (list.status === 'failed') {
    body = <LoadFailed text={list.text} retry={list.retry} />;
  } else {
    const words = query.trim().toLowerCase();
    const shown = words === '' ? list.value : list.value.filter((item) => item.label.toLowerCase().includes(words));
    body = (
      <fieldset className="shop-coupon-form__checks">
        <legend className="shop-visually-hidden">{label}</legend>
        {shown.length === 0 ? (
          <p className="shop-coupon-form__panel-note">{texts.pickerNoMatch}</p>
        ) : (
          <ul className="shop-coupon-form__check-list" role="list">
            {shown.map((item) => (
              <li key={item.id} className="shop-coupon-form__check-row">
                <input
                  id={`${id}-${item.id}`}
                  type="checkbox"
                  className="shop-coupon-form__check"
                  checked={ticked.has(item.id)}
                  onChange={(event) => void tick(item, event.currentTarget.checked)}
                />
                <label htmlFor={`${id}-${item.id}`}>{item.label}</label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    );
  }

  return (
    <>
      <label className="shop-field__label" htmlFor={`${id}-search`}>
        {texts.pickerSearch(label)}
      </label>
      <input
        id={`${id}-search`}
        className="shop-field__input"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {body}
      {note?.tone === 'error' ? (
        <InlineAlert tone="error">{note.text}</InlineAlert>
      ) : (
        <p className="shop-coupon-form__panel-note" role="status">
          {note?.text}
        </p>
      )}
    </>
  );
}
