/**
 * The countdowns' clocks (SPEC §4 flash sale, §9 collections): pure, with no imports, so a
 * countdown on the home page brings nothing else with it.
 */

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/**
 * SPEC §4 flash-sale countdown as 'HH:MM:SS' (86400 s shows '24:00:00'). Fractions of a
 * second are dropped and a negative time shows as '00:00:00'.
 */
export function formatCountdownHms(seconds: number): string {
  const { hours, minutes, seconds: rest } = clockParts(seconds);
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}

/** Whole hours, minutes and seconds of a time left (fractions dropped, below 0 as 0). */
export function clockParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const total = wholeNonNegative(seconds);
  return {
    hours: Math.floor(total / SECONDS_PER_HOUR),
    minutes: Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: total % SECONDS_PER_MINUTE,
  };
}

/**
 * SPEC §9 collection countdown as 'Xd Xh Xm Xs' from the milliseconds left (unpadded, e.g.
 * '1d 2h 3m 4s'). Fractions of a second are dropped and a negative time shows as
 * '0d 0h 0m 0s'.
 */
export function formatCountdownDhms(ms: number): string {
  const total = wholeNonNegative(ms / MS_PER_SECOND);
  const d = Math.floor(total / SECONDS_PER_DAY);
  const h = Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const m = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const s = total % SECONDS_PER_MINUTE;
  return `${d}d ${h}h ${m}m ${s}s`;
}

function wholeNonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
