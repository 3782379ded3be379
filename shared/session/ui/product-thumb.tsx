import { NO_IMAGE_URL } from '../../core/constants';
import { productImageUrl } from '../../core/urls';
import { TileImage } from './tile-image';

/**
 * A product's picture beside its name (cards, cart rows, Selected Products, search suggestions):
 * decorative, since the name follows (its alt would repeat it), lazy at a fixed size so nothing
 * jumps, and the shop's fallback when the image is missing or fails (SPEC §2, §3).
 */
export function ProductThumb({ image, size, className }: { image: string | null; size: number; className: string }) {
  return <TileImage src={productImageUrl(image)} fallback={NO_IMAGE_URL} size={size} className={className} />;
}
