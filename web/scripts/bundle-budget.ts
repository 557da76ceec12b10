// What each route downloads before it can draw, read from the Vite manifest, and the limits it must keep.

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  /** Route modules live here; each one is a page. */
  routesDir: string;
  /** Most a page may load first, in kB (1000 bytes) of gzip, by page. */
  maxFirstLoadKb: Record<string, number>;
  /** Named chunks (codeSplitting groups) that only the listed pages may load, even later. */
  chunkOwners: Record<string, string[]>;
}

export interface PageLoad {
  page: string;
  /** Files the page needs before it can draw: the entry, the route chunk and their static imports. */
  firstLoad: string[];
  firstLoadBytes: number;
  /** Files the page's lazy imports (its own and the layout's) may bring in afterwards. */
  later: string[];
  laterBytes: number;
  /** Names of the chunks in either list (the codeSplitting groups and the modules' names). */
  chunkNames: string[];
}

export const WEB_BUDGET: Budget = {
  routesDir: 'src/app/routes/',
  maxFirstLoadKb: { home: 220 },
  chunkOwners: { charts: ['admin-dashboard'], stripe: ['checkout'] },
};

function chunkAt(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  return chunk;
}

/** Manifest keys reachable from `start` through static imports (and lazy ones when asked), stopping at `skip`. */
function reachable(manifest: Manifest, start: string, followDynamic: boolean, skip: Set<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key) || skip.has(key)) continue;
    const chunk = chunkAt(manifest, key);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
    if (followDynamic) pending.push(...(chunk.dynamicImports ?? []));
  }
  return seen;
}

export function pageLoads(manifest: Manifest, routesDir: string, gzipBytes: (file: string) => number): PageLoad[] {
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => chunkAt(manifest, key).isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const routes = keys.filter((key) => chunkAt(manifest, key).isDynamicEntry && key.startsWith(routesDir));
  const entryLoad = reachable(manifest, entry, false, new Set());
  const files = (list: Iterable<string>) => [...list].map((key) => chunkAt(manifest, key).file).sort();
  const bytes = (list: string[]) => list.reduce((sum, file) => sum + gzipBytes(file), 0);

  return routes.map((route) => {
    const first = new Set([...entryLoad, ...reachable(manifest, route, false, new Set())]);
    // Another route's chunk is that page's cost, not this one's.
    const otherRoutes = new Set(routes.filter((key) => key !== route));
    const laterKeys = [...reachable(manifest, route, true, otherRoutes)].filter((key) => !first.has(key));
    const firstLoad = files(first);
    const later = files(laterKeys);
    return {
      page: route.slice(routesDir.length).replace(/\.[jt]sx?$/, ''),
      firstLoad,
      firstLoadBytes: bytes(firstLoad),
      later,
      laterBytes: bytes(later),
      chunkNames: [...first, ...laterKeys].flatMap((key) => chunkAt(manifest, key).name ?? []),
    };
  });
}

/** Every broken limit, in words; empty when the pages keep their budget. */
export function budgetViolations(manifest: Manifest, loads: PageLoad[], budget: Budget): string[] {
  const violations: string[] = [];
  for (const [page, maxKb] of Object.entries(budget.maxFirstLoadKb)) {
    const load = loads.find((candidate) => candidate.page === page);
    if (!load) violations.push(`No route module for the page "${page}"`);
    else if (load.firstLoadBytes > maxKb * 1000) {
      violations.push(`${page} loads ${formatKb(load.firstLoadBytes)} kB gzip first; the budget is ${maxKb} kB`);
    }
  }
  for (const [name, owners] of Object.entries(budget.chunkOwners)) {
    if (!Object.values(manifest).some((chunk) => chunk.name === name)) violations.push(`No chunk is named "${name}"`);
    for (const load of loads) {
      if (!owners.includes(load.page) && load.chunkNames.includes(name)) {
        violations.push(`${load.page} loads the ${name} chunk, which only ${owners.join(', ')} may load`);
      }
    }
  }
  return violations;
}

function formatKb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

export function budgetTable(loads: PageLoad[], budget: Budget): string {
  const watched = Object.keys(budget.chunkOwners);
  const header = ['page', 'first load (kB gzip)', 'budget (kB)', 'files', 'on demand (kB gzip)', 'watched chunks'];
  const rows = [...loads]
    .sort((a, b) => b.firstLoadBytes - a.firstLoadBytes)
    .map((load) => [
      load.page,
      formatKb(load.firstLoadBytes),
      String(budget.maxFirstLoadKb[load.page] ?? ''),
      String(load.firstLoad.length),
      formatKb(load.laterBytes),
      watched.filter((name) => load.chunkNames.includes(name)).join(', '),
    ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const numeric = new Set([1, 2, 3, 4]);
  const pad = (cell: string, column: number) => {
    const width = widths[column] ?? 0;
    return numeric.has(column) ? cell.padStart(width) : cell.padEnd(width);
  };
  return [header, ...rows].map((row) => row.map(pad).join('  ').trimEnd()).join('\n');
}
