/** SPEC §2 product detail, §4, §5, §8. Texts not quoted from the SPEC are marked "ours". */
export const productMessages = {
  addToCart: 'Add To Cart',
  buyNow: 'Buy Now',
  soldOut: 'Sold Out',
  available: (n: number) => `(${n} available)`,
  addedToCart: 'Added to cart!',
  viewCart: 'View Cart',
  continueShopping: 'Continue Shopping',
  addToCartFailed: 'There was an error adding the item to the cart. Please try again.',
  guestCartSaveFailed: 'There was an error saving the item to your cart. Please try again.',
  freeShipping: 'Free Shipping',
  notSpecified: 'Not Specified',
  shipsFromLocal: 'Ships From Local Warehouse',
  shipsFromOverseas: 'Ships From Overseas',
  overview: 'Overview',
  seeMore: 'See More',
  seeLess: 'See Less',
  sellingPoints: [
    'Fast courier delivery with tracking',
    'Highly rated seller',
    'Cash on delivery',
    'Low returns',
  ],

  // Ours: the product page's gallery, selectors, purchase area and side panel.
  galleryLabel: 'Product images',
  showImage: (n: number, total: number) => `Show image ${n} of ${total}`,
  /** A variation selector's legend: the type and the chosen value ("Color: Red"). */
  optionLegend: (type: string, value: string) => `${type}: ${value}`,
  quantity: 'Quantity',
  addingToCart: 'Adding to cart…',
  /** A guest adding more than the stock (the server says the same to a signed-in shopper). */
  onlyLeft: (n: number) => `Only ${n} left in stock.`,
  shippingLabel: 'Shipping',
  deliveryLabel: 'Estimated delivery',
  deliveryHeading: 'Delivery',
  sellingPointsHeading: 'Why shop with us',
} as const;
