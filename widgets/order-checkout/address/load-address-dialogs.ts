import { withStyles } from '../../../shared/core/runtime/assets';

/**
 * The panel's modals (address-dialogs.tsx) with their stylesheet, loaded when first wanted:
 * most visits never change the address, and the form's HTML sanitiser is large.
 */
export const loadAddressDialogs = () =>
  withStyles('order-checkout', 'address-dialogs', () => import('./address-dialogs'));
