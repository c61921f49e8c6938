// The response class of the front server (Node's documented `http.createServer({ ServerResponse })`): an HTML answer
// is held until it is complete, so its CSP can name the hash of each inline script in it and the status the page
// marks can be sent (page-status.mjs). Every other answer passes through as it is written.
import { ServerResponse } from 'node:http';

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));

/**
 * @param {(res: ServerResponse, html: Buffer) => void} beforeSend sets headers from the complete HTML
 * @returns {typeof ServerResponse}
 */
export function heldPageResponse(beforeSend) {
  return class HeldPage extends ServerResponse {
    /** @type {Buffer[] | false | null} null: not decided yet; false: not HTML, passes through. */
    #held = null;

    #decide() {
      return (this.#held ??= isHtml(this) && !this.headersSent ? [] : false);
    }

    flushHeaders() {
      if (this.#decide() === false) super.flushHeaders();
    }

    write(chunk, encoding, callback) {
      const chunks = this.#decide();
      if (chunks === false) return super.write(chunk, encoding, callback);
      chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    }

    end(chunk, encoding, callback) {
      const chunks = this.#decide();
      if (chunks === false) return super.end(chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      const body = Buffer.concat(chunks);
      this.#held = false;
      beforeSend(this, body);
      if (!this.headersSent && (body.length > 0 || this.req?.method !== 'HEAD')) this.setHeader('content-length', body.length);
      return super.end(body, done);
    }
  };
}
