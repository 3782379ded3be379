import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { getCoupon, type CouponDetail } from '../../shared/admin/api';
import { describeFailure } from '../../shared/session/errors';
import { useLoad } from '../../shared/session/hooks/use-load';
import * as adminMessages from '../../shared/admin-texts/messages';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { CouponForm } from './coupon-form';
import { emptyForm, formOf } from './coupon-form-state';
import { LoadFailed } from './load-failed';
import { takeSavedNote } from './saved-note';
import '../../shared/core/styles/button.css';
import './coupon-form.css';
import { propsSchema } from './props';

const texts = adminMessages.couponForm;

/** The coupon, or null when the server knows no such coupon (404). */
async function loadCoupon(id: number): Promise<CouponDetail | null> {
  try {
    return await getCoupon(id);
  } catch (error) {
    const failure = await describeFailure(error);
    if (failure.kind === 'http' && failure.status === 404) return null;
    throw error;
  }
}

/**
 * SPEC §2 admin "Create a New Coupon" and "Edit The Coupon": with `couponId`, the
 * coupon is read first (`GET /coupons/{id}`) and every field filled from it; without, an empty
 * form. Saving goes to the `redirect_url` the server answers.
 */
function CouponFormWidget({ couponId }: v.InferOutput<typeof propsSchema>) {
  const heading = couponId === undefined ? adminMessages.createCoupon : adminMessages.editCoupon;
  // The saved note says what the form showed when it came; once the admin changes it, it goes.
  const [edited, setEdited] = useState(false);
  const onEdited = useCallback(() => setEdited(true), []);
  return (
    <Frame heading={heading} noteGone={edited}>
      {couponId === undefined ? <NewCoupon onEdited={onEdited} /> : <EditCoupon couponId={couponId} onEdited={onEdited} />}
    </Frame>
  );
}

function Frame({ heading, noteGone, children }: { heading: string; noteGone: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="shop-coupon-form" aria-labelledby={headingId}>
      <h1 id={headingId} className="shop-coupon-form__heading">
        {heading}
      </h1>
      <SavedNote gone={noteGone} />
      {children}
    </section>
  );
}

/** Ours: the saved note's text arrives this long after its status region, so it is announced. */
const SAVED_NOTE_DELAY_MS = 100;

/**
 * 'Coupon created.' / 'Coupon updated.' once, on the page a save went to (saved-note.ts): a polite
 * status whose region is on the page before the text, so screen readers announce it. `gone`: the
 * admin has changed the form since, so it no longer describes what is on screen.
 */
function SavedNote({ gone }: { gone: boolean }) {
  // Taken as the form mounts (reading it removes it: a reload finds none).
  const [note] = useState(takeSavedNote);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setText(note), SAVED_NOTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [note]);
  if (!note) return null;
  return (
    <div role="status" className="shop-coupon-form__saved">
      {text && !gone && (
        <InlineAlert tone="success" live={false}>
          {text}
        </InlineAlert>
      )}
    </div>
  );
}

function NewCoupon({ onEdited }: { onEdited: () => void }) {
  // Starts now on the shop's clock (read once: the form keeps what the admin changes).
  const [initial] = useState(() => emptyForm(new Date()));
  return <CouponForm couponId={undefined} initial={initial} onEdited={onEdited} />;
}

function EditCoupon({ couponId, onEdited }: { couponId: number; onEdited: () => void }) {
  const load = useCallback(() => loadCoupon(couponId), [couponId]);
  const coupon = useLoad(load, texts.loadFailed);
  if (coupon.status === 'loading') {
    return (
      <p className="shop-coupon-form__note" role="status">
        {texts.loading}
      </p>
    );
  }
  if (coupon.status === 'failed') return <LoadFailed text={coupon.text} retry={coupon.retry} />;
  if (coupon.value === null) return <p className="shop-coupon-form__note">{texts.notFound}</p>;
  return <CouponForm couponId={couponId} initial={formOf(coupon.value)} onEdited={onEdited} />;
}

export default defineWidget({ name: 'coupon-form', propsSchema, Component: CouponFormWidget });
