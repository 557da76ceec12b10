import { describe, expect, it } from 'vitest';
import { budgetTable, budgetViolations, pageLoads, type Budget, type Manifest } from './bundle-budget';

// A small app: the entry shares react, home is plain, admin lazily loads charts, checkout pulls stripe in statically.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/admin.tsx', 'src/app/routes/checkout.tsx', 'src/dialog.tsx'],
  },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  '_charts.js': { file: 'assets/charts.js', name: 'charts', imports: ['_react.js'] },
  '_stripe.js': { file: 'assets/stripe.js', name: 'stripe', imports: ['_react.js'] },
  'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['index.html', '_react.js'] },
  'src/app/routes/admin.tsx': {
    file: 'assets/admin.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: ['src/chart.ts', 'src/app/routes/home.tsx'],
  },
  'src/chart.ts': { file: 'assets/chart.js', isDynamicEntry: true, imports: ['_charts.js'] },
  'src/app/routes/checkout.tsx': { file: 'assets/checkout.js', isDynamicEntry: true, imports: ['index.html', '_stripe.js'] },
};

const SIZES: Record<string, number> = {
  'assets/index.js': 10_000,
  'assets/react.js': 60_000,
  'assets/charts.js': 150_000,
  'assets/stripe.js': 5_000,
  'assets/dialog.js': 3_000,
  'assets/home.js': 8_000,
  'assets/admin.js': 4_000,
  'assets/chart.js': 100,
  'assets/checkout.js': 2_000,
};

const budget = (maxHomeKb: number, stripeOwners = ['checkout']): Budget => ({
  routesDir: 'src/app/routes/',
  maxFirstLoadKb: { home: maxHomeKb },
  chunkOwners: { charts: ['admin'], stripe: stripeOwners },
});

const loads = pageLoads(manifest, 'src/app/routes/', (file) => SIZES[file]!);
const load = (page: string) => loads.find((candidate) => candidate.page === page)!;

describe('bundle budget', () => {
  it('counts the entry, the route chunk and their static imports once each as the first load', () => {
    expect(loads.map((candidate) => candidate.page).sort()).toEqual(['admin', 'checkout', 'home']);
    expect(load('home').firstLoad).toEqual(['assets/home.js', 'assets/index.js', 'assets/react.js']);
    expect(load('home').firstLoadBytes).toBe(78_000);
    expect(load('checkout').firstLoad).toContain('assets/stripe.js');
  });

  it('counts lazy imports as later, without the other pages they link to', () => {
    expect(load('admin').later).toEqual(['assets/chart.js', 'assets/charts.js', 'assets/dialog.js']);
    expect(load('admin').laterBytes).toBe(153_100);
    expect(load('admin').firstLoad).not.toContain('assets/home.js');
    expect(load('home').later).toEqual(['assets/dialog.js']);
  });

  it('passes when every page keeps its budget', () => {
    expect(budgetViolations(manifest, loads, budget(78))).toEqual([]);
  });

  it('fails when the home page loads more than its budget', () => {
    expect(budgetViolations(manifest, loads, budget(77.9))).toEqual(['home loads 78.0 kB gzip first; the budget is 77.9 kB']);
  });

  it('fails when a page loads a chunk that belongs to another page, first or later', () => {
    expect(budgetViolations(manifest, loads, budget(100, ['admin']))).toEqual([
      'checkout loads the stripe chunk, which only admin may load',
    ]);
    const sharedCharts: Manifest = { ...manifest, 'src/dialog.tsx': { ...manifest['src/dialog.tsx']!, imports: ['_charts.js'] } };
    const sharedLoads = pageLoads(sharedCharts, 'src/app/routes/', (file) => SIZES[file]!);
    expect(budgetViolations(sharedCharts, sharedLoads, budget(100))).toEqual([
      'home loads the charts chunk, which only admin may load',
      'checkout loads the charts chunk, which only admin may load',
    ]);
  });

  it('fails when a budgeted page or a watched chunk no longer exists', () => {
    const renamed: Budget = { routesDir: 'src/app/routes/', maxFirstLoadKb: { landing: 100 }, chunkOwners: { apex: ['admin'] } };
    expect(budgetViolations(manifest, loads, renamed)).toEqual(['No route module for the page "landing"', 'No chunk is named "apex"']);
  });

  it('prints one row per page, heaviest first, with the budget and the watched chunks', () => {
    const rows = budgetTable(loads, budget(220)).split('\n');
    expect(rows[0]).toMatch(/^page\s+first load \(kB gzip\)\s+budget \(kB\)\s+files\s+on demand \(kB gzip\)\s+watched chunks$/);
    expect(rows.slice(1).map((row) => row.split(/\s+/))).toEqual([
      ['home', '78.0', '220', '3', '3.0'],
      ['checkout', '77.0', '4', '3.0', 'stripe'],
      ['admin', '74.0', '3', '153.1', 'charts'],
    ]);
  });
});
