import { useCallback, useEffect, useRef, useState } from 'react';
import { getMobileVerified, type Address } from '../api';
import { VERIFIED_BANNER_MS } from '../../../shared/core/constants';
import { userMessage } from '../../../shared/session/errors';
import { useBusy } from '../../../shared/session/hooks/use-busy';
import * as addressMessages from './messages';
import type { AddFrom, AddressDialog, AddressDialogsFlow } from './address-dialogs';
import { loadAddressDialogs } from './load-address-dialogs';
import type { ShippingAddressState } from './use-shipping-address';

interface Notice {
  text: string;
  /** Gone after this long (the verified banner, SPEC §9), or shown until the next one. */
  ms: number | null;
}

export interface AddressFlow extends AddressDialogsFlow {
  dialog: AddressDialog | null;
  openPicker(): void;
}

/**
 * What the shipping-address panel's modals do, one at a time: Change opens the picker; Add new
 * address asks whether the mobile is verified and opens the form if so, otherwise the
 * verification modal, whose success shows the confirmation for 4 s and goes on to the form
 * (SPEC §4 "Mobile verification (signed-in)").
 */
export function useAddressFlow(state: ShippingAddressState): AddressFlow {
  const [dialog, setDialog] = useState<AddressDialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [addError, setAddError] = useState<AddressFlow['addError']>(null);
  const { busy: adding, run } = useBusy();
  // Bumped when the modals are closed: an Add new address still checking then opens nothing.
  const generation = useRef(0);
  const { choose } = state;

  useEffect(() => {
    if (notice?.ms == null) return;
    const timer = setTimeout(() => setNotice((current) => (current === notice ? null : current)), notice.ms);
    return () => clearTimeout(timer);
  }, [notice]);

  const openPicker = useCallback(() => {
    setAddError(null);
    setDialog('picker');
  }, []);

  const startAdding = useCallback(
    (from: AddFrom) => {
      const asked = generation.current;
      void run(async () => {
        setAddError(null);
        try {
          const [verified] = await Promise.all([getMobileVerified(), loadAddressDialogs()]);
          // SPEC §4: the form if the mobile is verified, otherwise the verification modal.
          if (generation.current === asked) setDialog(verified ? 'form' : 'verify');
        } catch (error) {
          const text = await userMessage(error, addressMessages.statusFailed);
          if (generation.current === asked) setAddError({ from, text });
        }
      });
    },
    [run],
  );

  const chosen = useCallback(
    (address: Address) => {
      generation.current += 1;
      choose(address);
      setDialog(null);
    },
    [choose],
  );

  const verified = useCallback((message: string) => {
    // SPEC §4: the modal closes, the confirmation shows for 4 s; the shopper was adding an address.
    setNotice({ text: message, ms: VERIFIED_BANNER_MS });
    setDialog('form');
  }, []);

  const saved = useCallback(
    (address: Address) => {
      choose(address);
      setNotice({ text: addressMessages.added(address.nickname), ms: null });
      setDialog(null);
    },
    [choose],
  );

  const close = useCallback(() => {
    generation.current += 1;
    setAddError(null);
    setDialog(null);
  }, []);

  return {
    dialog,
    notice: notice?.text ?? null,
    addError,
    adding,
    openPicker,
    startAdding,
    chosen,
    verified,
    saved,
    close,
  };
}
