/** SPEC §2 coupon carousel, §5, §8, §9. */
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
} as const;
