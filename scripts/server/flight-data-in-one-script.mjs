// A page's React Server Components data in one inline script, written to compress with the page.
//
// Next streams a page's RSC payload (what React hydrates from) as one inline <script>self.__next_f.push(…)</script>
// per chunk it flushes: 25–35 on this site's pages. Each inline script needs its own hash in the page's
// Content-Security-Policy (csp.mjs), so the header alone came to 3 kB, sent uncompressed before the page. And the
// data is a JSON string inside JSON: every quote of it escaped (\"), every `<` written as \u003c, so the drawings
// and texts it repeats from the page (a floor plan is 26 kB of SVG) look nothing like their copies in the HTML and
// compress on their own. The front server holds the whole page before sending it (hashed-html.mjs), so the same
// data can be pushed once, from one script where the last one was (Next's runtime reads pushes that come after
// it has started, as it does for a streamed page), as one JavaScript string in single quotes: only a
// backslash, a single quote, line ends and the `<` of `</script`, `<script` and `<!--` (what ends a script or
// changes how the HTML parser reads it) are escaped. Next's
// runtime reads the pushes as one text stream, so text chunks in a row joined are the same stream.
// The text of an inline script with an id that the page holds before the data (the pre-paint script of the head,
// the structured data for search engines) is read from that script rather than sent a second time.

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

// An inline script of the page with an id (the head's pre-paint script, the structured data): React's data holds
// its text again, as a text row (`<id>:T<length>,<text>`) or as a JSON string (`"__html":"<text>"`).
const SCRIPT_WITH_ID = /<script id="([\w-]+)"[^>]*>([\s\S]*?)<\/script>/g;
const TEXT_ROW_HEAD = /:T[0-9a-f]+,$/;
const SHORTEST_REFERENCED = 200;

/**
 * The texts of the inline scripts with an id that come before `end`, by text. Left out: short ones, ones whose id
 * another element has too, and ones the HTML parser would not give back as they are (a carriage return or a NUL).
 * @param {string} html
 * @param {number} end
 */
function scriptTexts(html, end) {
  /** @type {Map<string, string>} */
  const byText = new Map();
  for (const match of html.matchAll(SCRIPT_WITH_ID)) {
    const [whole, id, text] = match;
    if ((match.index ?? 0) + whole.length > end) break;
    const unique = html.indexOf(` id="${id}"`) === html.lastIndexOf(` id="${id}"`);
    if (unique && text.length >= SHORTEST_REFERENCED && !/[\r\0]/.test(text) && !byText.has(text)) byText.set(text, id);
  }
  return byText;
}

/**
 * The data text as a JavaScript expression: a string literal, where a script's text the page already holds is
 * read from that script (`document.getElementById(id).text`) instead of being sent twice.
 * @param {string} text
 * @param {Map<string, string>} scripts
 */
function textExpression(text, scripts) {
  /** @type {Array<[number, number, string]>} */
  const spans = [];
  for (const [script, id] of scripts) {
    const read = `document.getElementById(${JSON.stringify(id)}).text`;
    const json = JSON.stringify(script);
    for (let at = text.indexOf(json); at !== -1; at = text.indexOf(json, at + json.length)) spans.push([at, at + json.length, `JSON.stringify(${read})`]);
    for (let at = text.indexOf(script); at !== -1; at = text.indexOf(script, at + script.length)) {
      if (TEXT_ROW_HEAD.test(text.slice(Math.max(0, at - 12), at))) spans.push([at, at + script.length, read]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const parts = [];
  let from = 0;
  for (const [start, end, read] of spans) {
    if (start < from) continue;
    parts.push(scriptStringLiteral(text.slice(from, start)), read);
    from = end;
  }
  parts.push(scriptStringLiteral(text.slice(from)));
  return parts.join('+');
}

/**
 * @param {unknown[]} push
 * @param {Map<string, string>} scripts
 */
const pushCall = (push, scripts) =>
  push[0] === 1 && typeof push[1] === 'string' && push.length === 2 ? `self.__next_f.push([1,${textExpression(push[1], scripts)}])` : `self.__next_f.push(${JSON.stringify(push).replace(/</g, '\\u003c')})`;

/**
 * The page with its RSC data scripts as one, where the last of them was, and that script's text (its code is
 * made here from the data, so the CSP can trust it: csp.mjs); HTML with fewer than two, or with data it does not
 * recognise, as it is (script null).
 * @param {string} html
 * @returns {{ html: string, script: string | null }}
 */
export function mergeFlightData(html) {
  const matches = [...html.matchAll(FLIGHT_DATA)];
  const unchanged = { html, script: null };
  if (matches.length < 2 || !matches[0][1].startsWith('(self.__next_f=')) return unchanged;
  /** @type {unknown[][]} */
  let pushes;
  try {
    pushes = matches.map((match) => JSON.parse(match[2]));
  } catch {
    return unchanged;
  }
  if (!pushes.every(Array.isArray) || pushes[0].length !== 1 || pushes[0][0] !== 0) return unchanged;
  const [start, ...data] = joinedText(pushes);
  const scripts = scriptTexts(html, matches.at(-1)?.index ?? 0);
  const script = `(self.__next_f=self.__next_f||[]).push(${JSON.stringify(start)});${data.map((push) => pushCall(push, scripts)).join(';')}`;
  const parts = [];
  let from = 0;
  for (const [index, match] of matches.entries()) {
    parts.push(html.slice(from, match.index), index === matches.length - 1 ? `<script>${script}</script>` : '');
    from = (match.index ?? 0) + match[0].length;
  }
  parts.push(html.slice(from));
  return { html: parts.join(''), script };
}

/**
 * The page with its RSC data scripts as one (mergeFlightData).
 * @param {string} html
 */
export function flightDataInOneScript(html) {
  return mergeFlightData(html).html;
}
