'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { cx } from '@/lib/cx';

export const placeholderImageSrc = '/images/products/placeholder.svg';

type ProductImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load eagerly; catalogue cards load lazily (000 §2.5). */
  eager?: boolean;
};

/**
 * A product image that falls back to the placeholder and logs the failure when it cannot load
 * (000 §4, §8). Width and height are always set so nothing shifts while images arrive.
 */
export function ProductImage({ src, alt, width, height, className, eager = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  function fail() {
    if (failed) return;
    console.warn(`Product image failed to load, showing the placeholder instead: ${src}`);
    setFailed(true);
  }

  // An image can fail before React attaches onError (during hydration); catch that case too.
  // Only the first check after mounting matters; later failures arrive through onError.
  const checkEarlyFailure = useEffectEvent(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) fail();
  });
  useEffect(() => checkEarlyFailure(), []);

  return (
    // Local SVG illustrations gain nothing from next/image optimisation, so a plain img is used.
    // eslint-disable-next-line @next/next/no-img-element -- see the line above
    <img
      ref={ref}
      src={failed ? placeholderImageSrc : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      onError={fail}
      // An explicit aspect ratio keeps the box reserved before a lazy image loads; with only the
      // width/height attributes Chromium reports a lazy-load layout issue.
      style={{ aspectRatio: `${width} / ${height}` }}
      data-fallback={failed ? 'true' : undefined}
      className={cx('h-auto w-full', className)}
    />
  );
}
