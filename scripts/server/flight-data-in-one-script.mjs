// A page's React Server Components data in one inline script, written to compress with the page.
//
// Next streams a page's RSC payload (what React hydrates from) as one inline <script>self.__next_f.push(…)</script>
// per chunk it flushes: 25–35 on this site's pages. Each inline script needs its own hash in the page's
// Content-Security-Policy (csp.mjs), so the header alone came to 3 kB, sent uncompressed before the page. And the
// data is a JSON string inside JSON: every quote of it escaped (\"), every `<` written as \u003c, so the drawings
// and texts it repeats from the page (a floor plan is 26 kB of SVG) look nothing like their copies in the HTML and
// compress on their own. The front server holds the whole page before sending it (hashed-html.mjs), and the
// scripts that read this data load after the first paint (scripts-after-paint.mjs), so the same data can be
// pushed once, from one script where the last one was, as one JavaScript string in single quotes: only a
// backslash, a single quote, line ends and the `<` of `</script`, `<script` and `<!--` (what ends a script or
// changes how the HTML parser reads it) are escaped. Next's
// runtime reads the pushes as one text stream, so text chunks in a row joined are the same stream.

const FLIGHT_DATA = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[^<]*?\])\))<\/script>/g;

const ESCAPES = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029', '<': '\\x3c' };

/**
 * A JavaScript string literal of the text that is safe inside an HTML <script>: `<` escaped where it starts
 * `</script`, `<script` or `<!--` (in any case), the only ways to end the element or change how the parser reads it.
 * @param {string} text
 */
export function scriptStringLiteral(text) {
  return `'${text.replace(/[\\'\n\r\u2028\u2029]|<(?=\/?script|!--)/gi, (character) => ESCAPES[/** @type {keyof typeof ESCAPES} */ (character)])}'`;
}

/**
 * The pushes of a page: [0] (start), [1, text] (RSC text), [2, …] / [3, base64] (other kinds), in order, with
 * text pushes in a row joined into one.
 * @param {readonly unknown[][]} pushes
 */
function joinedText(pushes) {
  /** @type {unknown[][]} */
  const joined = [];
  for (const push of pushes) {
    const last = joined.at(-1);
    if (push[0] === 1 && last?.[0] === 1 && typeof push[1] === 'string' && typeof last[1] === 'string') last[1] += push[1];
    else joined.push([...push]);
  }
  return joined;
}

/** @param {unknown[]} push */
const pushCall = (push) =>
  push[0] === 1 && typeof push[1] === 'string' && push.length === 2 ? `self.__next_f.push([1,${scriptStringLiteral(push[1])}])` : `self.__next_f.push(${JSON.stringify(push).replace(/</g, '\\u003c')})`;

/**
 * The page with its RSC data scripts as one, where the last of them was; HTML with fewer than two, or with data
 * it does not recognise, as it is.
 * @param {string} html
 */
export function flightDataInOneScript(html) {
  const matches = [...html.matchAll(FLIGHT_DATA)];
  if (matches.length < 2 || !matches[0][1].startsWith('(self.__next_f=')) return html;
  /** @type {unknown[][]} */
  let pushes;
  try {
    pushes = matches.map((match) => JSON.parse(match[2]));
  } catch {
    return html;
  }
  if (!pushes.every(Array.isArray) || pushes[0].length !== 1 || pushes[0][0] !== 0) return html;
  const [start, ...data] = joinedText(pushes);
  const merged = `<script>(self.__next_f=self.__next_f||[]).push(${JSON.stringify(start)});${data.map(pushCall).join(';')}</script>`;
  const parts = [];
  let from = 0;
  for (const [index, match] of matches.entries()) {
    parts.push(html.slice(from, match.index), index === matches.length - 1 ? merged : '');
    from = (match.index ?? 0) + match[0].length;
  }
  parts.push(html.slice(from));
  return parts.join('');
}
