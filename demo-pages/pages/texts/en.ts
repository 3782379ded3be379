/**
 * The demo shop's own texts in English: what its pages print around the widgets (the header's
 * links, the footer, the home page's hero, the 404 page, the order, order-list and admin pages),
 * as a Laravel app keeps its views' words in `lang/en/*.php`. The Sinhala and Tamil texts
 * (si.ts, ta.ts) are this object in those languages, with the shop's terms of docs/glossary.md;
 * index.ts picks the page's. The widget catalogue (/__demo), the scenario pages' own words and
 * the API page are the developer's and stay English.
 *
 * The page modules print a plain text as an element's content with `text()` (html.ts), as their
 * templates printed the words before. A text with values that sits inside an element is a
 * function giving `SafeHtml`: its values are escaped, its words and markup are not, as in the
 * templates. A text that goes into an attribute or the `<title>` is a plain string.
 *
 * A few texts are the kit's (messages modules of shared/ and widgets/), used by the pages as
 * they are: each translation takes them from the same module's translation.
 */
import { html } from '../../../first-draws/html';
import * as adminMessages from '../../../shared/admin-texts/messages';
import * as listingMessages from '../../../shared/cards/messages/listing';
import * as filterMessages from '../../../shared/filters/messages/filters';
import * as homeMessages from '../../../shared/home/messages/home';
import * as checkoutMessages from '../../../shared/placement/messages/checkout';
import * as guestMessages from '../../../widgets/guest-checkout/messages';
import * as orderMessages from '../../../widgets/order-checkout/messages';
import type { Widened } from '../../../shared/core/messages/same-texts';

/** The shop's dates are Sri Lanka's (the seed and the sales chart count in Colombo time). */
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Colombo' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' });

