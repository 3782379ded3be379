import { useState } from 'react';
import { safeHref } from '../../core/urls';
import './tile-image.css';

/**
 * A decorative picture from data (its name is the text beside it), lazy unless `eager` (a
 * picture in view when the page opens: lazy, it would start only after the first layout and
 * paint late, as the page's largest paint), with its intrinsic size so nothing shifts while it
 * loads. A missing, unsafe or broken source shows `fallback`
 * (a product's /profile/no_image.jpg, SPEC §2), or a neutral tile when there is none.
 */
export function TileImage({
  src,
  fallback = null,
  size,
  className,
  eager = false,
}: {
  src: string | null;
  fallback?: string | null;
  size: number;
  className: string;
  eager?: boolean;
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
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      onError={() => {
        if (shown === wanted) setFailed(wanted);
      }}
    />
  );
}
