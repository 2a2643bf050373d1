import { useState, type ReactNode } from 'react';
import { productHooks as h } from '../../../shared/catalog/class-hooks.ts';
import type { GalleryImage } from '../../../shared/catalog/selection.ts';

/** Texts the gallery uses. */
export type GalleryText = 'gallery' | 'viewImage' | 'showImage';

/** An image that shows a placeholder box until it has loaded. */
function LoadingImage({ image, className, eager }: { image: GalleryImage; className: string; eager?: boolean }): ReactNode {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-loading={loaded ? undefined : ''}
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0) setLoaded(true);
      }}
      onLoad={() => setLoaded(true)}
      onError={() => setLoaded(true)}
    />
  );
}

/**
 * The gallery: the current image (a button opening the full-screen viewer) and thumbnails to pick
 * another. The server renders the same markup before JavaScript.
 */
export function Gallery({
  images,
  index,
  onIndex,
  onOpen,
  t,
}: {
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  onOpen: () => void;
  t: (key: GalleryText, params?: Record<string, string | number>) => string;
}): ReactNode {
  const current = images[index] ?? images[0];
  return (
    <div className={h.gallery} role="group" aria-label={t('gallery')}>
      <div className={h.stage}>
        {current && (
          <button type="button" className={h.zoom} aria-label={t('viewImage', { n: index + 1, total: images.length })} onClick={onOpen}>
            <LoadingImage key={current.url} image={current} className={h.image} eager />
          </button>
        )}
      </div>
      {images.length > 1 && (
        <div className={h.thumbs}>
          {images.map((image, i) => (
            <button
              key={image.url}
              type="button"
              className={h.thumb}
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('showImage', { n: i + 1, total: images.length })}
              onClick={() => onIndex(i)}
            >
              <img src={image.url} alt="" width={80} height={80} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
