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
 * SPEC §9 collection countdown: whole days, hours, minutes and seconds of the milliseconds left,
 * which the catalogue prints ('Xd Xh Xm Xs' in English: shared/home/messages/home.ts
 * collectionTimeLeft). Fractions of a second are dropped and a negative time is all zeros.
 */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = wholeNonNegative(ms / MS_PER_SECOND);
  return { days: Math.floor(total / SECONDS_PER_DAY), ...clockParts(total % SECONDS_PER_DAY) };
}

function wholeNonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
