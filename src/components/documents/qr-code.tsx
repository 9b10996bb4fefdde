import { qrCodeShape } from '@/lib/documents/qr-code';

/**
 * The QR code of a URL as inline SVG, drawn on the server at build time (no client code). Black on
 * white with its quiet zone, so it scans from screen and paper alike.
 */
export function QrCode({ url, label, className }: { url: string; label: string; className?: string }) {
  const qr = qrCodeShape(url);
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-url={url}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
