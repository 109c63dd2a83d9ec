// An image of the home page in a box of fixed aspect ratio: the box holds its place before the image
// arrives (no layout shift) and the image is scaled into it whole (object-contain: a promotion's text must
// not be cropped off).
import { phoneVariantOf } from '#shared/home-page';

export interface ImageLoading {
  /** Above the fold: load at once rather than when scrolled near. */
  eager: boolean;
  /** The page's largest early image (Lighthouse's LCP): fetched before other images. */
  high: boolean;
}

export function HomeImage({
  url,
  alt,
  width,
  height,
  sizes,
  loading,
  className = '',
}: {
  url: string;
  alt: string;
  /** Intrinsic size hint; its ratio is the box's aspect ratio. */
  width: number;
  height: number;
  /** The box's rendered width per viewport, for picking from srcset. */
  sizes: string;
  loading: ImageLoading;
  className?: string;
}) {
  const small = phoneVariantOf(url);
  return (
    <div className={`overflow-hidden ${className}`} style={{ aspectRatio: `${width} / ${height}` }}>
      <img
        src={url}
        srcSet={small ? `${small} 800w, ${url} 1600w` : undefined}
        sizes={small ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={loading.eager ? 'eager' : 'lazy'}
        decoding={loading.eager ? 'auto' : 'async'}
        fetchPriority={loading.high ? 'high' : undefined}
        className="h-full w-full object-contain"
      />
    </div>
  );
}
