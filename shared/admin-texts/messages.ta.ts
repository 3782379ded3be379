/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import { plural } from '../core/messages/plural';
import type { Holds, SameTexts } from '../core/messages/same-texts';

/**
 * A picker's list name (couponForm.categories, .collections, .brands: plurals in -கள்) as the
 * object of a verb (-களை), or null for a name of another form.
 */
const asObject = (list: string): string | null => (list.endsWith('கள்') ? `${list.slice(0, -1)}ை` : null);

export const createCoupon = 'புதிய கூப்பனை உருவாக்கு';
export const editCoupon = 'கூப்பனைத் திருத்து';
export const updateCoupon = 'கூப்பனைப் புதுப்பி';
export const generate = 'உருவாக்கு';
export const noProductsSelected = 'எந்தப் பொருளும் தெரிவுசெய்யப்படவில்லை.';
export const invalidDiscount = 'தயவுசெய்து சரியான தள்ளுபடி மதிப்பை உள்ளிடவும்.';
export const minOrderNegative = 'குறைந்தபட்ச ஆர்டர் மதிப்பு பூச்சியத்திலும் குறைவாக இருக்க முடியாது.';
export const maxDiscountNegative = 'அதிகபட்ச தள்ளுபடி மதிப்பு பூச்சியத்திலும் குறைவாக இருக்க முடியாது.';
export const usageLimitMin = 'பயன்பாட்டு வரம்பு குறைந்தது 1 ஆக இருக்க வேண்டும்.';
export const endBeforeStart = 'முடிவுத் திகதி ஆரம்பத் திகதிக்குப் பின்னர் இருக்க வேண்டும்.';
export const couponCodeInvalid = 'குறியீடு 5 முதல் 20 வரையான பெரிய எழுத்துகளாக அல்லது இலக்கங்களாக இருக்க வேண்டும்.';
export const couponTitleRequired = 'தலைப்பு அவசியம்.';
export const couponTitleTooLong = 'தலைப்பு 255 எழுத்துகள் அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.';
export const dateInvalid = 'சரியான திகதியையும் நேரத்தையும் உள்ளிடவும்.';
export const minOrderNotNumber = 'குறைந்தபட்ச ஆர்டர் மதிப்பு 1500 போன்ற ஓர் இலக்கமாக இருக்க வேண்டும்.';
export const maxDiscountNotNumber = 'அதிகபட்ச தள்ளுபடி மதிப்பு 500 போன்ற ஓர் இலக்கமாக இருக்க வேண்டும்.';
export const usageLimitNotWhole = 'பயன்பாட்டு வரம்பு 100 போன்ற ஒரு முழு இலக்கமாக இருக்க வேண்டும்.';
export const validationFailed = 'சரிபார்ப்பு தோல்வியடைந்தது. தயவுசெய்து உள்ளிட்டவற்றைச் சரிபார்க்கவும்.';
export const createFailed = 'கூப்பனை உருவாக்க முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const updateFailed = 'கூப்பனைப் புதுப்பிக்க முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const unexpectedResponse = 'சேவையகத்திலிருந்து எதிர்பாராத பதில் வந்தது. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const couponCreated = 'கூப்பன் உருவாக்கப்பட்டது.';
export const couponUpdated = 'கூப்பன் புதுப்பிக்கப்பட்டது.';

