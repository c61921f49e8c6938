// Holds back an HTML answer until it is complete, so its CSP can name the hash of each inline script in it and the
// status the page marks can be sent (page-status.mjs). Every other answer passes through as it is written.
const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(res: import('node:http').ServerResponse, html: Buffer) => void} beforeSend sets headers from the complete HTML
 */
export function holdHtmlUntilComplete(res, beforeSend) {
  const { write, end, flushHeaders } = res;
  /** @type {Buffer[] | false | null} null: not decided yet; false: not HTML, passes through. */
  let held = null;
  const decide = () => (held ??= isHtml(res) && !res.headersSent ? [] : false);
  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));

  res.flushHeaders = function () {
    if (decide() === false) return flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, callback) {
    const chunks = decide();
    if (chunks === false) return write.call(this, chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    const chunks = decide();
    if (chunks === false) return end.call(this, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    const body = Buffer.concat(chunks);
    beforeSend(this, body);
    if (!this.headersSent && (body.length > 0 || this.req?.method !== 'HEAD')) this.setHeader('content-length', body.length);
    return end.call(this, body, done);
  };
}
