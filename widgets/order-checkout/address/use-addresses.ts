import { getAddresses } from '../api';
import { useLoad } from '../../../shared/session/hooks/use-load';
import * as addressMessages from './messages';

/** The shopper's addresses, the primary first (`GET /user/all/addresses`), read afresh on every mount. */
export const useAddresses = () => useLoad(getAddresses, addressMessages.addressesFailed);