export const couponForm = {
  title: 'கூப்பன் தலைப்பு',
  code: 'கூப்பன் குறியீடு',
  codeHint: '5 முதல் 20 வரையான பெரிய எழுத்துகள் அல்லது இலக்கங்கள்.',
  productSearch: 'பெயர் மூலம் பொருட்களைச் சேர்',
  productSearchHint: 'குறைந்தது 2 எழுத்துகளைத் தட்டச்சு செய்து, பட்டியலிலிருந்து ஒரு பொருளைத் தெரிவுசெய்யவும்.',
  suggestions: 'சேர்க்கக்கூடிய பொருட்கள்',
  suggestionsShown: (n: number) =>
    plural(
      n,
      `${n} பொருள் கண்டறியப்பட்டது. அதைத் தெரிவுசெய்ய அம்புக்குறி விசைகளைப் பயன்படுத்தவும்.`,
      `${n} பொருட்கள் கண்டறியப்பட்டன. ஒன்றைத் தெரிவுசெய்ய அம்புக்குறி விசைகளைப் பயன்படுத்தவும்.`,
    ),
  productAdded: (name: string) => `${name} தெரிவுசெய்த பொருட்களில் சேர்க்கப்பட்டது.`,
  pickersLabel: 'வகை, தொகுப்பு அல்லது வர்த்தகநாமம் மூலம் பொருட்களைச் சேர்',
  categories: 'வகைகள்',
  collections: 'தொகுப்புகள்',
  brands: 'வர்த்தகநாமங்கள்',
  pickerSearch: (list: string) => {
    const object = asObject(list);
    return object === null ? `தேடு: ${list}` : `${object}த் தேடு`;
  },
  pickerTicked: (n: number) => plural(n, `${n} குறியிடப்பட்டுள்ளது`, `${n} குறியிடப்பட்டுள்ளன`),
  pickerNoMatch: 'எதுவும் பொருந்தவில்லை.',
  pickerLoading: (list: string) => `${list} ஏற்றப்படுகின்றன…`,
  pickerFailed: (list: string) => {
    const object = asObject(list);
    return object === null ? `${list}: ஏற்ற முடியவில்லை.` : `${object} ஏற்ற முடியவில்லை.`;
  },
  pickerAdded: (name: string, n: number) =>
    plural(n, `${name}: ${n} பொருள் தெரிவுசெய்யப்பட்டது.`, `${name}: ${n} பொருட்கள் தெரிவுசெய்யப்பட்டன.`),
  pickerRemoved: (name: string) => `${name}: அதன் பொருட்கள் தெரிவிலிருந்து அகற்றப்பட்டன.`,
  pickerAddFailed: (name: string) => `${name} இன் பொருட்களைச் சேர்க்க முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.`,
  discountType: 'தள்ளுபடி முறை',
  percentage: 'சதவீதம்',
  fixed: 'நிலையான தொகை',
  discountValue: 'தள்ளுபடி மதிப்பு',
  usageLimit: 'பயன்பாட்டு வரம்பு',
  usageLimitHint: 'கூப்பனைப் பயன்படுத்தக்கூடிய ஆர்டர்களின் எண்ணிக்கை.',
  minOrderValue: 'குறைந்தபட்ச ஆர்டர் மதிப்பு',
  maxDiscountValue: 'அதிகபட்ச தள்ளுபடி மதிப்பு',
  amountHint: 'LKR. விரும்பினால் மட்டும்: எதுவும் வேண்டாமெனில் வெறுமையாக விடவும்.',
  startDate: 'ஆரம்பத் திகதியும் நேரமும்',
  endDate: 'முடிவுத் திகதியும் நேரமும்',
  endDateHint: 'விரும்பினால் மட்டும்: காலாவதி வேண்டாமெனில் வெறுமையாக விடவும்.',
  shopTime: 'இலங்கை நேரம்.',
  showOnProducts: 'பொருட்களில் காட்டு',
  showOnProductsHint: 'கூப்பன் அதன் பொருட்களின் பக்கங்களில் தோன்றும்.',
  create: 'கூப்பனை உருவாக்கு',
  saving: 'சேமிக்கப்படுகிறது…',
  selectedProducts: 'தெரிவுசெய்த பொருட்கள்',
  removeProduct: (name: string) => `அகற்று: ${name}`,
  loading: 'கூப்பன் ஏற்றப்படுகிறது…',
  loadFailed: 'கூப்பனை ஏற்ற முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.',
  notFound: 'இந்தக் கூப்பனைக் கண்டுபிடிக்க முடியவில்லை. அது நீக்கப்பட்டிருக்கலாம்.',
} as const;
export const parcel = {
  weightRequired: 'நிறை அவசியம்.',
  descriptionRequired: 'பொதியின் விளக்கம் அவசியம்.',
  recipientNameRequired: 'பெறுநரின் பெயர் அவசியம்.',
  contact1Required: 'பெறுநரின் தொடர்பு இலக்கம் 1 அவசியம்.',
  addressRequired: 'பெறுநரின் முகவரி அவசியம்.',
  cityRequired: 'பெறுநரின் நகரம் அவசியம்.',
  amountRequired: 'தொகை அவசியம்.',
  productsRequired: 'தயவுசெய்து குறைந்தது ஒரு பொருளையாவது தெரிவுசெய்யவும்.',
  descriptionTooLong: 'பொதியின் விளக்கம் 255 எழுத்துகள் அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.',
  recipientNameTooLong: 'பெறுநரின் பெயர் 255 எழுத்துகள் அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.',
  addressTooLong: 'பெறுநரின் முகவரி 255 எழுத்துகள் அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.',
  cityTooLong: 'பெறுநரின் நகரம் 255 எழுத்துகள் அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.',
  failed: 'பொதியை உருவாக்க முடியவில்லை.',
  error: 'பொதியை உருவாக்கும்போது ஒரு பிழை ஏற்பட்டது.',
} as const;

