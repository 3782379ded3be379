import { useEffect, useState } from 'react';
import { getProductCoupons, type ProductCoupon } from './api';
import { logFailure } from '../../shared/core/log';

/**
 * The product's coupons (SPEC §7 `GET /products/{id}/coupons`): null while loading. A failure
 * is silent (SPEC §8): logged, and the panel shows no coupons.
 */
export function useCoupons(productId: number): readonly ProductCoupon[] | null {
  const [coupons, setCoupons] = useState<readonly ProductCoupon[] | null>(null);
  useEffect(() => {
    let current = true;
    getProductCoupons(productId).then(
      (list) => {
        if (current) setCoupons(list);
      },
      (error: unknown) => {
        logFailure('coupons of a product could not be loaded', error);
        if (current) setCoupons([]);
      },
    );
    return () => {
      current = false;
    };
  }, [productId]);
  return coupons;
}
