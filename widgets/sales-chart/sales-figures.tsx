import * as salesMessages from './messages';
import { formatLKR, toCents } from '../../shared/core/money';
import type { MonthTotal } from './sales-months';

/**
 * The chart's figures as a table (its text alternative), behind a native disclosure: closed it
 * keeps the page to the chart, open it serves everyone who wants the exact amounts, by
 * keyboard, screen reader or eye (a canvas's tooltips need a pointer).
 */
export function SalesFigures({ months }: { months: readonly MonthTotal[] }) {
  const from = months[0]?.name ?? '';
  const to = months.at(-1)?.name ?? '';
  return (
    <details className="shop-sales__figures">
      <summary className="shop-sales__toggle">{salesMessages.showFigures}</summary>
      <table className="shop-sales__table">
        <caption className="shop-sales__caption">{salesMessages.tableCaption(from, to)}</caption>
        <thead>
          <tr>
            <th scope="col">{salesMessages.xTitle}</th>
            <th scope="col" className="shop-sales__amount">
              {salesMessages.dataset}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.label}>
              <th scope="row">{m.name}</th>
              <td className="shop-sales__amount">{formatLKR(toCents(m.total))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
