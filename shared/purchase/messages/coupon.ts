/** SPEC §2 coupon carousel, §5, §8, §9. Texts not quoted from the SPEC are marked "ours". */
export const copyNone = 'No coupon available to copy.';
export const copyFailed = 'Failed to copy the coupon code. Please try again.';
export const daysLeft = (n: number) => `${n} days left`;
export const expired = 'Expired';
export const noExpiration = 'No Expiration';
export const applied = (title: string) => `${title} Coupon applied!`;
export const minimumOrder = (amount: string) =>
  `This coupon requires a minimum order value of LKR. ${amount}.`;
export const invalid = 'Invalid coupon code.';
export const couponApplied = 'Coupon Applied';
// Ours: the product page's coupon carousel.
export const heading = 'Coupons';
export const loading = 'Loading coupons…';
export const none = 'No coupons for this product right now.';
export const codeLabel = 'Code';
export const copy = 'Copy';
/** The Copy button's name when a coupon is shown; starts with its visible text (WCAG 2.5.3). */
export const copyCode = (code: string) => `Copy code ${code}`;
export const copied = (code: string) => `Code ${code} copied.`;
export const percentOff = (percent: number) => `${percent}% off`;
/** `amount` is formatted LKR, e.g. "LKR 500.00". */
export const amountOff = (amount: string) => `${amount} off`;
export const percentOffUpTo = (percent: number, amount: string) => `${percent}% off, up to ${amount}`;
export const minimumSpend = (amount: string) => `Min. order ${amount}`;
export const slideLabel = (n: number, total: number) => `Coupon ${n} of ${total}`;
export const showSlide = (n: number, total: number) => `Show coupon ${n} of ${total}`;
export const pauseRotation = 'Pause coupons';
export const playRotation = 'Play coupons';

// Ours: the checkouts' coupon box (SPEC §2 "coupon input with Apply").
export const inputLabel = 'Coupon code';
export const apply = 'Apply';
export const enterCode = 'Enter a coupon code.';
/** Ours: what the coupons' carousel and each of its slides are, as assistive technology says it (aria-roledescription). */
export const carouselRole = 'carousel';
export const slideRole = 'slide';
