/** SPEC §2 product detail, §4, §5, §8. Texts not quoted from the SPEC are marked "ours". */
export const addToCart = 'Add To Cart';
export const buyNow = 'Buy Now';
export const soldOut = 'Sold Out';
export const available = (n: number) => `(${n} available)`;
export const addedToCart = 'Added to cart!';
export const viewCart = 'View Cart';
export const continueShopping = 'Continue Shopping';
export const addToCartFailed = 'There was an error adding the item to the cart. Please try again.';
export const guestCartSaveFailed = 'There was an error saving the item to your cart. Please try again.';
export const freeShipping = 'Free Shipping';
export const notSpecified = 'Not Specified';
export const shipsFromLocal = 'Ships From Local Warehouse';
export const shipsFromOverseas = 'Ships From Overseas';
export const overview = 'Overview';
export const seeMore = 'See More';
export const seeLess = 'See Less';
export const sellingPoints = [
  'Fast courier delivery with tracking',
  'Highly rated seller',
  'Cash on delivery',
  'Low returns',
] as const;
// Ours: the product page's gallery, selectors, purchase area and side panel.
export const galleryLabel = 'Product images';
export const showImage = (n: number, total: number) => `Show image ${n} of ${total}`;
/** A variation selector's legend: the type and the chosen value ("Color: Red"). */
export const optionLegend = (type: string, value: string) => `${type}: ${value}`;
export const quantity = 'Quantity';
export const addingToCart = 'Adding to cart…';
/** A guest adding more than the stock (the server says the same to a signed-in shopper). */
export const onlyLeft = (n: number) => `Only ${n} left in stock.`;
export const shippingLabel = 'Shipping';
export const deliveryLabel = 'Estimated delivery';
export const deliveryHeading = 'Delivery';
export const sellingPointsHeading = 'Why shop with us';

