import { lazy, Suspense, useState, type ReactNode } from 'react';
import * as filterMessages from '../messages/filters';
import * as listingMessages from '../../cards/messages/listing';
import '../../core/styles/button.css';
import '../../core/styles/pill-button.css';
import './filters.css';
import '../../core/styles/icon-button.css';
import '../../dialog/modal.css';

export interface FilterFrameProps {
  /** The filters (tree and lists). Shown beside the results on desktops; on smaller screens in an off-canvas sheet opened by 'Find What You Love'. */
  sidebar: ReactNode;
  /** Above the results, beside the sheet's button: a heading, the sort. */
  toolbar?: ReactNode;
  /** The applied-filter chips and the results. */
  children: ReactNode;
  /** How many products match now, for the sheet's closing button. */
  matches: number;
}

// Only phones and tablets open the sheet, and only when asked: the dialog's code comes then.
// Its stylesheet comes with the page (below), so the sheet never shows unstyled.
const Modal = lazy(() => import('../../dialog/modal').then(({ Modal }) => ({ default: Modal })));

/** The layout every filter page shares (SPEC §2 "Listing, filter and wishlist screens"). */
export function FilterFrame({ sidebar, toolbar, children, matches }: FilterFrameProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <div className="shop-filters">
      <aside className="shop-filters__sidebar" aria-label={filterMessages.filters}>
        {sidebar}
      </aside>
      <div className="shop-filters__main">
        <div className="shop-filters__bar">
          <button
            type="button"
            className="shop-pill-button shop-filters__open"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {listingMessages.findWhatYouLove}
          </button>
          {toolbar}
        </div>
        {children}
      </div>
      {sheetOpen && (
        <Suspense fallback={null}>
          <Modal
            open
            onClose={() => setSheetOpen(false)}
            title={filterMessages.filters}
            size="side"
            footer={
              <button type="button" className="shop-button shop-button--primary" onClick={() => setSheetOpen(false)}>
                {filterMessages.showResults(matches)}
              </button>
            }
          >
            {sidebar}
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
