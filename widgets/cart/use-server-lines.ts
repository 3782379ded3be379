import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import {
  getCartItems,
  removeCartLine,
  removeCartLines,
  updateCartLine,
  type ServerCartItem,
} from '../../shared/checkout/api/cart-page';
import { afterNextPaint } from '../../shared/session/after-paint';
import { settledWrite } from '../../shared/catalogue/settled-write';
import { userMessage, type ShownText } from '../../shared/session/errors';
import { logFailure } from '../../shared/core/log';
import * as cartMessages from '../../shared/checkout/messages/cart';
import { cartChanged, serverCartChanges } from '../../shared/core/stores/cart';
import type { CartLine } from '../../shared/checkout/checkout-line';
import { serverLine } from './cart-line';
import type { CartSource } from './cart-source';

/** A line's quantity as the shopper wants it and as the server last confirmed it. */
interface QuantityQueue {
  confirmed: number;
  wanted: number;
  /** A request for this line is on its way. */
  sending: boolean;
  /** Counts the shopper's changes, so a late failure does not flag a newer choice. */
  changes: number;
}

/**
 * The signed-in shopper's cart (SPEC §4: quantity changes and removals go to the server),
 * starting from the lines the page printed.
 *
 * Quantities: a press shows the wanted quantity at once; each line has at most one
 * `POST /cart/update` on its way, and when it answers, the latest wanted quantity is sent if it
 * differs from the answer. So quick presses lose nothing and never ask for more than the stock
 * (the stepper stops at `max_quantity`). A failure goes back to the server's last answer and
 * reports SPEC §8 'Failed to increase/decrease quantity…' through `onQuantityError`; a change
 * the server took calls `onQuantitySaved`.
 */
export function useServerLines(
  items: readonly ServerCartItem[],
  onQuantityError: (key: string, text: ShownText | null) => void,
  onQuantitySaved: () => void = () => {},
): CartSource {
  const [lines, setLines] = useState<CartLine[]>(() => items.map(serverLine));
  const queues = useRef(new Map<number, QuantityQueue>());

  const show = useCallback((id: number, quantity: number) => {
    setLines((current) => current.map((line) => (line.id === id ? { ...line, quantity } : line)));
  }, []);

  const send = useCallback(
    async (line: CartLine, queue: QuantityQueue) => {
      const id = line.id!;
      const current = () => queues.current.get(id) === queue;
      queue.sending = true;
      let failure: { error: unknown; increase: boolean; changes: number } | null = null;
      while (current() && queue.wanted !== queue.confirmed) {
        const asked = queue.wanted;
        const changes = queue.changes;
        // Set after all (a server slow to start it), with nothing pressed since: it stands.
        const late = (answer: { quantity: number; count: number }) => {
          if (!current() || queue.sending || queue.changes !== changes) return;
          queue.confirmed = queue.wanted = answer.quantity;
          show(id, answer.quantity);
          cartChanged(answer.count);
          // A success after all: the failure shown goes (use-action-errors.ts).
          onQuantitySaved();
        };
        try {
          // Setting a quantity is safe to repeat, but a repeat of a call that got no answer would
          // wait as long again: the line as the server has it says whether it was set.
          const answer = await settledWrite(
            () => updateCartLine(id, asked),
            async () => {
              const items = await getCartItems();
              const row = items.find((item) => item.id === id);
              return row?.quantity === asked ? { id, quantity: asked, count: items.length } : null;
            },
            late,
          );
          if (!current()) break;
          queue.confirmed = answer.quantity;
          cartChanged(answer.count);
          if (answer.quantity !== asked) {
            // The server settled on another quantity: it is the truth, whatever was pressed since.
            queue.wanted = answer.quantity;
            show(id, answer.quantity);
          }
        } catch (error) {
          if (!current()) break;
          failure = { error, increase: asked > queue.confirmed, changes: queue.changes };
          queue.wanted = queue.confirmed;
          show(id, queue.confirmed);
        }
        if (failure) break;
      }
      queue.sending = false;
      if (failure) {
        const fallback = failure.increase ? cartMessages.increaseFailed : cartMessages.decreaseFailed;
        const text = await userMessage(failure.error, fallback);
        if (current() && queue.changes === failure.changes) onQuantityError(line.key, text);
      } else if (current()) onQuantitySaved();
    },
    [show, onQuantityError, onQuantitySaved],
  );

  const setQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      const id = line.id!;
      let queue = queues.current.get(id);
      if (!queue) {
        // No change is pending, so the quantity shown is the server's.
        queue = { confirmed: line.quantity, wanted: line.quantity, sending: false, changes: 0 };
        queues.current.set(id, queue);
      }
      queue.wanted = quantity;
      queue.changes += 1;
      onQuantityError(line.key, null);
      show(id, quantity);
      if (!queue.sending) {
        // Sent once the press's frame is painted: building the request (ky clones it) would
        // otherwise delay the new quantity on screen. Presses until then join this request.
        queue.sending = true;
        afterNextPaint(() => void send(line, queue));
      }
    },
    [show, send, onQuantityError],
  );

  useOtherTabsChanges(queues, setLines);

  const drop = useCallback((removed: readonly CartLine[], count: number) => {
    const ids = new Set(removed.map((line) => line.id));
    for (const id of ids) if (id !== null) queues.current.delete(id);
    setLines((current) => current.filter((line) => !ids.has(line.id)));
    cartChanged(count);
  }, []);

  /** A removal, read back if its answer is lost; removed after all (a timeout later), `late` hears of it. */
  async function remove(removed: readonly CartLine[], write: () => Promise<{ count: number }>, late?: () => void) {
    const answer = await settledWrite(write, gone(removed), ({ count }) => {
      drop(removed, count);
      late?.();
    });
    drop(removed, answer.count);
  }

  return {
    kind: 'server',
    lines,
    setQuantity,
    removeOne: (line, late) => remove([line], () => removeCartLine(line.id!), late),
    removeMany: (removed, late) => remove(removed, () => removeCartLines(removed.map((line) => line.id!)), late),
  };
}

