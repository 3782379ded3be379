/**
 * The demo shop's own texts in Tamil as written in Sri Lanka (en.ts says what they are). Terms
 * of docs/glossary.md (இலக்கம், திகதி, பொதி, நிறை); a button or link in the plain imperative, a
 * request to the shopper with "-வும்", as the kit's texts. The kit's texts come from the kit's
 * Tamil modules (the listing's `results` counts with the build's plural rule, which is Tamil's
 * too: n = 1).
 */
import { html } from '../../../first-draws/html';
import * as adminMessages from '../../../shared/admin-texts/messages.ta';
import * as listingMessages from '../../../shared/cards/messages/listing.ta';
import { months } from '../../../shared/core/messages/months.ta';
import * as filterMessages from '../../../shared/filters/messages/filters.ta';
import * as homeMessages from '../../../shared/home/messages/home.ta';
import * as checkoutMessages from '../../../shared/placement/messages/checkout.ta';
import * as guestMessages from '../../../widgets/guest-checkout/messages.ta';
import * as orderMessages from '../../../widgets/order-checkout/messages.ta';
import { shopDate } from './dates';
import type { DemoTexts, en } from './en';
import type { Holds, SameTexts } from '../../../shared/core/messages/same-texts';

/** "21 நவம்பர் 2026": day, month, year (the kit's reviews write it so). */
const date = (moment: Date) => {
  const { year, month, day } = shopDate(moment);
  return `${day} ${months[month]} ${year}`;
};

