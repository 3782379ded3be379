/** Tamil of ./checkout.ts (terms: docs/glossary.md). */
import type * as en from './checkout';
import type * as ta from './checkout.ta';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const cardPayment = 'அட்டை மூலம் கட்டணம்';
export const bankTransfer = 'வங்கிப் பரிமாற்றம்';
export const cashOnDelivery = 'பொருள் கிடைக்கும்போது பணம்';
export const placeOrder = 'ஆர்டர் செய்';
export const confirmOrder = 'ஆர்டரை உறுதிசெய்';
export const bankTransferDone = 'வங்கிப் பரிமாற்றத்தை முடித்துவிட்டேன்';
export const noBankDetails = 'வங்கி விவரங்கள் எதுவும் இல்லை.';
export const selectedProducts = 'தெரிவுசெய்த பொருட்கள்';
export const placeFailed = 'ஆர்டர் செய்ய முடியவில்லை. தயவுசெய்து மீண்டும் முயற்சிக்கவும்.';
export const placeUnanswered =
  'உரிய நேரத்தில் பதில் கிடைக்கவில்லை, எனவே உங்கள் ஆர்டர் செய்யப்பட்டிருக்கலாம். மீண்டும் ஆர்டர் செய்தாலும் அது இரண்டு முறை செய்யப்படாது.';
export const countryNotServed = 'நாங்கள் இலங்கைக்குள் மட்டுமே விநியோகிக்கிறோம்.';
export const paymentMethod = 'கட்டண முறை';
export const chooseMethod = 'உங்கள் ஆர்டரைச் செய்ய ஒரு கட்டண முறையைத் தெரிவுசெய்யவும்.';
export const couponDiscount = 'கூப்பன் தள்ளுபடி';
export const quantity = (n: number) => `எண்ணிக்கை: ${n}`;
export const weight = (kg: string, quantity: number, lineKg: string) =>
  quantity === 1 ? `நிறை: ${kg} kg` : `நிறை: ${lineKg} kg (ஒவ்வொன்றும் ${kg} kg)`;
export const placingOrder = 'உங்கள் ஆர்டர் செய்யப்படுகிறது…';
export const bankTransferIntro = (total: string) =>
  `தயவுசெய்து இந்தக் கணக்குகளில் ஒன்றுக்கு ${total} பரிமாற்றம் செய்து, பின்னர் எங்களுக்குத் தெரிவிக்கவும்.`;
export const loadingBankDetails = 'வங்கி விவரங்கள் ஏற்றப்படுகின்றன…';
export const accountHolder = 'கணக்கு உரிமையாளர்';
export const bank = 'வங்கி';
export const branch = 'கிளை';
export const accountNumber = 'கணக்கு இலக்கம்';
export const bankEmail = 'மின்னஞ்சல்';
export const bankAddress = 'முகவரி';
export const codConfirm = (total: string) =>
  `உங்கள் ஆர்டர் வந்துசேரும்போது ${total} பணமாகச் செலுத்துவீர்கள். ஆர்டர் செய்யலாமா?`;
export const backToCart = 'கூடைக்குத் திரும்பு';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