/**
 * A removal whose answer never came, read back (`GET /cart/items`): done if none of its lines is
 * left, with the count the answer would have carried (the cart's lines, as every badge counts them).
 */
const gone = (removed: readonly CartLine[]) => async () => {
  const items = await getCartItems();
  const ids = new Set(removed.map((line) => line.id));
  return items.some((item) => ids.has(item.id)) ? null : { count: items.length };
};

/**
 * Another tab changed this cart (shared/core/stores/cart.ts tells): the lines as the server has them
 * now (`GET /cart/items`). A line with a change of this tab still on its way keeps the quantity
 * pressed here, which its request settles; unchanged lines keep their object, so their rows do
 * not re-render. A failure leaves the lines as they are (logged): the badge is right already.
 */
function useOtherTabsChanges(
  queues: RefObject<Map<number, QuantityQueue>>,
  setLines: Dispatch<SetStateAction<CartLine[]>>,
) {
  useEffect(() => {
    let seen = serverCartChanges.peek();
    let latest = 0;
    let active = true;
    const unsubscribe = serverCartChanges.subscribe((changes) => {
      if (changes === seen) return;
      seen = changes;
      const asked = ++latest;
      getCartItems().then(
        (items) => {
          if (!active || asked !== latest) return;
          const fresh = items.map(serverLine);
          const ids = new Set(fresh.map((line) => line.id));
          for (const [id, queue] of queues.current) {
            if (!ids.has(id)) queues.current.delete(id);
            else if (!queue.sending && queue.wanted === queue.confirmed) queues.current.delete(id);
          }
          setLines((current) =>
            fresh.map((line) => {
              const pending = queues.current.get(line.id!);
              const next = pending ? { ...line, quantity: pending.wanted } : line;
              const before = current.find((old) => old.id === line.id);
              return before && JSON.stringify(before) === JSON.stringify(next) ? before : next;
            }),
          );
        },
        (error: unknown) => logFailure('cart: the lines another tab changed could not be loaded', error),
      );
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [queues, setLines]);
}
