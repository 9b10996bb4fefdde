import QRCode from 'qrcode';

/**
 * A QR code as one SVG path, generated on the server at build time (qrcode), so no QR code library
 * reaches the browser. The path draws each dark run of a row as one rectangle in module units; the
 * symbol has the standard quiet zone of four modules around it.
 */
export type QrCodeShape = { size: number; path: string; quietZone: number };

const quietZone = 4;

export function qrCodeShape(text: string): QrCodeShape {
  // Level M survives a scuffed package label and keeps the symbol small for a URL of this length.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && modules.get(row, column)) column++;
      parts.push(`M${start + quietZone} ${row + quietZone}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: size + 2 * quietZone, path: parts.join(''), quietZone };
}
