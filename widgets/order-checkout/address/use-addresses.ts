import { getAddresses } from '../../../shared/api/order-checkout';
import { useLoad } from '../../../shared/hooks/use-load';
import * as addressMessages from '../../../shared/messages/address';

/** The shopper's addresses, the primary first (`GET /user/all/addresses`), read afresh on every mount. */
export const useAddresses = () => useLoad(getAddresses, addressMessages.addressesFailed);
