// Next's optimised pictures (/_next/image) kept in memory. Next keeps them only on disk, and only when it also
// writes regenerated pages to disk (experimental.isrFlushToDisk, off here: next.config.ts); without a cache
// every request for a picture would resize and re-encode it (AVIF: 0.3–0.8 s of CPU each). The answers are
// kept as a CDN in front would keep them: by URL (a versioned media name, width and quality) and by the
// format the Accept header chooses (Next answers `Vary: Accept`), bounded by their bytes, least recently used
// first out. Media names change with their content, so an answer never goes stale.

/** next.config.ts `images.formats`, in the order Next prefers them. */
const FORMATS = ['image/avif', 'image/webp'];
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

/** The format Next will answer in for this Accept header (its own rule: the first configured format accepted). */
export function negotiatedFormat(accept) {
  const types = String(accept ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase());
  return FORMATS.find((format) => types.includes(format)) ?? 'original';
}

export const isOptimisedImageRequest = (req) => req.method === 'GET' && typeof req.url === 'string' && req.url.startsWith('/_next/image?');

/** @param {{ maxBytes: number }} options */
export function createImageCache({ maxBytes }) {
  /** @type {Map<string, { headers: Record<string, string | string[] | number>, body: Buffer }>} */
  const entries = new Map();
  let bytes = 0;
  const keyOf = (req) => `${negotiatedFormat(req.headers.accept)} ${req.url}`;

  function remember(key, entry) {
    if (entry.body.length > maxBytes) return;
    const known = entries.get(key);
    if (known) {
      entries.delete(key);
      bytes -= known.body.length;
    }
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, kept] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= kept.body.length;
    }
  }

  return {
    get size() {
      return { entries: entries.size, bytes };
    },

    /** Answers from memory when it can (200, or 304 for a matching If-None-Match); false when Next must answer. */
    serve(req, res) {
      const key = keyOf(req);
      const entry = entries.get(key);
      if (!entry) return false;
      entries.delete(key);
      entries.set(key, entry);
      for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
      res.setHeader('x-nextjs-cache', 'HIT');
      if (entry.headers.etag && req.headers['if-none-match'] === entry.headers.etag) {
        res.statusCode = 304;
        res.removeHeader('content-length');
        res.end();
        return true;
      }
      res.statusCode = 200;
      res.setHeader('content-length', entry.body.length);
      res.end(entry.body);
      return true;
    },

    /** Keeps Next's answer to this request once it is complete, if it is a whole picture (200). */
    record(req, res) {
      const key = keyOf(req);
      const write = res.write;
      const end = res.end;
      /** @type {Buffer[]} */
      const chunks = [];
      const keep = (chunk, encoding) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
      };
      res.write = function (chunk, encoding, callback) {
        keep(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      };
      res.end = function (chunk, encoding, callback) {
        keep(chunk, encoding);
        if (this.statusCode === 200 && chunks.length) {
          const headers = Object.fromEntries(Object.entries(this.getHeaders()).filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name)));
          remember(key, { headers, body: Buffer.concat(chunks) });
        }
        return end.call(this, chunk, encoding, callback);
      };
    },
  };
}
