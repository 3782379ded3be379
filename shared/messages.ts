/**
 * Every user-visible text of the storefront, in one catalogue, so that a translation
 * (Sinhala, Tamil) is one file later. Texts quoted from SPEC.md are verbatim; the section is
 * cited beside each group. Texts the SPEC does not give are marked "ours".
 */
export const messages = {
  /** Shared states and errors the SPEC leaves to us (ours). */
  common: {
    loading: 'Loading…',
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
    retry: 'Try again',
    sessionExpired: 'Your session has expired. Please reload the page and try again.',
    offline: 'You appear to be offline. Check your connection and try again.',
    timeout: 'The server is taking too long to answer. Please try again.',
    signInRequired: 'Please sign in to continue.',
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
    forbidden: 'You do not have permission to do that.',
    widgetPropsInvalid: 'This part of the page could not be shown.',
    widgetCrashed: 'Something went wrong here. Please reload the page.',
    reload: 'Reload page',
  },

  /** SPEC §2 product card. */
  card: {
    percentOff: (discount: number) => `${discount}% OFF`,
    freeDelivery: 'Free Delivery',
    expressShipping: 'Express shipping',
    ratingLabel: (rating: number, count: number) =>
      `Rated ${rating.toFixed(1)} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`,
    originalPrice: 'Original price',
    addToWishlist: (name: string) => `Add ${name} to wishlist`,
    removeFromWishlist: (name: string) => `Remove ${name} from wishlist`,
  },

  /** SPEC §2 product detail, §4, §5, §8. */
  product: {
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
  },

  /** SPEC §2 coupon carousel, §5, §8, §9. */
  coupon: {
    copyNone: 'No coupon available to copy.',
    copyFailed: 'Failed to copy the coupon code. Please try again.',
    daysLeft: (n: number) => `${n} days left`,
    expired: 'Expired',
    noExpiration: 'No Expiration',
    applied: (title: string) => `${title} Coupon applied!`,
    minimumOrder: (amount: string) =>
      `This coupon requires a minimum order value of LKR. ${amount}.`,
    invalid: 'Invalid coupon code.',
    couponApplied: 'Coupon Applied',
  },

  /** SPEC §2 reviews section. */
  reviews: {
    basedOn: (n: number) => `Based on ${n} ratings`,
    customerReviews: (n: number) => `Customer Reviews (${n})`,
    seeMore: 'See More',
    allReviews: 'All Reviews',
    helpRecentPurchase:
      'Recently purchased this product? Visit your orders page to submit a review.',
    helpVerified: 'Reviews come from verified customers who purchased this product.',
  },

  /** SPEC §4 wishlist alerts, §2 wishlist page, §8. */
  wishlist: {
    added: (product: string) => `${product} added to wishlist!`,
    removed: (product: string) => `${product} removed from wishlist!`,
    toggleFailed: 'An error occurred while updating the wishlist. Please try again.',
    removeFailed: 'Failed to remove item from wishlist. Please try again.',
    refreshFailed: 'Failed to update wishlist. Please try again later.',
    emptyTitle: 'Ready to make a wish?',
    emptyLink: 'Try Now',
    linkLabel: 'Wishlist',
    linkLabelCount: (n: number) => `Wishlist, ${n} ${n === 1 ? 'item' : 'items'}`,
  },

  /** SPEC §2 cart page, §5, §8. */
  cart: {
    heading: (n: number) => `Cart (${n})`,
    selectAll: 'Select all',
    deleteSelected: 'Delete selected items',
    empty: 'Your cart is empty.',
    subtotal: 'Subtotal',
    shippingCost: 'Shipping Cost',
    discount: 'Discount',
    total: 'Total',
    checkout: (n: number) => `Checkout (${n})`,
    notLoggedIn: "You're not logged in. How would you like to proceed?",
    login: 'Login',
    continueAsGuest: 'Continue as Guest',
    noneSelectedWarning: 'No items selected for checkout. Please select items before proceeding.',
    noneSelectedCheckout: 'No items selected for checkout.',
    noneSelectedDelete: 'No items selected to delete.',
    checkoutFailed: 'Failed to create the order. Please try again.',
    removeFailed: 'Failed to remove the item. Please try again.',
    increaseFailed: 'Failed to increase quantity. Please try again.',
    decreaseFailed: 'Failed to decrease quantity. Please try again.',
    deleteSelectedFailed: 'Failed to delete selected items. Please try again.',
    linkLabel: 'Cart',
    linkLabelCount: (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`,
  },

  /** SPEC §2 checkout screens, §5 order placement, §8. */
  checkout: {
    cardPayment: 'Card Payment',
    bankTransfer: 'Bank Transfer',
    cashOnDelivery: 'Cash On Delivery',
    placeOrder: 'Place order',
    confirmOrder: 'Confirm Order',
    bankTransferDone: "I've Completed the Bank Transfer",
    noBankDetails: 'No bank details available.',
    selectedProducts: 'Selected Products',
    addNewAddress: 'Add new address',
    change: 'Change',
    viewMyOrders: 'View My Orders',
    noProducts: 'No products found for this order.',
    alreadyPlaced: 'This order has already been placed successfully. Thank you!',
    loadFailed: 'Failed to load the order details. Please try again.',
    placeFailed: 'Failed to place the order. Please try again.',
    selectAddress: 'Please select a shipping address before placing the order!',
    needsProduct: 'Your order must include at least one product.',
    totalPositive: 'The total amount must be greater than 0 to place an order.',
  },

  /** SPEC §5 guest checkout form and §8 guest texts. */
  guest: {
    invalidEmail: 'Enter a valid email address!',
    mobileRequired: 'Mobile number is required!',
    nicknameRequired: 'Nickname is required!',
    streetRequired: 'Street address is required!',
    cityRequired: 'City is required!',
    countryRequired: 'Country is required!',
    emailRegistered: 'This email is already registered. Please log in.',
    emailCheckFailed: 'Unable to verify email. Please try again.',
    createFailed: 'Failed to create guest user. Please try again.',
    detailsMissing:
      'Missing required guest details. Please complete email, phone, and address verification.',
    accountExists: 'Account Already Exists',
    accountExistsDefault:
      'Your email and phone number are already registered. Please log in to continue.',
    goToLogin: 'Go to Login',
  },

  /** SPEC §5 saved-address form (local). */
  address: {
    addressRequired: 'Address is required.',
    cityRequired: 'City is required.',
    stateRequired: 'State is required.',
    countryRequired: 'Country is required.',
  },

  /** SPEC §5 mobile numbers and §8 OTP texts, signed-in and guest. */
  otp: {
    invalidFormat: 'Invalid mobile number format. Please use the correct format.',
    invalidFormatShort: 'Invalid mobile number format.',
    required: 'Mobile number is required.',
    digitsOnly: 'Mobile number should contain only digits.',
    tooShort: 'Invalid mobile number.',
    alreadyRegistered: 'This mobile number is already registered. Please use another number.',
    sendFailed: 'Failed to send verification code. Please try again.',
    guestSendFailed: 'Failed to send OTP. Please try again.',
    resendFailed: 'Failed to resend OTP. Please try again.',
    verifyFailed: 'An unexpected error occurred. Please try again.',
    guestVerifyFailed: 'Invalid OTP. Please try again.',
    verified: 'Verification successful',
    emailCodeExpired: 'OTP has expired. Please request a new one.',
  },

  /** Sign-in modal (ours; the SPEC shows the login modal only as something requested). */
  login: {
    title: 'Sign in',
    intro: 'Sign in or create an account with your mobile number. We will text you a code.',
    mobileLabel: 'Mobile number',
    mobileHint: 'For example 077 123 4567',
    sendCode: 'Send code',
    codeLabel: 'Verification code',
    codeSentTo: (mobile: string) => `We sent a 6-digit code to +${mobile}.`,
    verify: 'Sign in',
    resend: 'Resend code',
    resendIn: (seconds: number) => `Resend code in ${seconds} s`,
    changeNumber: 'Use another number',
    codeRequired: 'Enter the 6-digit code we sent you.',
    signedIn: 'You are signed in.',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signOutFailed: 'Could not sign out. Please try again.',
  },

  /** SPEC §2 listing and filter screens. */
  listing: {
    noProducts: 'No products found.',
    results: (n: number, keyword: string) => `${n} Results for "${keyword}"`,
    findWhatYouLove: 'Find What You Love',
    loadingMore: 'Loading more products…',
  },

  /** SPEC §2 home blocks and §4 collections. */
  home: {
    topCollections: 'Top Collections',
    loadingCollections: 'Loading collections...',
    loadingCollection: 'Loading collection...',
    loadingProducts: 'Loading products...',
  },

  /** SPEC §2 admin, §5 coupon and parcel rules, §8. */
  admin: {
    createCoupon: 'Create a New Coupon',
    editCoupon: 'Edit The Coupon',
    updateCoupon: 'Update Coupon',
    generate: 'Generate',
    noProductsSelected: 'No products Selected.',
    invalidDiscount: 'Please enter a valid discount value.',
    minOrderNegative: 'Minimum order value cannot be negative.',
    maxDiscountNegative: 'Maximum discount value cannot be negative.',
    usageLimitMin: 'Usage limit must be at least 1.',
    endBeforeStart: 'End date must be after the start date.',
    validationFailed: 'Validation failed. Please check the inputs.',
    createFailed: 'Failed to create coupon. Please try again.',
    updateFailed: 'Failed to update coupon. Please try again.',
    unexpectedResponse: 'Unexpected response from server. Please try again.',
    parcel: {
      weightRequired: 'Weight is required.',
      descriptionRequired: 'Parcel Description is required.',
      recipientNameRequired: 'Recipient Name is required.',
      contact1Required: 'Recipient Contact No 1 is required.',
      addressRequired: 'Recipient Address is required.',
      cityRequired: 'Recipient City is required.',
      amountRequired: 'Amount is required.',
      productsRequired: 'Please select at least one product.',
      failed: 'Failed to create parcel.',
      error: 'An error occurred while creating the parcel.',
    },
    chart: {
      dataset: 'Total Sales',
      xTitle: 'Months',
      yTitle: 'Sales Amount (LKR)',
      fetchError: 'Error fetching payment data',
    },
  },

  /** Log lines for the silent failures of SPEC §8 (console only, never shown). */
  logs: {
    collections: 'Error fetching collections',
  },
} as const;
