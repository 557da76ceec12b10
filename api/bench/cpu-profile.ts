import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of CLOCK_MONOTONIC time in microseconds: V8 stamps its samples with the same clock. */
export interface TimeWindow {
  start: number;
  end: number;
}

export function monotonicMicroseconds(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

const NOT_WORKING = new Set(['(idle)', '(program)']);

/** The package a frame belongs to, the app's own code, or undefined for Node.js itself and the engine. */
function ownerOf(url: string): string | undefined {
  const packageName = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (packageName) return packageName;
  if (url.includes('/api/dist/')) return 'FirstWords (api/dist)';
  return undefined;
}

function topShares(times: Map<string, number>, total: number, count: number): string[] {
  return [...times.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `  ${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`);
}

const add = (times: Map<string, number>, key: string, time: number) => times.set(key, (times.get(key) ?? 0) + time);

/**
 * Where the CPU time went while under load (within the windows; the whole profile, start-up included, when
 * there are none): by package, Node.js and engine work (socket writes, garbage collection) charged to the
 * package whose code asked for it; and by function, each frame's own time.
 */
export async function summariseCpuProfile(file: string, windows: TimeWindow[], count = 15): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const packageOf = (id: number): string => {
    for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
      const owner = ownerOf(nodes.get(current)?.callFrame.url ?? '');
      if (owner) return owner;
    }
    return '(Node.js and engine, no package)';
  };
  const underLoad = (at: number) => windows.length === 0 || windows.some(({ start, end }) => at >= start && at <= end);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let working = 0;
  let idle = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const time = profile.timeDeltas[index] ?? 0;
    at += time;
    if (!underLoad(at)) return;
    if (!frame || NOT_WORKING.has(frame.functionName)) {
      idle += time;
      return;
    }
    working += time;
    const where = frame.url
      ? ` ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/api\//, '')}:${frame.lineNumber + 1}`
      : '';
    add(byFunction, `${frame.functionName || '(anonymous)'}${where}`, time);
    add(byPackage, packageOf(id), time);
  });
  return [
    `CPU profile ${file}${windows.length > 0 ? ', while under load' : ''}: ` +
      `${(working / 1e6).toFixed(1)} s working, ${(idle / 1e6).toFixed(1)} s idle or outside JavaScript.`,
    'CPU time by package (Node.js and engine work charged to the package that asked for it):',
    ...topShares(byPackage, working, 12),
    'Self time by function:',
    ...topShares(byFunction, working, count),
  ].join('\n');
}
