import { useEffect, useId, useState } from 'react';
import type * as v from 'valibot';
import { COUNTDOWN_CYCLE_SECONDS } from '../../shared/core/constants';
import { clockParts, formatCountdownHms } from '../../shared/home/countdown';
import * as homeMessages from '../../shared/home/messages/home';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import './flash-sale-countdown.css';
import { readSavedCountdown, saveCountdown } from './saved-countdown';
import { propsSchema } from './props';

const SECOND_MS = 1000;

/** Seconds left until `endsAt`, never below 0. */
const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / SECOND_MS));

/**
 * SPEC §4 flash-sale countdown: HH:MM:SS from the saved `countdownTime` or 86400 s, one second
 * less each second and saved each second, and 24 hours again at zero. The time left is kept as
 * a moment to reach, not a count of ticks, so a tab the browser slowed in the background shows
 * the right time when it comes back. The clock is a `timer`, which screen readers do not
 * announce each second; read, it says the hours and minutes left.
 */
function FlashSaleCountdown({ title }: v.InferOutput<typeof propsSchema>) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + readSavedCountdown() * SECOND_MS);
  const [left, setLeft] = useState(() => secondsUntil(endsAt));
  const titleId = useId();

  useEffect(() => {
    const timer = setInterval(() => {
      const seconds = secondsUntil(endsAt);
      if (seconds === 0) {
        // SPEC §4: back to 24 hours at zero.
        saveCountdown(COUNTDOWN_CYCLE_SECONDS);
        setEndsAt(Date.now() + COUNTDOWN_CYCLE_SECONDS * SECOND_MS);
        setLeft(COUNTDOWN_CYCLE_SECONDS);
        return;
      }
      saveCountdown(seconds);
      setLeft(seconds);
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const { hours, minutes } = clockParts(left);
  return (
    <section className="shop-flash" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-flash__title">
        {title}
      </h2>
      <p className="shop-flash__clock">
        <span className="shop-flash__label" aria-hidden="true">
          {homeMessages.endsIn}
        </span>
        {/* A timer is not announced as it changes; read, it says the hours and minutes left. */}
        <span className="shop-flash__time" role="timer" aria-label={homeMessages.timeLeft(hours, minutes)}>
          {formatCountdownHms(left)}
        </span>
      </p>
    </section>
  );
}

export default defineWidget({ name: 'flash-sale-countdown', propsSchema, Component: FlashSaleCountdown });