export const parcelTitle = (orderId: number) => `ஆர்டர் #${orderId} இற்கு ஒரு பொதியை உருவாக்கு`;
export const parcelLoading = 'ஆர்டர் ஏற்றப்படுகிறது…';
export const orderLoadFailed = 'ஆர்டர் விவரங்களை ஏற்ற முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const orderNoProducts = 'இந்த ஆர்டருக்கான பொருட்கள் எதுவும் கிடைக்கவில்லை.';
export const orderNotFound = 'இந்த ஆர்டரைக் கண்டுபிடிக்க முடியவில்லை.';
export const parcelSection = 'பொதி';
export const recipientSection = 'பெறுநர்';
export const deliverySection = 'விநியோகத்தின்போது';
export const productsSection = 'இந்தப் பொதியிலுள்ள பொருட்கள்';
export const weightLabel = 'நிறை';
export const weightChoose = 'நிறையைத் தெரிவுசெய்';
export const weightChoice = (kg: number) => `${kg} kg`;
export const descriptionLabel = 'பொதியின் விளக்கம்';
export const descriptionHint = 'பொதியில் உள்ளவை, கூரியர் அவற்றை விவரிக்க வேண்டியவாறு.';
export const recipientNameLabel = 'பெறுநரின் பெயர்';
export const contact1Label = 'பெறுநரின் தொடர்பு இலக்கம் 1';
export const contact1Hint = 'விநியோக முகவரியிலிருந்து: கூரியர் அழைக்கும் இலக்கம்.';
export const contact2Label = 'பெறுநரின் தொடர்பு இலக்கம் 2';
export const optional = '(விரும்பினால்)';
export const recipientAddressLabel = 'பெறுநரின் முகவரி';
export const recipientCityLabel = 'பெறுநரின் நகரம்';
export const amountLabel = 'தொகை (LKR)';
export const amountHint = (orderTotal: string, ticked: string) =>
  `ஆர்டரின் மொத்தம்: ${orderTotal}; குறியிட்ட பொருட்களின் மொத்தம்: ${ticked}.`;
export const exchangeLabel = 'மாற்றீடு';
export const exchangeHint = 'கூரியர் பெறுநரிடமிருந்து மாற்றீடாக ஒரு பொருளையும் பெற்றுக்கொள்வார்.';
export const productLine = (name: string, quantity: number) => `${name} × ${quantity}`;
export const productAmountLabel = (name: string) => `${name} இற்கான தொகை (LKR)`;
export const productAmountInvalid = 'இந்தப் பொருளின் தொகையை உள்ளிடவும்: 0 அல்லது அதற்கு மேல்.';
export const createParcel = 'பொதியை உருவாக்கு';

export const unanswered = {
  couponCreated:
    'உரிய நேரத்தில் பதில் கிடைக்கவில்லை, எனவே கூப்பன் உருவாக்கப்பட்டிருக்கலாம். மீண்டும் சேமித்தாலும் அது இரண்டு முறை உருவாக்கப்படாது.',
  couponUpdated:
    'உரிய நேரத்தில் பதில் கிடைக்கவில்லை, எனவே கூப்பன் புதுப்பிக்கப்பட்டிருக்கலாம். சேமிக்கப்பட்டதைக் காண பக்கத்தை மீண்டும் ஏற்றவும்.',
  parcelCreated:
    'உரிய நேரத்தில் பதில் கிடைக்கவில்லை, எனவே பொதி உருவாக்கப்பட்டிருக்கலாம். மீண்டும் உருவாக்கினாலும் இரண்டாவது பொதி உருவாகாது.',
} as const;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
