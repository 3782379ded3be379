/** The tones shared by toasts and inline alerts. */
export type Tone = 'success' | 'error' | 'info' | 'warning';

const PATHS: Record<Tone, string> = {
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4.1-4.1 1.4-1.4 2.7 2.7 5.5-5.5 1.4 1.4z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z',
  warning: 'M12 2.5 1.5 21h21zM13 18h-2v-2h2zm0-4h-2v-4h2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z',
};

/**
 * A distinct shape per tone (tick, exclamation, triangle, "i"), so colour is never the only
 * signal of success or failure (WCAG 1.4.1). Decorative: the text beside it says the rest.
 */
export function ToneIcon({ tone, className }: { tone: Tone; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[tone]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
