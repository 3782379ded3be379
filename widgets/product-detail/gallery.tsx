import { memo, useState } from 'react';
import { NO_IMAGE_URL } from '../../shared/core/constants';
import * as productMessages from '../../shared/catalogue/messages/product';
import { productImageUrl } from '../../shared/core/urls';

/** Intrinsic size hints, so the column does not shift while an image loads. */
const MAIN_SIZE_PX = 800;
const THUMB_SIZE_PX = 80;

export interface GalleryProps {
  /** Image ids, the first being the main image (SPEC §3). */
  images: readonly { image_id: string }[];
  /** The main image's alt text. */
  name: string;
}

/**
 * SPEC §2 thumbnail gallery: the main image and one button per image. Hovering, focusing or
 * pressing a thumbnail shows its image, so the gallery works with a mouse, a keyboard or touch.
 * No image (or one that fails to load) shows the fallback.
 */
export const Gallery = memo(function Gallery({ images, name }: GalleryProps) {
  const [active, setActive] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const urls = images.map((image) => productImageUrl(image.image_id));
  const shown = (url: string | undefined) => (url === undefined || failed.has(url) ? NO_IMAGE_URL : url);
  const markFailed = (url: string | undefined) => {
    if (url !== undefined && !failed.has(url)) setFailed(new Set(failed).add(url));
  };
  const mainUrl = urls[Math.min(active, urls.length - 1)];

  return (
    <div className="shop-pd__gallery">
      <div className="shop-pd__stage">
        <img
          className="shop-pd__main-image"
          src={shown(mainUrl)}
          alt={name}
          width={MAIN_SIZE_PX}
          height={MAIN_SIZE_PX}
          fetchPriority="high"
          decoding="async"
          onError={() => markFailed(mainUrl)}
        />
      </div>
      {urls.length > 1 && (
        <ul className="shop-pd__thumbs" aria-label={productMessages.galleryLabel}>
          {urls.map((url, index) => (
            <li key={`${url}-${index}`}>
              <button
                type="button"
                className="shop-pd__thumb"
                aria-label={productMessages.showImage(index + 1, urls.length)}
                aria-current={index === active ? 'true' : undefined}
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
                onClick={() => setActive(index)}
              >
                <img
                  src={shown(url)}
                  alt=""
                  width={THUMB_SIZE_PX}
                  height={THUMB_SIZE_PX}
                  loading="lazy"
                  decoding="async"
                  onError={() => markFailed(url)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
