import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second and stops at 0 (the OTP resend wait of
 * SPEC §9). `start(n)` restarts it; `stop()` clears it. The interval is released on unmount.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    // Each tick on a whole second before the end, so the last lands on the end itself. An
    // interval counted from when this effect ran, which is after the render that showed the
    // first second and later still on a busy phone, reached 0 up to a second late.
    const untilNextSecond = (current: number) => {
      const left = endsAt - current;
      return left <= 0 ? 0 : left % 1000 || 1000;
    };
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
      else timer = setTimeout(tick, untilNextSecond(current));
    };
    let timer = setTimeout(tick, untilNextSecond(Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start, stop };
}
