/**
 * Rasters served from stored drawings: the CMS keeps a generated picture as SVG (`tour/lobby.svg`) and answers
 * `tour/lobby.jpg` with it rasterised by sharp, once per process and drawing version (a bounded memo). A
 * WebGL panorama viewer and an image optimiser take JPEG, not SVG.
 */
const RASTER_TYPES = { '.jpg': 'image/jpeg', '.webp': 'image/webp' } as const;
type RasterExtension = keyof typeof RASTER_TYPES;

const MEMO_LIMIT = 24;
const memo = new Map<string, Promise<Buffer>>();

function extensionOf(path: string): RasterExtension | null {
  const match = /\.(jpg|webp)$/.exec(path);
  return match ? (`.${match[1]}` as RasterExtension) : null;
}

/** The stored drawing a raster name is served from (`tour/lobby.jpg` → `tour/lobby.svg`), or null. */
export function rasterSource(path: string): string | null {
  const extension = extensionOf(path);
  return extension ? `${path.slice(0, -extension.length)}.svg` : null;
}

export function rasterContentType(path: string): string {
  return RASTER_TYPES[extensionOf(path) ?? '.jpg'];
}

/** The drawing rasterised to the format its name asks for; the same promise for the same version. */
export function rasterise(path: string, svg: string, version: string): Promise<Buffer> {
  const key = `${path}@${version}`;
  const known = memo.get(key);
  if (known) return known;
  // sharp (libvips) is loaded on the first raster, not with the CMS: a cold start answers without it.
  const pending = import('sharp').then(({ default: sharp }) => {
    const image = sharp(Buffer.from(svg), { limitInputPixels: 4096 * 4096 });
    return (extensionOf(path) === '.webp' ? image.webp({ quality: 80 }) : image.jpeg({ quality: 80, progressive: true, mozjpeg: true })).toBuffer();
  });
  pending.catch(() => memo.delete(key));
  memo.set(key, pending);
  if (memo.size > MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  return pending;
}
