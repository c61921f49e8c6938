// npm run bench:lcp-graph -- URL [--runs N]: what Lighthouse's simulated LCP waited for on a phone.
// One Lighthouse mobile run per --runs (default 1) on a served page (npm run serve, or bench:lighthouse's servers),
// then Lantern's own LCP estimate recomputed from that run's trace and network log, with the graph it simulated:
// every request it counted (type, bytes on the wire, when the simulated phone had it, when the unthrottled load
// Lighthouse observed had it) and every main-thread task (simulated and observed times, what it did). Beside it the
// observed load's first and largest paint: Lantern counts a request that ended before the observed largest paint,
// and a script among them unless it saw the script run after that paint (docs/decisions/0010-simulated-lcp.md).
// A diagnostic that prints, not a test. Uses Lighthouse's Lantern module of the pinned version (package.json).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { CHROMIUM, browserSettled } from './support.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '1' } } });
const url = positionals[0];
if (!url) {
  console.error('usage: npm run bench:lcp-graph -- URL [--runs N]');
  process.exit(2);
}

for (let run = 1; run <= Number(values.runs); run += 1) {
  const dir = mkdtempSync(join(tmpdir(), 'lcp-graph-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'] });
  try {
    await browserSettled(chrome.pid);
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], gatherMode: dir });
  } finally {
    await chrome.kill();
  }
  const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const artifacts = read('artifacts.json');
  const trace = read('trace.json');
  const settings = { ...defaultSettings, ...artifacts.settings };
  const data = { trace, devtoolsLog: read('devtoolslog.json'), gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: [], simulator: null };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  rmSync(dir, { recursive: true, force: true });

  const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime || a[1].endTime - b[1].endTime);
  const documentNode = timings.find(([node]) => node.type === 'network' && node.isMainDocument())?.[0];
  const start = documentNode?.startTime ?? timings[0][0].startTime;
  const observedMs = (ts) => Math.round((ts - start) / 1000);
  const paint = (name) => trace.traceEvents.find((event) => event.name === name && event.args?.frame);
  const firstPaint = paint('firstContentfulPaint');
  const largest = trace.traceEvents.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1);
  console.log(`\nrun ${run}: simulated LCP ${Math.round(lcp.timing)} ms; the observed load painted first at ${firstPaint ? observedMs(firstPaint.ts) : '?'} ms, its largest at ${largest ? observedMs(largest.ts) : '?'} ms`);
  console.log('  simulated ms   observed ms   what');
  let scriptBytes = 0;
  for (const [node, timing] of timings) {
    const when = `${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(6)} ${String(observedMs(node.startTime)).padStart(5)}–${String(observedMs(node.endTime)).padEnd(6)}`;
    if (node.type === 'cpu') {
      const did = [...new Set(node.childEvents.map((event) => event.name))].filter((name) => /^(ParseHTML|EvaluateScript|Layout|UpdateLayoutTree|Paint|FunctionCall|RunMicrotasks|SVGImage::DataChanged)$/.test(name));
      console.log(`  ${when} main thread ${Math.round(node.duration / 1000)} ms observed: ${did.join(', ') || 'other'}`);
    } else {
      const { resourceType, transferSize, url: requestUrl } = node.request;
      if (resourceType === 'Script') scriptBytes += transferSize;
      console.log(`  ${when} ${resourceType} ${(transferSize / 1024).toFixed(1)} kB ${requestUrl.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  }
  console.log(`  scripts in the graph: ${(scriptBytes / 1024).toFixed(1)} kB on the wire`);
}
