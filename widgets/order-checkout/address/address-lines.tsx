import { Fragment } from 'react';
import type { Address } from '../api';
import * as addressMessages from './messages';
import { formatMobileForDisplay } from '../../../shared/forms/mobile';

export interface AddressLinesProps {
  address: Address;
  /** Ids for the nickname and the rest, for a control named by one and described by the other. */
  nameId?: string;
  detailsId?: string;
}

/**
 * One address as the shopper reads it (SPEC §3 Address): nickname, street, city, state and
 * postal code, country, and the receiver's number, one per line.
 */
export function AddressLines({ address, nameId, detailsId }: AddressLinesProps) {
  const lines = [
    address.street,
    address.city,
    [address.state, address.postal_code].filter(Boolean).join(' '),
    address.country,
    addressMessages.phoneLine(formatMobileForDisplay(address.receiver_phone_number)),
  ].filter(Boolean);
  return (
    <span className="shop-address__lines">
      <span id={nameId} className="shop-address__nickname">
        {address.nickname}
      </span>{' '}
      <span id={detailsId} className="shop-address__details">
        {lines.map((line, index) => (
          // The space is not rendered between the lines' boxes; it keeps words apart when read out.
          <Fragment key={index}>
            {index > 0 && ' '}
            <span className="shop-address__line">{line}</span>
          </Fragment>
        ))}
      </span>
    </span>
  );
}
