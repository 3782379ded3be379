/** SPEC §2 coupon carousel, §5, §8, §9. Texts not quoted from the SPEC are marked "ours". */
export const couponMessages = {
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

  // Ours: the product page's coupon carousel.
  heading: 'Coupons',
  loading: 'Loading coupons…',
  none: 'No coupons for this product right now.',
  codeLabel: 'Code',
  copy: 'Copy',
  /** The Copy button's name when a coupon is shown; starts with its visible text (WCAG 2.5.3). */
  copyCode: (code: string) => `Copy code ${code}`,
  copied: (code: string) => `Code ${code} copied.`,
  percentOff: (percent: number) => `${percent}% off`,
  /** `amount` is formatted LKR, e.g. "LKR 500.00". */
  amountOff: (amount: string) => `${amount} off`,
  percentOffUpTo: (percent: number, amount: string) => `${percent}% off, up to ${amount}`,
  minimumSpend: (amount: string) => `Min. order ${amount}`,
  slideLabel: (n: number, total: number) => `Coupon ${n} of ${total}`,
  showSlide: (n: number, total: number) => `Show coupon ${n} of ${total}`,
  pauseRotation: 'Pause coupons',
  playRotation: 'Play coupons',
} as const;
