import { useId, useRef, useState, type FocusEvent } from 'react';
import type * as v from 'valibot';
import { OVERVIEW_CLIP_PX } from '../../shared/core/constants';
import * as overviewMessages from './messages';
import * as productMessages from '../../shared/catalogue/messages/product';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { Description, Highlights, Specifications } from './overview-sections';
import { useOverflow } from './use-overflow';
import './product-overview.css';
import { propsSchema } from './props';

type OverviewProps = v.InferOutput<typeof propsSchema>;

/**
 * SPEC §2 product detail "Overview block": the title (default 'Overview'), the highlights, the
 * description (server HTML, sanitised) and the specifications table. The block is clipped to
 * about 160 px (§9) with a soft fade; only when its content is taller does a button toggle
 * 'See More' / 'See Less'. Nothing to fetch: the page prints the data (§3 "Overview data").
 */
function ProductOverview({ description, highlights, specifications }: OverviewProps) {
  const [expanded, setExpanded] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const { overflows, ref: contentRef } = useOverflow(OVERVIEW_CLIP_PX);
  const ids = { title: useId(), content: useId() };

  const html = description?.content.value.trim() ?? '';
  const points = highlights?.content.values.filter((value) => value.trim() !== '') ?? [];
  const rows = Object.entries(specifications?.content ?? {});
  if (html === '' && points.length === 0 && rows.length === 0) return null;

  const clipped = overflows && !expanded;

  function toggle() {
    setExpanded(!expanded);
    // Collapsing a long block can leave the reader far below it: bring its top back.
    const section = sectionRef.current;
    if (expanded && section && section.getBoundingClientRect().top < 0) {
      section.scrollIntoView({ block: 'start' });
    }
  }

  // Tabbing to a link hidden under the fold opens the block, so focus is never invisible.
  function revealFocused(event: FocusEvent<HTMLDivElement>) {
    if (!clipped) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (event.target.getBoundingClientRect().bottom > box.bottom) setExpanded(true);
  }

  return (
    <section ref={sectionRef} className="shop-ov" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="shop-ov__title">
        {description?.title?.trim() || productMessages.overview}
      </h2>
      <div
        id={ids.content}
        className={clipped ? 'shop-ov__clip shop-ov__clip--clipped' : 'shop-ov__clip'}
        style={clipped ? { maxHeight: `${OVERVIEW_CLIP_PX}px` } : undefined}
        onFocus={revealFocused}
      >
        <div ref={contentRef} className="shop-ov__content">
          {points.length > 0 && (
            <Highlights title={highlights?.title?.trim() || overviewMessages.highlights} values={points} />
          )}
          {html !== '' && <Description html={html} />}
          {rows.length > 0 && (
            <Specifications
              title={specifications?.title?.trim() || overviewMessages.specifications}
              rows={rows}
            />
          )}
        </div>
      </div>
      {overflows && (
        <button
          type="button"
          className="shop-ov__toggle"
          aria-expanded={expanded}
          aria-controls={ids.content}
          aria-describedby={ids.title}
          onClick={toggle}
        >
          {expanded ? productMessages.seeLess : productMessages.seeMore}
          <svg
            className="shop-ov__chevron"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </section>
  );
}

export default defineWidget({
  name: 'product-overview',
  propsSchema,
  Component: ProductOverview,
});
