/**
 * The demo shop's own texts in Sinhala (en.ts says what they are). Terms of docs/glossary.md;
 * a button or link asks, as the kit's do ("…න්න"). The kit's texts come from the kit's Sinhala
 * modules (those used here need no plural rule: the modules' `plural` is the build's).
 */
import { html } from '../../../first-draws/html';
import * as adminMessages from '../../../shared/admin-texts/messages.si';
import * as listingMessages from '../../../shared/cards/messages/listing.si';
import { months } from '../../../shared/core/messages/months.si';
import * as filterMessages from '../../../shared/filters/messages/filters.si';
import * as homeMessages from '../../../shared/home/messages/home.si';
import * as checkoutMessages from '../../../shared/placement/messages/checkout.si';
import * as guestMessages from '../../../widgets/guest-checkout/messages.si';
import * as orderMessages from '../../../widgets/order-checkout/messages.si';
import { shopDate } from './dates';
import type { DemoTexts, en } from './en';
import type { Holds, SameTexts } from '../../../shared/core/messages/same-texts';

/** "2026 නොවැම්බර් 21": year, month, day, as Sinhala writes a date (the kit's reviews do too). */
const date = (moment: Date) => {
  const { year, month, day } = shopDate(moment);
  return `${year} ${months[month]} ${day}`;
};

