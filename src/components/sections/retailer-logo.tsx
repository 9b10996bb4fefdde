'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A pharmacy chain's logo (a local file). If it fails to load, a placeholder with the chain's name
 * takes its place and the failure is logged (001 §8). An image that failed before React hydrated
 * fires no onError any more, so the effect checks for that case once.
 */
export function RetailerLogo({ src, name, alt, width, height }: { src: string; name: string; alt: string; width: number; height: number }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const reported = useRef(false);

  function fail() {
    if (reported.current) return;
    reported.current = true;
    console.warn(`Retailer logo failed to load: ${name} (${src}); showing a placeholder.`);
    setFailed(true);
  }

  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
        className="flex w-full max-w-60 items-center justify-center rounded-xl border border-dashed border-line bg-surface-muted px-3 text-center text-base font-bold text-brand-800"
        data-logo-fallback=""
      >
        {name}
      </div>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- a small local SVG; next/image adds nothing here and its loader would change the URL
  return <img ref={image} src={src} alt={alt} width={width} height={height} onError={fail} className="h-auto w-full max-w-60" />;
}
