import { useCallback, useEffect, useState } from 'react';
import { getAddresses, type Address } from '../../../shared/api/order-checkout';
import { userMessage } from '../../../shared/errors';
import * as addressMessages from '../../../shared/messages/address';

export type AddressesState =
  | { status: 'loading' }
  | { status: 'failed'; text: string }
  | { status: 'ready'; addresses: Address[] };

/** The shopper's addresses, the primary first (`GET /user/all/addresses`), read afresh on every mount. */
export function useAddresses(): AddressesState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AddressesState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    getAddresses().then(
      (addresses) => live && setState({ status: 'ready', addresses }),
      async (error: unknown) => {
        const text = await userMessage(error, addressMessages.addressesFailed);
        if (live) setState({ status: 'failed', text });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