export const si = {
  dates: {
    date,
    dateTime: (moment: Date) => `${date(moment)}, ${shopDate(moment).time}`,
  },
  layout: {
    skipLink: 'අන්තර්ගතයට යන්න',
    mainNav: 'ප්‍රධාන මෙනුව',
    home: 'මුල් පිටුව',
    catalogue: 'විජට් නාමාවලිය',
    dashboard: 'පාලක පුවරුව',
    footer: 'Serendib Store · කොළඹ, ශ්‍රී ලංකාව',
    description: 'Serendib Store: ශ්‍රී ලංකාව පුරා අන්තර්ජාලය හරහා මිලදී ගන්න.',
    breadcrumb: 'පිටුවේ පිහිටීම',
  },
  home: {
    hero: 'දිවයින පුරා බෙදාහැරීම, භාණ්ඩ ලැබෙන විට මුදලින් ගෙවීම, සහ රුපියල්වලින් මිල',
    intro:
      'මහනුවර තේ සිට කොළඹ ඉලෙක්ට්‍රොනික උපකරණ දක්වා: ශ්‍රී ලාංකිකයන් ප්‍රිය කරන භාණ්ඩ මිලදී ගන්න. වැඩ කරන දින 1 සිට 3 දක්වා කාලයක් තුළ ඒවා ඔබගේ දොරකඩටම බෙදාහරිනු ලැබේ.',
    listingTitle: homeMessages.justForYou,
  },
  notFound: {
    title: 'පිටුව හමු නොවීය',
    heading: 'අපට එම පිටුව සොයාගත නොහැකි විය',
    text: 'සබැඳිය පැරණි විය හැක, නැතහොත් පිටුව වෙනත් තැනකට ගෙන ගොස් තිබිය හැක.',
    backHome: 'මුල් පිටුවට ආපසු යන්න',
    backToDashboard: 'පාලක පුවරුවට ආපසු යන්න',
  },
  filters: {
    allCollections: 'සියලු සංග්‍රහ',
    search: 'සෙවීම',
    searchFor: (keyword: string) => `සෙවීම: ${keyword}`,
    allProducts: filterMessages.allProducts,
    results: listingMessages.results,
  },
  titles: {
    cart: 'කරත්තය',
    wishlist: 'මගේ ප්‍රිය ලැයිස්තුව',
    guestCheckout: guestMessages.title,
    orderCheckout: orderMessages.title,
  },
  order: {
    title: (id: string) => `ඇණවුම #${id}`,
    waiting: 'ඔබගේ ඇණවුම ගෙවීම සඳහා රැඳී ඇත',
    thankYou: 'ඔබගේ ඇණවුමට ස්තූතියි!',
    number: (id: string) => html`ඇණවුම් අංකය: <strong>#${id}</strong>`,
    payCash: (total: string) => html`ඔබගේ ඇණවුම ලැබෙන විට ගෙවීමට කරුණාකර ${total} මුදලින් සූදානම් කර තබන්න.`,
    cardPending: 'ඔබගේ කාඩ්පත් ගෙවීම තවම සම්පූර්ණ කර නැත.',
    payNow: 'දැන් ගෙවන්න',
    cardReceived: (total: string) => html`කාඩ්පතින් ගෙවූ ${total} ලැබුණි.`,
    payByTransfer: (total: string, id: string) =>
      html`කරුණාකර ${total} මෙම ගිණුම්වලින් එකකට මාරු කර, යොමුව ලෙස ඔබගේ ඇණවුම් අංකය #${id} සඳහන් කරන්න. මාරු කළ මුදල ලැබුණු පසු අපි ඔබගේ ඇණවුම තහවුරු කරන්නෙමු.`,
    noBankDetails: checkoutMessages.noBankDetails,
    accountNumber: (number: string) => html`ගිණුම් අංකය ${number}`,
    shippingTo: (nickname: string, place: string) => html`<strong>${nickname}</strong> ලිපිනයට බෙදාහරිනු ලැබේ: ${place}`,
    itemsCaption: 'අයිතම',
    item: 'අයිතමය',
    quantity: 'ප්‍රමාණය',
    amount: 'මුදල',
    productFallback: (id: string) => `නිෂ්පාදනය ${id}`,
    subtotal: 'උප එකතුව',
    shipping: 'බෙදාහැරීමේ ගාස්තුව',
    discount: 'වට්ටම',
    total: 'මුළු එකතුව',
    continueShopping: 'දිගටම මිලදී ගන්න',
    viewMyOrders: orderMessages.viewMyOrders,
  },
  gateway: {
    title: 'කාඩ්පතින් ගෙවීම',
    standIn: 'මෙම පිටුව බැංකුවේ කාඩ්පත් ගෙවීම් පිටුව වෙනුවට පෙන්වයි. කිසිදු කාඩ්පතකින් මුදල් අය නොකෙරේ.',
    amountToPay: (amount: string) => html`ගෙවිය යුතු මුදල: <strong>${amount}</strong>`,
    pay: 'ගෙවන්න',
    cancel: 'අවලංගු කරන්න',
    cancelledTitle: 'ගෙවීම අවලංගු කරන ලදී',
    cancelledText: 'ඔබගේ කාඩ්පතින් මුදල් අය කර නැත. ඔබගේ කරත්තය ඔබ තැබූ ආකාරයටම ඇත.',
    backToCheckout: 'ගෙවීමට ආපසු යන්න',
  },
  signIn: {
    title: 'කරුණාකර ඇතුළු වන්න',
    toSeeOrders: 'ඔබගේ ඇණවුම් බැලීමට, ඔබගේ ජංගම දුරකථන අංකයෙන් (පිටුවේ ඉහළින්) ඇතුළු වන්න.',
    toAdmin: 'පරිපාලන තිර සඳහා පරිපාලකයෙකුගේ ගිණුමක් අවශ්‍යයි. පරිපාලකගේ ජංගම දුරකථන අංකයෙන් (පිටුවේ ඉහළින්) ඇතුළු වන්න.',
  },
  myOrders: {
    title: 'මගේ ඇණවුම්',
    none: 'ඔබට තවම ඇණවුම් නැත.',
    startShopping: 'මිලදී ගැනීම අරඹන්න',
    tableLabel: 'ඔබගේ ඇණවුම්',
    caption: 'ඔබගේ ඇණවුම්, අලුත්ම ඒවා මුලින්',
    order: 'ඇණවුම',
    date: 'දිනය',
    status: 'තත්ත්වය',
    payment: 'ගෙවීම',
    total: 'මුළු එකතුව',
    statuses: {
      pending: 'ගෙවීමට යාමට ඇත',
      placed: 'තබා ඇත',
      paid: 'ගෙවා ඇත',
      shipped: 'යවා ඇත',
      delivered: 'බෙදාහැර ඇත',
    },
    awaitingPayment: 'ගෙවීම බලාපොරොත්තුවෙන්',
    payments: {
      card: checkoutMessages.cardPayment,
      bank_transfer: checkoutMessages.bankTransfer,
      cod: checkoutMessages.cashOnDelivery,
    },
  },
  admin: {
    admin: 'පරිපාලනය',
    sales: 'විකුණුම්',
    createCoupon: adminMessages.createCoupon,
    editCoupon: adminMessages.editCoupon,
    createParcelTitle: adminMessages.createParcel,
    order: 'ඇණවුම',
    notAllowed: 'අවසර නැත',
    forbidden: 'මෙම පිටුව සාප්පුවේ පරිපාලකයන් සඳහා පමණි',
    signedInAs: (name: string) => html`ඔබ ඇතුළු වී ඇත්තේ ${name} නම් පාරිභෝගිකයා ලෙසයි.`,
    backToShop: 'සාප්පුවට ආපසු යන්න',
    coupons: 'කූපන',
    couponsCaption: 'කූපන, අලුත්ම ඒවා මුලින්',
    couponTitle: 'මාතෘකාව',
    code: 'කේතය',
    discount: 'වට්ටම',
    used: 'භාවිත කළ',
    ends: 'අවසන් වේ',
    actions: 'ක්‍රියා',
    usedOf: (used: string, limit: string) => `${limit}න් ${used}`,
    noExpiry: 'කල් ඉකුත් වීමක් නැත',
    edit: 'සංස්කරණය කරන්න',
    recentOrders: 'මෑත ඇණවුම්',
    recentOrdersCaption: 'මෑත ඇණවුම්, අලුත්ම ඒවා මුලින්',
    customer: 'පාරිභෝගිකයා',
    date: 'දිනය',
    total: 'මුළු එකතුව',
    parcel: 'පාර්සලය',
    parcelMade: 'පාර්සලය සාදා ඇත',
    notPlacedYet: 'තවම තබා නැත',
    createParcel: 'පාර්සලය සාදන්න',
    forOrder: (id: string) => `ඇණවුම #${id} සඳහා`,
    customerPlaced: (name: string, date: string) => html`පාරිභෝගිකයා: <strong>${name}</strong> · තැබූ දිනය: ${date}`,
    noParcelYet: 'මෙම ඇණවුම තවම තබා නැති බැවින්, පාර්සලයක් සෑදිය නොහැක.',
    weight: 'බර',
    description: 'විස්තරය',
    recipient: 'ලබන්නා',
    contact1: 'සම්බන්ධතා අංකය 1',
    contact2: 'සම්බන්ධතා අංකය 2',
    address: 'ලිපිනය',
    amount: 'මුදල',
    exchange: 'හුවමාරුව',
    created: 'සෑදූ දිනය',
    yes: 'ඔව්',
    no: 'නැත',
  },
} satisfies DemoTexts;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
