/** A JavaScript string literal of the text, safe inside an HTML <script>. */
export function scriptStringLiteral(text: string): string;
/** The page with its RSC data scripts (self.__next_f.push) as one where the last was; other HTML unchanged. */
export function flightDataInOneScript(html: string): string;
/** The same, with the one script's text (null when the page was left as it is). */
export function mergeFlightData(html: string): { html: string; script: string | null };
