/** A V8 CPU profile (the inspector's Profiler.stop answer), as far as the summary reads it. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** `react-dom`, `@mantine/core`, `app` (the built web app), `node:zlib`, `(garbage collector)`… */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName || '(native)';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.includes('/build/server/')) return 'app';
  if (url.startsWith('wasm://')) return 'wasm';
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
}

function top(totals: Map<string, number>, count: number, perRequest: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${(us / perRequest / 1000).toFixed(3).padStart(7)} ms  ${name}`);
}

/** Self time by package and by function, in ms per request, idle time left out. */
export function profileSummary(profile: CpuProfile, requests: number, count: number): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id);
    const us = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    busy += us;
    const pkg = packageOf(frame.url, frame.functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const fn = `${frame.functionName || '(anonymous)'}  ${pkg}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  });
  return [
    `busy: ${(busy / requests / 1000).toFixed(3)} ms per request (main thread)`,
    '',
    'by package:',
    ...top(byPackage, 25, requests),
    '',
    'by function:',
    ...top(byFunction, count, requests),
  ].join('\n');
}
