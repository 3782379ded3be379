import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../../shared/core/stores/auth';
import { cartCount } from '../../../shared/core/stores/cart';
import { moveGuestCartToServer } from '../../../widgets/login-modal/cart-merge';
import { addToGuestCart, clearGuestCart, guestCart } from '../../../shared/core/stores/guest-cart';
import { startBackend } from '../../helpers/backend';

const backend = startBackend();
const KASUN = 4;

function line(quantity: number) {
  const product = backend.store.data.products.find((p) => p.is_active && p.variations.some((v) => v.quantity >= 5))!;
  const variation = product.variations.find((v) => v.quantity >= 5)!;
  return {
    product_id: product.id,
    product_name: product.name,
    image_name: null,
    variation_name: variation.name,
    price: variation.price,
    quantity,
    subtotal: variation.price * quantity,
  };
}

const rows = () => backend.store.data.cartItems.filter((row) => row.user_id === KASUN);

beforeEach(async () => {
  clearGuestCart();
  localStorage.removeItem('guestCartMergeKey');
  await backend.signInAs(KASUN);
  setAuth({ status: 'user', user: { id: KASUN, name: 'Kasun', is_admin: false } });
  backend.store.data.cartItems = backend.store.data.cartItems.filter((row) => row.user_id !== KASUN);
});

describe('moving the guest cart into the server cart', () => {
  it('moves once however often it is asked at the same time', async () => {
    addToGuestCart(line(2));
    const [first, second] = await Promise.all([moveGuestCartToServer(), moveGuestCartToServer()]);
    expect(first).toEqual(second);
    expect(rows()).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(guestCart.value).toEqual([]);
    expect(cartCount.value).toBe(1);
  });

  it('sends the same key again after a failure, and a fresh one for other lines', async () => {
    addToGuestCart(line(1));
    backend.fault({ method: 'POST', route: '/cart/merge', status: 503 });
    expect(await moveGuestCartToServer()).toBeNull();
    const kept = localStorage.getItem('guestCartMergeKey');
    expect(kept).toMatch(/^\w+:[\w-]{16,64}$/);
    expect(guestCart.value).toHaveLength(1);
    expect(await moveGuestCartToServer()).toBeNull();
    expect(localStorage.getItem('guestCartMergeKey')).toBe(kept);

    addToGuestCart(line(1));
    expect(await moveGuestCartToServer()).toBeNull();
    expect(localStorage.getItem('guestCartMergeKey')).not.toBe(kept);
    backend.faults.clear();
    expect((await moveGuestCartToServer())?.count).toBe(1);
    expect(rows()).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(localStorage.getItem('guestCartMergeKey')).toBeNull();
  });

  it('does nothing without lines, and survives a corrupted key in storage', async () => {
    expect(await moveGuestCartToServer()).toBeNull();
    localStorage.setItem('guestCartMergeKey', '<script>');
    addToGuestCart(line(1));
    expect((await moveGuestCartToServer())?.count).toBe(1);
  });
});
