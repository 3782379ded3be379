import { useState } from 'react';
import { NO_IMAGE_URL } from '../constants';
import { productImageUrl } from '../urls';

/**
 * A product's small picture beside its name (cart rows, Selected Products, search suggestions):
 * decorative, since the name follows (its alt would repeat it), loaded lazily at a fixed size so
 * nothing jumps, and the shop's fallback when the image is missing or fails (SPEC §2, §3).
 */
export function ProductThumb({ image, size, className }: { image: string | null; size: number; className: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed ? NO_IMAGE_URL : productImageUrl(image)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
