/**
 * A path parameter that is a record's id: a whole number from 1, as `IdSchema`
 * (shared/core/api/id.ts) says. A route written `/checkout/:orderId${ID}` does not match
 * /checkout/abc or /checkout/0: such an address is no page of the shop, so it gets the shop's
 * 404 page from the server, before any widget could be printed with an id it cannot use.
 */
export const ID = '{[1-9][0-9]*}';