export const en = {
  /** Dates as the pages print them: "21 Nov 2026" and "21 Nov 2026, 14:30". */
  dates: {
    date: (date: Date) => dateFormat.format(date),
    dateTime: (date: Date) => dateTimeFormat.format(date),
  },
  layout: {
    skipLink: 'Skip to content',
    /** The header's links (aria-label of their nav). */
    mainNav: 'Main',
    home: 'Home',
    catalogue: 'Widget catalogue',
    dashboard: 'Dashboard',
    footer: 'Serendib Store · Colombo, Sri Lanka',
    /** The meta description of a page that has none of its own. */
    description: 'Serendib Store: shop online across Sri Lanka.',
    /** aria-label of the breadcrumb's nav. */
    breadcrumb: 'Breadcrumb',
  },
  home: {
    hero: 'Island-wide delivery, cash on delivery, and prices in rupees',
    intro: "From Kandy tea to Colombo electronics: shop Sri Lanka's favourites, delivered to your door in 1 to 3 business days.",
    /** The product listing's heading (its `title` prop). */
    listingTitle: homeMessages.justForYou,
  },
  notFound: {
    title: 'Page not found',
    heading: 'We could not find that page',
    text: 'The link may be old, or the page may have moved.',
    backHome: 'Back to the home page',
    backToDashboard: 'Back to the dashboard',
  },
  filters: {
    allCollections: 'All collections',
    search: 'Search',
    /** The search page's `<title>`. */
    searchFor: (keyword: string) => `Search: ${keyword}`,
    allProducts: filterMessages.allProducts,
    results: listingMessages.results,
  },
  titles: {
    cart: 'Cart',
    wishlist: 'My wishlist',
    guestCheckout: guestMessages.title,
    orderCheckout: orderMessages.title,
  },
  /** The order's confirmation (guest and signed-in) and what it shares with the admin's view. */
  order: {
    /** `<title>` and heading: "Order #12". */
    title: (id: string) => `Order #${id}`,
    waiting: 'Your order is waiting for payment',
    thankYou: 'Thank you for your order!',
    number: (id: string) => html`Order number: <strong>#${id}</strong>`,
    payCash: (total: string) => html`Please have ${total} ready in cash when your order arrives.`,
    cardPending: 'Your card payment has not been completed yet.',
    payNow: 'Pay now',
    cardReceived: (total: string) => html`Your card payment of ${total} was received.`,
    payByTransfer: (total: string, id: string) =>
      html`Please transfer ${total} to one of these accounts, with your order number #${id} as the reference. We confirm your order when the transfer arrives.`,
    noBankDetails: checkoutMessages.noBankDetails,
    accountNumber: (number: string) => html`Account number ${number}`,
    shippingTo: (nickname: string, place: string) => html`Shipping to <strong>${nickname}</strong>: ${place}`,
    itemsCaption: 'Items',
    item: 'Item',
    quantity: 'Quantity',
    amount: 'Amount',
    /** A line whose product is gone from the catalogue. */
    productFallback: (id: string) => `Product ${id}`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    total: 'Total',
    continueShopping: 'Continue shopping',
    viewMyOrders: orderMessages.viewMyOrders,
  },
  /** The stand-in for the bank's card payment page, and its Cancel. */
  gateway: {
    title: 'Card payment',
    standIn: "This page stands in for the bank's card payment page. No card is charged.",
    amountToPay: (amount: string) => html`Amount to pay: <strong>${amount}</strong>`,
    pay: 'Pay',
    cancel: 'Cancel',
    cancelledTitle: 'Payment cancelled',
    cancelledText: 'Your card was not charged. Your cart is as you left it.',
    backToCheckout: 'Back to checkout',
  },
  signIn: {
    title: 'Please sign in',
    toSeeOrders: 'Sign in with your mobile number (at the top of the page) to see your orders.',
    toAdmin: "The admin screens need an administrator's account. Sign in (at the top of the page) with the admin's mobile number.",
  },
  myOrders: {
    title: 'My orders',
    none: 'You have no orders yet.',
    startShopping: 'Start shopping',
    /** aria-label of the table's scrolling region. */
    tableLabel: 'Your orders',
    caption: 'Your orders, newest first',
    order: 'Order',
    date: 'Date',
    status: 'Status',
    payment: 'Payment',
    total: 'Total',
    statuses: {
      pending: 'Awaiting checkout',
      placed: 'Placed',
      paid: 'Paid',
      shipped: 'Shipped',
      delivered: 'Delivered',
    },
    /** A card order sent to the gateway and not paid yet. */
    awaitingPayment: 'Awaiting payment',
    payments: {
      card: checkoutMessages.cardPayment,
      bank_transfer: checkoutMessages.bankTransfer,
      cod: checkoutMessages.cashOnDelivery,
    },
  },
  admin: {
    /** aria-label of the admin's links, and the dashboard's `<title>`. */
    admin: 'Admin',
    sales: 'Sales',
    createCoupon: adminMessages.createCoupon,
    editCoupon: adminMessages.editCoupon,
    createParcelTitle: adminMessages.createParcel,
    /** The `<title>` of an order's admin view, and the orders table's column. */
    order: 'Order',
    notAllowed: 'Not allowed',
    forbidden: "This page is for the shop's administrators",
    signedInAs: (name: string) => html`You are signed in as ${name}, a customer.`,
    backToShop: 'Back to the shop',
    coupons: 'Coupons',
    couponsCaption: 'Coupons, newest first',
    couponTitle: 'Title',
    code: 'Code',
    discount: 'Discount',
    used: 'Used',
    ends: 'Ends',
    actions: 'Actions',
    /** "3 of 100": a coupon's uses and its limit. */
    usedOf: (used: string, limit: string) => `${used} of ${limit}`,
    noExpiry: 'No Expiration',
    edit: 'Edit',
    recentOrders: 'Recent orders',
    recentOrdersCaption: 'Recent orders, newest first',
    customer: 'Customer',
    date: 'Date',
    total: 'Total',
    parcel: 'Parcel',
    parcelMade: 'Parcel made',
    notPlacedYet: 'Not placed yet',
    createParcel: 'Create parcel',
    /** Read after "Create parcel" (visually hidden): which order's. */
    forOrder: (id: string) => `for order #${id}`,
    customerPlaced: (name: string, date: string) => html`Customer: <strong>${name}</strong> · Placed ${date}`,
    noParcelYet: 'This order has not been placed yet, so no parcel can be made.',
    /** The parcel's details on its order. */
    weight: 'Weight',
    description: 'Description',
    recipient: 'Recipient',
    contact1: 'Contact No 1',
    contact2: 'Contact No 2',
    address: 'Address',
    amount: 'Amount',
    exchange: 'Exchange',
    created: 'Created',
    yes: 'Yes',
    no: 'No',
  },
};

/** The demo's texts, as every language has them (texts as `string`: same-texts.ts). */
export type DemoTexts = Widened<typeof en>;
