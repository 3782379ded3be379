import { useLayoutEffect, useRef, useState } from 'react';
import { createParcel } from '../../shared/admin/api';
import { describeFailure, type FailureText } from '../../shared/session/errors';
import { useBusy } from '../../shared/session/hooks/use-busy';
import { useAttemptKey } from '../../shared/session/hooks/use-attempt-key';
import { logFailure } from '../../shared/core/log';
import { navigateTo } from '../../shared/core/urls';
import { parcelOutcome, refused, type Outcome } from './parcel-failure';
import type { ParcelForm } from './use-parcel-form';

/**
 * Create Parcel pressed (SPEC §5, §7, §8): the form is checked first and nothing is sent while a
 * field is wrong; then `POST /orders/{orderId}/create-parcel`, once however often it is pressed,
 * and on success the browser goes to the server's `redirect_url` (the button stays busy while it
 * leaves). A failure keeps every field as typed and says why: the server's field texts at their
 * fields (focus on the first), otherwise the alert, which takes focus.
 */
export function useCreateParcel(orderId: number, form: ParcelForm) {
  const { busy, run } = useBusy();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<FailureText | null>(null);
  const [alertFocus, setAlertFocus] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  // The same parcel sent again (its answer was lost) keeps its key: the server makes it once.
  const keyFor = useAttemptKey();

  useLayoutEffect(() => {
    if (alertFocus > 0) alertRef.current?.focus();
  }, [alertFocus]);

  function show(outcome: Outcome) {
    setProblem(outcome.problem);
    if (Object.keys(outcome.fields).length > 0) form.showErrors(outcome.fields);
    else setAlertFocus((n) => n + 1);
  }

  async function send() {
    // A new attempt: the last one's alert goes (and a repeated one is announced again).
    setProblem(null);
    const body = form.validate();
    if (body === null) return;
    const sentIds = body.products.map((line) => line.order_product_id);
    try {
      const answer = await createParcel(orderId, body, keyFor(orderId, body));
      if (!answer.success) return show(refused(answer.error));
      if (navigateTo(answer.redirect_url)) return setLeaving(true);
      // Made, but with nowhere (safe) to go: the contract was broken, as by a malformed answer.
      logFailure('parcel created without a usable redirect_url', answer);
      show(parcelOutcome({ kind: 'schema' }, sentIds));
    } catch (error) {
      const failure = await describeFailure(error);
      if (failure.kind === 'schema' || failure.kind === 'unknown') logFailure('unexpected response', error);
      show(parcelOutcome(failure, sentIds));
    }
  }

  return {
    submit: () => run(send),
    /** The call is on its way, or the browser is leaving for the parcel's page. */
    busy: busy || leaving,
    problem,
    alertRef,
  };
}
