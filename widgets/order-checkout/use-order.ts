import { useCallback, useEffect, useRef, useState } from 'react';
import { ALREADY_PLACED_STATUS, getOrderProducts, type OrderProducts } from './api';
import { describeFailure, userMessage, type ShownText } from '../../shared/session/errors';
import * as orderMessages from './messages';

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderProducts }
  /** SPEC §8: the server's text, with 'View My Orders' instead of the checkout. */
  | { status: 'placed'; message: string }
  | { status: 'failed'; message: ShownText };

/** SPEC §8 an order already placed: the server's text, or the SPEC's when it sent none. */
export async function placedMessage(failure: unknown): Promise<string | null> {
  const described = await describeFailure(failure);
  if (described.kind !== 'http' || described.status !== ALREADY_PLACED_STATUS) return null;
  return described.message?.trim() || orderMessages.alreadyPlaced;
}

/**
 * SPEC §4 "Order checkout": the order loads (`GET /orders/{orderId}/products`), or is reported
 * as already placed; any other failure says 'Failed to load the order details. Please try
 * again.' (or why, when it is known: offline, slow, signed out) and can be tried again.
 * `refresh()` reads the order again behind the screen shown (after the server refused amounts
 * that changed meanwhile); `placed(message)` replaces the screen when an order call finds the
 * order placed.
 */
export function useOrder(orderId: number) {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  /** Only the latest read may set the state (a retry pressed while a refresh is on its way). */
  const latestRead = useRef(0);

  /** The state the order is in now; null when a quiet read failed (the screen stays). */
  const read = useCallback(
    async (quiet: boolean): Promise<OrderState | null> => {
      try {
        return { status: 'ready', order: await getOrderProducts(orderId) };
      } catch (failure) {
        const placed = await placedMessage(failure);
        if (placed) return { status: 'placed', message: placed };
        // A quiet refresh that fails keeps the order on screen: the refusal already said why.
        return quiet ? null : { status: 'failed', message: await userMessage(failure, orderMessages.loadFailed) };
      }
    },
    [orderId],
  );

  const settle = useCallback(
    async (quiet: boolean) => {
      const mine = ++latestRead.current;
      const next = await read(quiet);
      if (next && mine === latestRead.current) setState(next);
    },
    [read],
  );

  useEffect(() => {
    let live = true;
    const mine = ++latestRead.current;
    void read(false).then((next) => {
      if (live && next && mine === latestRead.current) setState(next);
    });
    return () => {
      live = false;
    };
  }, [read]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      void settle(false);
    },
    refresh: () => settle(true),
    placed: (message: string) => setState({ status: 'placed', message }),
  };
}
