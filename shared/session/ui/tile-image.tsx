import { useState } from 'react';
import { safeHref } from '../../core/urls';
import './tile-image.css';

/**
 * A decorative picture from data (its name is the text beside it), lazy, with its intrinsic
 * size so nothing shifts while it loads. A missing, unsafe or broken source shows `fallback`
 * (a product's /profile/no_image.jpg, SPEC §2), or a neutral tile when there is none.
 */
export function TileImage({
  src,
  fallback = null,
  size,
  className,
}: {
  src: string | null;
  fallback?: string | null;
  size: number;
  className: string;
}) {
  const wanted = safeHref(src);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = wanted !== null && failed !== wanted ? wanted : fallback;
  if (shown === null) return <span className={`shop-tile-image--none ${className}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={shown}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown === wanted) setFailed(wanted);
      }}
    />
  );
}
