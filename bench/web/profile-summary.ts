/** A V8 CPU profile (the inspector's Profiler.stop answer), as far as the summary reads it. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** A V8 sampling heap profile (the inspector's HeapProfiler.stopSampling answer), as far as the summary reads it. */
export interface HeapProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapProfileNode[];
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

/** The largest totals, each divided by `divisor` (per request, in the unit shown). */
function top(totals: Map<string, number>, count: number, divisor: number, unit: 'ms' | 'KB'): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, amount]) => `${(amount / divisor).toFixed(unit === 'ms' ? 3 : 1).padStart(7)} ${unit}  ${name}`);
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
    ...top(byPackage, 25, requests * 1000, 'ms'),
    '',
    'by function:',
    ...top(byFunction, count, requests * 1000, 'ms'),
  ].join('\n');
}

/**
 * Memory allocated by package and by function, in KB per request (a sampling heap profile that kept the objects
 * garbage collection took, so it counts what was allocated, not what survived): the garbage a page leaves is paid
 * for by the collector, on the main thread and on V8's helper threads.
 */
export function heapSummary(head: HeapProfileNode, requests: number, count: number): string {
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  const pending = [head];
  for (let node = pending.pop(); node; node = pending.pop()) {
    pending.push(...node.children);
    if (node.selfSize === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    total += node.selfSize;
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.selfSize);
    const fn = `${functionName || '(anonymous)'}  ${pkg}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + node.selfSize);
  }
  return [
    `allocated: ${(total / requests / 1024).toFixed(1)} KB per request (sampled)`,
    '',
    'by package:',
    ...top(byPackage, 25, requests * 1024, 'KB'),
    '',
    'by function:',
    ...top(byFunction, count, requests * 1024, 'KB'),
  ].join('\n');
}
