/**
 * Rasters served from stored drawings: the CMS keeps a generated picture as SVG (`tour/lobby.svg`) and answers
 * `tour/lobby.jpg` with it rasterised by sharp, once per process and drawing version (a bounded memo). A
 * WebGL panorama viewer and an image optimiser take JPEG, not SVG. A stored view (`views/hero.view`: a camera in
 * one of the tour's panoramas) is answered as `views/hero.webp`, the camera's picture of that panorama.
 */
import { perspectiveView, type Camera, type Raster } from './panorama/view';

const RASTER_TYPES = { '.jpg': 'image/jpeg', '.webp': 'image/webp' } as const;
type RasterExtension = keyof typeof RASTER_TYPES;

/** Rasters kept (a news cover is ~60 kB, a panorama ~1 MB): every picture of a page and the tour. */
const MEMO_LIMIT = 64;
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

/** The stored view a picture name is served from (`views/hero.webp` → `views/hero.view`), or null. */
export function viewSource(path: string): string | null {
  const extension = extensionOf(path);
  return extension && path.startsWith('views/') ? `${path.slice(0, -extension.length)}.view` : null;
}

/**
 * The panoramas rasterised for views (RGB, 4096 × 2048: 25 MB each), kept for the views that follow (a page of
 * news covers asks for several of each scene at once) and let go a few seconds after the last use.
 */
const PANORAMAS_KEPT = 4;
const PANORAMA_KEPT_MS = 15_000;
const panoramas = new Map<string, { raster: Promise<Raster>; release: ReturnType<typeof setTimeout> }>();

function panoramaRaster(svg: string, version: string): Promise<Raster> {
  const known = panoramas.get(version);
  const raster =
    known?.raster ??
    import('sharp').then(async ({ default: sharp }) => {
      const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: 4096 * 4096 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, channels: info.channels };
    });
  if (known) clearTimeout(known.release);
  panoramas.delete(version);
  const release = setTimeout(() => panoramas.delete(version), PANORAMA_KEPT_MS);
  release.unref();
  panoramas.set(version, { raster, release });
  if (panoramas.size > PANORAMAS_KEPT) {
    const [oldest, entry] = panoramas.entries().next().value as [string, { release: ReturnType<typeof setTimeout> }];
    clearTimeout(entry.release);
    panoramas.delete(oldest);
  }
  raster.catch(() => panoramas.delete(version));
  return raster;
}

/** A view of a panorama drawing (cms/media/panorama/view.ts) in the format its name asks for; the same promise for the same version. */
export function renderView(path: string, camera: Camera, panoramaSvg: string, panoramaVersion: string, version: string): Promise<Buffer> {
  return memoised(`${path}@${version}`, async () => {
    const { default: sharp } = await import('sharp');
    const pixels = perspectiveView(await panoramaRaster(panoramaSvg, panoramaVersion), camera);
    const image = sharp(pixels, { raw: { width: camera.width, height: camera.height, channels: 3 } });
    return (extensionOf(path) === '.webp' ? image.webp({ quality: 82 }) : image.jpeg({ quality: 82, progressive: true, mozjpeg: true })).toBuffer();
  });
}

function memoised(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const known = memo.get(key);
  if (known) return known;
  const pending = make();
  pending.catch(() => memo.delete(key));
  memo.set(key, pending);
  if (memo.size > MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  return pending;
}

/** The drawing rasterised to the format its name asks for; the same promise for the same version. */
export function rasterise(path: string, svg: string, version: string): Promise<Buffer> {
  // sharp (libvips) is loaded on the first raster, not with the CMS: a cold start answers without it.
  return memoised(`${path}@${version}`, () =>
    import('sharp').then(({ default: sharp }) => {
      const image = sharp(Buffer.from(svg), { limitInputPixels: 4096 * 4096 });
      return (extensionOf(path) === '.webp' ? image.webp({ quality: 80 }) : image.jpeg({ quality: 80, progressive: true, mozjpeg: true })).toBuffer();
    }),
  );
}
