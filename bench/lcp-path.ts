/**
 * `npx tsx bench/lcp-path.ts URL [--block PATTERN]…` — which requests and main-thread tasks
 * Lighthouse's simulation (Lantern) puts on the LCP path of one page, with their simulated times.
 *
 * `bench:pages` reports the simulated LCP; this says where it comes from. Lantern builds the LCP
 * from the requests that finished, and the tasks that ran, before the LCP it observed in an
 * unthrottled load, and replays them on a slow phone (optimistic and pessimistic graph, averaged).
 * A request that merely finished early (a preloaded font, say) lands on the path. `--block` aborts
 * matching requests (Lighthouse blockedUrlPatterns, e.g. `*.woff2`) to rule a candidate in or out.
 * A measurement aid, not a test; it prints figures only.
 */
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Artifacts } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface SimulatedNode {
  type: 'network' | 'cpu';
  duration: number;
  request: { url: string; resourceType?: string; transferSize: number };
  childEvents: { name: string; dur?: number }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number; duration: number }>;
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { block: { type: 'string', multiple: true } } });
const url = positionals[0];
if (!url) {
  console.error('usage: npx tsx bench/lcp-path.ts URL [--block PATTERN]…');
  process.exit(1);
}

const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  logLevel: 'error',
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: values.block ?? [],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const artifacts = result.artifacts as Artifacts;
  const settings = result.lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = (await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings } as never)) as unknown as {
    timing: number;
    optimisticEstimate: Estimate;
    pessimisticEstimate: Estimate;
  };
  const metrics = result.lhr.audits['metrics']?.details as { items?: Record<string, number>[] } | undefined;
  const observed = metrics?.items?.[0]?.observedLargestContentfulPaint;
  console.log(`simulated LCP ${Math.round(lcp.timing)} ms (observed unthrottled LCP ${Math.round(observed ?? Number.NaN)} ms)`);
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ] as const) {
    let cpu = 0;
    const lines: string[] = [];
    for (const [node, timing] of estimate.nodeTimings.entries()) {
      const span = `${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms`;
      if (node.type === 'network') {
        const path = node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80);
        lines.push(`    ${span}  ${node.request.resourceType ?? '?'} ${(node.request.transferSize / 1024).toFixed(0)} KB ${path}`);
        continue;
      }
      cpu += timing.duration;
      if (timing.duration < 20) continue;
      const byName = new Map<string, number>();
      for (const event of node.childEvents) byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      const top = [...byName.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([event, ms]) => `${event} ${ms.toFixed(1)}`)
        .join(', ');
      lines.push(`    ${span}  main thread (observed ${(node.duration / 1000).toFixed(1)} ms): ${top}`);
    }
    console.log(`  ${name} graph: ${Math.round(estimate.timeInMs)} ms, ${estimate.nodeTimings.size} nodes, simulated main thread ${Math.round(cpu)} ms`);
    console.log(lines.join('\n'));
  }
} finally {
  chrome.kill();
}