export const ta = {
  dates: {
    date,
    dateTime: (moment: Date) => `${date(moment)}, ${shopDate(moment).time}`,
  },
  layout: {
    skipLink: 'உள்ளடக்கத்துக்குச் செல்',
    mainNav: 'பிரதான மெனு',
    home: 'முகப்பு',
    catalogue: 'விட்ஜெட் பட்டியல்',
    dashboard: 'கட்டுப்பாட்டுப் பலகை',
    footer: 'Serendib Store · கொழும்பு, இலங்கை',
    description: 'Serendib Store: இலங்கை முழுவதும் இணையம் மூலம் பொருட்களை வாங்குங்கள்.',
    breadcrumb: 'பக்கத்தின் இருப்பிடம்',
  },
  home: {
    hero: 'தீவு முழுவதும் விநியோகம், பொருள் கிடைக்கும்போது பணம், ரூபாயில் விலைகள்',
    intro:
      'கண்டித் தேயிலை முதல் கொழும்பு இலத்திரனியல் பொருட்கள் வரை: இலங்கையர் விரும்பும் பொருட்களை வாங்குங்கள். 1 முதல் 3 வேலை நாட்களில் அவை உங்கள் வீட்டு வாசலுக்கே விநியோகிக்கப்படும்.',
    listingTitle: homeMessages.justForYou,
  },
  notFound: {
    title: 'பக்கம் கிடைக்கவில்லை',
    heading: 'அந்தப் பக்கத்தை எங்களால் கண்டுபிடிக்க முடியவில்லை',
    text: 'இணைப்பு பழையதாக இருக்கலாம், அல்லது பக்கம் வேறிடத்துக்கு மாற்றப்பட்டிருக்கலாம்.',
    backHome: 'முகப்புப் பக்கத்துக்குத் திரும்பு',
    backToDashboard: 'கட்டுப்பாட்டுப் பலகைக்குத் திரும்பு',
  },
  filters: {
    allCollections: 'அனைத்துத் தொகுப்புகள்',
    search: 'தேடல்',
    searchFor: (keyword: string) => `தேடல்: ${keyword}`,
    allProducts: filterMessages.allProducts,
    results: listingMessages.results,
  },
  titles: {
    cart: 'கூடை',
    wishlist: 'எனது விருப்பப் பட்டியல்',
    guestCheckout: guestMessages.title,
    orderCheckout: orderMessages.title,
  },
  order: {
    title: (id: string) => `ஆர்டர் #${id}`,
    waiting: 'உங்கள் ஆர்டர் கட்டணத்துக்காகக் காத்திருக்கிறது',
    thankYou: 'உங்கள் ஆர்டருக்கு நன்றி!',
    number: (id: string) => html`ஆர்டர் இலக்கம்: <strong>#${id}</strong>`,
    payCash: (total: string) => html`உங்கள் ஆர்டர் வந்துசேரும்போது செலுத்துவதற்கு ${total} பணத்தைத் தயாராக வைத்திருக்கவும்.`,
    cardPending: 'உங்கள் அட்டைக் கட்டணம் இன்னும் நிறைவடையவில்லை.',
    payNow: 'இப்போது செலுத்து',
    cardReceived: (total: string) => html`அட்டை மூலம் செலுத்திய ${total} கிடைத்தது.`,
    payByTransfer: (total: string, id: string) =>
      html`${total} தொகையை இந்தக் கணக்குகளில் ஒன்றுக்கு மாற்றி, குறிப்பாக உங்கள் ஆர்டர் இலக்கம் #${id} ஐக் குறிப்பிடவும். பரிமாற்றம் கிடைத்ததும் உங்கள் ஆர்டரை உறுதிப்படுத்துவோம்.`,
    noBankDetails: checkoutMessages.noBankDetails,
    accountNumber: (number: string) => html`கணக்கு இலக்கம் ${number}`,
    shippingTo: (nickname: string, place: string) => html`<strong>${nickname}</strong> முகவரிக்கு விநியோகிக்கப்படும்: ${place}`,
    itemsCaption: 'பொருட்கள்',
    item: 'பொருள்',
    quantity: 'எண்ணிக்கை',
    amount: 'தொகை',
    productFallback: (id: string) => `பொருள் ${id}`,
    subtotal: 'துணை மொத்தம்',
    shipping: 'விநியோகக் கட்டணம்',
    discount: 'தள்ளுபடி',
    total: 'மொத்தம்',
    continueShopping: 'தொடர்ந்து வாங்கு',
    viewMyOrders: orderMessages.viewMyOrders,
  },
  gateway: {
    title: 'அட்டை மூலம் கட்டணம்',
    standIn: 'இந்தப் பக்கம் வங்கியின் அட்டைக் கட்டணப் பக்கத்துக்குப் பதிலாகக் காட்டப்படுகிறது. எந்த அட்டையிலிருந்தும் பணம் அறவிடப்படாது.',
    amountToPay: (amount: string) => html`செலுத்த வேண்டிய தொகை: <strong>${amount}</strong>`,
    pay: 'செலுத்து',
    cancel: 'ரத்துசெய்',
    cancelledTitle: 'கட்டணம் ரத்துசெய்யப்பட்டது',
    cancelledText: 'உங்கள் அட்டையிலிருந்து பணம் அறவிடப்படவில்லை. உங்கள் கூடை நீங்கள் விட்டவாறே உள்ளது.',
    backToCheckout: 'பணம் செலுத்தும் பக்கத்துக்குத் திரும்பு',
  },
  signIn: {
    title: 'தயவுசெய்து உள்நுழையவும்',
    toSeeOrders: 'உங்கள் ஆர்டர்களைப் பார்க்க, உங்கள் கைபேசி இலக்கத்துடன் (பக்கத்தின் மேலே) உள்நுழையவும்.',
    toAdmin: 'நிர்வாகத் திரைகளுக்கு நிர்வாகி ஒருவரின் கணக்கு தேவை. நிர்வாகியின் கைபேசி இலக்கத்துடன் (பக்கத்தின் மேலே) உள்நுழையவும்.',
  },
  myOrders: {
    title: 'எனது ஆர்டர்கள்',
    none: 'உங்களிடம் இதுவரை ஆர்டர்கள் எதுவும் இல்லை.',
    startShopping: 'வாங்கத் தொடங்கு',
    tableLabel: 'உங்கள் ஆர்டர்கள்',
    caption: 'உங்கள் ஆர்டர்கள், புதியவை முதலில்',
    order: 'ஆர்டர்',
    date: 'திகதி',
    status: 'நிலை',
    payment: 'கட்டணம்',
    total: 'மொத்தம்',
    statuses: {
      pending: 'பணம் செலுத்தச் செல்ல வேண்டும்',
      placed: 'ஆர்டர் செய்யப்பட்டது',
      paid: 'செலுத்தப்பட்டது',
      shipped: 'அனுப்பப்பட்டது',
      delivered: 'விநியோகிக்கப்பட்டது',
    },
    awaitingPayment: 'கட்டணத்துக்காகக் காத்திருக்கிறது',
    payments: {
      card: checkoutMessages.cardPayment,
      bank_transfer: checkoutMessages.bankTransfer,
      cod: checkoutMessages.cashOnDelivery,
    },
  },
  admin: {
    admin: 'நிர்வாகம்',
    sales: 'விற்பனை',
    createCoupon: adminMessages.createCoupon,
    editCoupon: adminMessages.editCoupon,
    createParcelTitle: adminMessages.createParcel,
    order: 'ஆர்டர்',
    notAllowed: 'அனுமதி இல்லை',
    forbidden: 'இந்தப் பக்கம் கடையின் நிர்வாகிகளுக்கு மட்டுமே',
    signedInAs: (name: string) => html`நீங்கள் வாடிக்கையாளரான ${name} ஆக உள்நுழைந்துள்ளீர்கள்.`,
    backToShop: 'கடைக்குத் திரும்பு',
    coupons: 'கூப்பன்கள்',
    couponsCaption: 'கூப்பன்கள், புதியவை முதலில்',
    couponTitle: 'தலைப்பு',
    code: 'குறியீடு',
    discount: 'தள்ளுபடி',
    used: 'பயன்படுத்தியவை',
    ends: 'முடிவு',
    actions: 'செயல்கள்',
    usedOf: (used: string, limit: string) => `${limit} இல் ${used}`,
    noExpiry: 'காலாவதி இல்லை',
    edit: 'திருத்து',
    recentOrders: 'அண்மைய ஆர்டர்கள்',
    recentOrdersCaption: 'அண்மைய ஆர்டர்கள், புதியவை முதலில்',
    customer: 'வாடிக்கையாளர்',
    date: 'திகதி',
    total: 'மொத்தம்',
    parcel: 'பொதி',
    parcelMade: 'பொதி உருவாக்கப்பட்டது',
    notPlacedYet: 'இன்னும் ஆர்டர் செய்யப்படவில்லை',
    createParcel: 'பொதியை உருவாக்கு',
    forOrder: (id: string) => `ஆர்டர் #${id} இற்கு`,
    customerPlaced: (name: string, date: string) => html`வாடிக்கையாளர்: <strong>${name}</strong> · ஆர்டர் செய்த திகதி: ${date}`,
    noParcelYet: 'இந்த ஆர்டர் இன்னும் செய்யப்படாததால், பொதியை உருவாக்க முடியாது.',
    weight: 'நிறை',
    description: 'விளக்கம்',
    recipient: 'பெறுநர்',
    contact1: 'தொடர்பு இலக்கம் 1',
    contact2: 'தொடர்பு இலக்கம் 2',
    address: 'முகவரி',
    amount: 'தொகை',
    exchange: 'மாற்றீடு',
    created: 'உருவாக்கிய திகதி',
    yes: 'ஆம்',
    no: 'இல்லை',
  },
} satisfies DemoTexts;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
