import { useCallback, useEffect, useState } from 'react';
import { getPrimaryAddress, type Address } from '../../../shared/api/order-checkout';
import { userMessage } from '../../../shared/errors';
import * as addressMessages from '../../../shared/messages/address';

export interface ShippingAddressState {
  status: 'loading' | 'ready' | 'failed';
  /** The address the order ships to: the primary one at first, then what the shopper picks or adds. */
  address: Address | null;
  /** Why the primary address could not be loaded (status 'failed'). */
  failure: string | null;
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
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ShippingAddressState['status']>('loading');
  const [address, setAddress] = useState<Address | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getPrimaryAddress().then(
      (primary) => {
        if (!live) return;
        setAddress(primary);
        setStatus('ready');
      },
      async (error: unknown) => {
        const text = await userMessage(error, addressMessages.loadFailed);
        if (!live) return;
        setFailure(text);
        setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);

  const choose = useCallback((chosen: Address) => {
    setAddress(chosen);
    setFailure(null);
    setStatus('ready');
  }, []);

  return { status, address, failure, retry, choose };
}
