import * as salesMessages from './messages';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { SalesFigures } from './sales-figures';
import { SalesLineChart } from './sales-line-chart';
import './sales-chart.css';
import { useSales } from './use-sales';
import { propsSchema } from './props';

/**
 * No props: the chart asks the server for its figures. Not `strictObject`, which would reject
 * unknown keys: no other widget does, and it would put 1.5 KB of valibot on every page.
 */

/**
 * The admin's sales chart (SPEC §2 "Admin screens", §9 "Sales chart", `GET
 * /api/payments-by-month`): total sales of the last 12 months ending with the current one,
 * a month without sales at 0, then the same figures as a table. While the months load, their
 * place says so; a failure shows nothing (SPEC §8: silent, logged only).
 */
function SalesChart() {
  const sales = useSales();
  if (sales.status === 'failed') return null;
  if (sales.status === 'loading') {
    return (
      <div className="shop-sales">
        <p className="shop-sales__area shop-sales__loading" role="status">
          {salesMessages.loading}
        </p>
      </div>
    );
  }
  return (
    <div className="shop-sales">
      <SalesLineChart months={sales.months} />
      <SalesFigures months={sales.months} />
    </div>
  );
}

export default defineWidget({ name: 'sales-chart', propsSchema, Component: SalesChart });
