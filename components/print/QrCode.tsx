import { encodeQR } from 'qr';

/** Modules of white around the code (the standard's quiet zone). */
const QUIET = 4;

/**
 * A QR code of a link as an SVG drawn on the server (one path, crisp at any print size): a phone's camera opens the
 * lot's or the selection's page from the paper. Error correction "medium" survives a fold or a smudge.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  // The matrix comes with its quiet zone of QUIET light modules on every side.
  const matrix = encodeQR(value, 'raw', { ecc: 'medium', border: QUIET });
  const size = matrix.length;
  let d = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#1d1f22" />
    </svg>
  );
}
