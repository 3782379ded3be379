import { useEffect, useId, useState } from 'react';
import { logFailure } from '../../shared/core/log';
import { isPlainMarkup } from './plain-markup';

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

/**
 * The description: HTML written on the server. Text with plain formatting only (isPlainMarkup)
 * is shown as written; anything more waits for the sanitiser (shared/html/sanitize.ts, DOMPurify,
 * loaded then) and is shown only once sanitised.
 */
export function Description({ html }: { html: string }) {
  const clean = useSanitised(html);
  return (
    <div
      ref={hideBrokenImages}
      className="shop-ov__description"
      aria-busy={clean === null ? true : undefined}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}

/** `html` safe to show, or null while the sanitiser loads. */
function useSanitised(html: string): string | null {
  const plain = isPlainMarkup(html);
  const [done, setDone] = useState<{ html: string; clean: string } | null>(null);
  useEffect(() => {
    if (plain) return;
    let live = true;
    import('../../shared/html/sanitize').then(
      ({ sanitizeHtml }) => live && setDone({ html, clean: sanitizeHtml(html) }),
      (error: unknown) => {
        // The sanitiser's file did not arrive (offline): the words without any markup.
        logFailure('HTML sanitiser did not load: the description is shown as plain text', error);
        if (live) setDone({ html, clean: escapeText(html.replace(/<[^>]*>?/g, ' ')) });
      },
    );
    return () => {
      live = false;
    };
  }, [html, plain]);
  if (plain) return html;
  return done?.html === html ? done.clean : null;
}

// With every `<` escaped nothing can open a tag; entities (`&amp;`) still read as written.
function escapeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
