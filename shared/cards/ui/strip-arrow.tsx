import './strip.css';
/**
 * A strip's previous or next button (shared/cards/ui/strip.css). At its end it either stays
 * focusable but inert (`atEdge: 'disable'`, aria-disabled), so a keyboard user who just pressed
 * it keeps focus, or goes away (`'hide'`, SPEC §4 new arrivals: an arrow only where there is
 * more to see); then the strip moves focus to the other arrow.
 */
export function StripArrow({
  direction,
  label,
  controls,
  atEdge,
  edge = 'disable',
  onPage,
}: {
  direction: 1 | -1;
  label: string;
  controls: string;
  atEdge: boolean;
  edge?: 'disable' | 'hide';
  onPage: (direction: 1 | -1) => void;
}) {
  return (
    <button
      type="button"
      className="shop-strip__arrow"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={edge === 'disable' ? atEdge : undefined}
      hidden={edge === 'hide' && atEdge}
      data-direction={direction}
      onClick={() => {
        if (!atEdge) onPage(direction);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction === 1 ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
