import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as adminMessages from '../../shared/admin-texts/messages';
import type { PickerKind } from './coupon-form-state';
import { PickerList, type PickerItem, type TickOutcome } from './picker-list';

const texts = adminMessages.couponForm;

export interface PickerProps {
  kind: PickerKind;
  label: string;
  ticked: ReadonlySet<number>;
  /** Ticks or unticks an item; a tick brings its products (SPEC §2), which may fail. */
  onTick: (kind: PickerKind, item: PickerItem, on: boolean) => Promise<TickOutcome>;
}

/**
 * One of the three dropdown pickers (SPEC §2: categories, collections or brands, each with a
 * search box and a checkbox list): a disclosure button opening a panel under it. Escape closes
 * it and gives the focus back to the button; so does a click or the focus going elsewhere. Its
 * list loads when the panel first opens and stays loaded.
 */
export const Picker = memo(function Picker({ kind, label, ticked, onTick }: PickerProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const countId = `${panelId}-count`;

  // A click or tap anywhere outside closes the panel (the focus may not move: a click on text).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={root}
      className="shop-coupon-form__picker"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab past the panel's last box (or Shift+Tab before the button) closes it.
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="shop-field__input shop-coupon-form__picker-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={ticked.size > 0 ? countId : undefined}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        {label}
        {ticked.size > 0 && (
          <span className="shop-coupon-form__picker-count" aria-hidden="true">
            {ticked.size}
          </span>
        )}
        <svg className="shop-coupon-form__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* The button's name stays the list's name; how many are ticked is its description. */}
      <span id={countId} hidden>
        {texts.pickerTicked(ticked.size)}
      </span>
      <div id={panelId} className="shop-coupon-form__panel" hidden={!open}>
        {opened && <PickerList kind={kind} label={label} ticked={ticked} onTick={onTick} />}
      </div>
    </div>
  );
});
