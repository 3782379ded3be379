/**
 * SPEC §2 product card: the discount badge. Here, not with the card's other texts in catalogue,
 * because the cart's and the checkouts' lines show it too and the checkouts load no catalogue.
 */
export const percentOff = (discount: number) => `${discount}% OFF`;
