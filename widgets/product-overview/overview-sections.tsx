import { useId, useMemo } from 'react';
import { sanitizeHtml } from '../../shared/html/sanitize';

/** SPEC §2: the optional highlights bullet list. */
export function Highlights({ title, values }: { title: string; values: readonly string[] }) {
  const headingId = useId();
  return (
    <div className="shop-ov__part">
      <h3 id={headingId} className="shop-ov__subtitle">
        {title}
      </h3>
      <ul className="shop-ov__highlights" aria-labelledby={headingId}>
        {values.map((value, index) => (
          <li key={index}>{value}</li>
        ))}
      </ul>
    </div>
  );
}

/** The description: HTML written on the server, shown only after sanitising (shared/html/sanitize). */
export function Description({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      ref={hideBrokenImages}
      className="shop-ov__description"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * An image in the server's HTML that fails to load is hidden instead of leaving a broken frame
 * (`error` does not bubble: caught in the capture phase; released on unmount).
 */
function hideBrokenImages(element: HTMLDivElement | null) {
  if (!element) return;
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) event.target.hidden = true;
  };
  element.addEventListener('error', onError, true);
  return () => element.removeEventListener('error', onError, true);
}

/** SPEC §2: the specifications table of name/value rows. */
export function Specifications({
  title,
  rows,
}: {
  title: string;
  rows: readonly (readonly [string, string])[];
}) {
  const headingId = useId();
  return (
    <div className="shop-ov__part">
      <h3 id={headingId} className="shop-ov__subtitle">
        {title}
      </h3>
      <table className="shop-ov__specs" aria-labelledby={headingId}>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
