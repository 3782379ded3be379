import { useEffect, useState } from 'react';
import { getPaymentsByMonth } from './api';
import { SHOP_TIME_ZONE } from '../../shared/core/constants';
import { logFailure } from '../../shared/core/log';
import * as salesMessages from './messages';
import { salesMonths, type MonthTotal } from './sales-months';

export type SalesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; months: MonthTotal[] };

/**
 * The sales chart's months (`GET /api/payments-by-month`), laid out on the twelve months ending
 * with the shop's current month when the answer comes. A failure of any kind (an error status,
 * no network, too slow, a body of the wrong shape) is silent, SPEC §8: logged as 'Error
 * fetching payment data' and nothing is shown, rather than twelve zeros that would read as a
 * year without sales. An answer after unmount is dropped.
 */
export function useSales(): SalesState {
  const [state, setState] = useState<SalesState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    getPaymentsByMonth().then(
      (records) => {
        if (live) setState({ status: 'ready', months: salesMonths(new Date(), SHOP_TIME_ZONE, records) });
      },
      (error: unknown) => {
        logFailure(salesMessages.fetchError, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return state;
}
