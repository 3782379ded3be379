import { useCallback, useState } from 'react';
import { getPrimaryAddress, type Address } from '../api';
import { useLoad } from '../../../shared/session/hooks/use-load';
import * as addressMessages from './messages';
import type { ShownText } from '../../../shared/session/errors';

export interface ShippingAddressState {
  status: 'loading' | 'ready' | 'failed';
  /** The address the order ships to: the primary one at first, then what the shopper picks or adds. */
  address: Address | null;
  /** Why the primary address could not be loaded (status 'failed'). */
  failure: ShownText | null;
  retry(): void;
  /** The shopper picked this address, or has just added it: the order ships there. */
  choose(address: Address): void;
}

/**
 * SPEC §2 "Shipping address": the order ships to the shopper's primary address
 * (`GET /user/primary-address`) until they pick another or add one. A failed load is said,
 * with a retry.
 */
export function useShippingAddress(): ShippingAddressState {
  const primary = useLoad(getPrimaryAddress, addressMessages.loadFailed);
  /** What the shopper picked or added; until then the primary address. */
  const [chosen, setChosen] = useState<Address | null>(null);
  const { retry } = primary;

  const choose = useCallback((address: Address) => setChosen(address), []);

  if (chosen) return { status: 'ready', address: chosen, failure: null, retry, choose };
  return {
    status: primary.status,
    address: primary.status === 'ready' ? primary.value : null,
    failure: primary.status === 'failed' ? primary.text : null,
    retry,
    choose,
  };
}
