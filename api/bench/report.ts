import type { LoadResult } from './load-runner.js';

export type Measure = 'req/s' | 'p50 ms' | 'p99 ms' | 'CPU ms/req' | 'RSS MB' | 'event-loop p99 ms' | 'count' | `s ${string}`;

/** A load run and the CPU time the server used for it. */
export interface MeasuredRun extends LoadResult {
  serverCpuMsPerResponse: number;
}

/** A target is on FirstWords' own figure (e.g. p99 under 20 ms) or on its ratio to the baseline. */
export interface Target {
  label: string;
  met(app: number, ratio: number): boolean;
}

export interface Row {
  section: string;
  call: string;
  measure: Measure;
  app: number;
  baseline: number;
  target?: Target;
}

export const atLeastOfBaseline = (share: number): Target => ({
  label: `≥ ${Math.round(share * 100)} % of baseline`,
  met: (_app, ratio) => ratio >= share,
});

export const under = (limit: number, unit: string): Target => ({
  label: `< ${limit} ${unit}`,
  met: (app) => app < limit,
});

export type LoadMeasure = 'req/s' | 'p50 ms' | 'p99 ms' | 'CPU ms/req';

const VALUES: Record<LoadMeasure, (run: MeasuredRun) => number> = {
  'req/s': (run) => run.requestsPerSecond,
  'p50 ms': (run) => run.p50,
  'p99 ms': (run) => run.p99,
  'CPU ms/req': (run) => run.serverCpuMsPerResponse,
};

/** Throughput, latency and CPU rows of one call measured on both servers. */
export function loadRows(
  section: string,
  call: string,
  app: MeasuredRun,
  baseline: MeasuredRun,
  targets: Partial<Record<Measure, Target>> = {},
  measures: LoadMeasure[] = ['req/s', 'p50 ms', 'p99 ms', 'CPU ms/req'],
): Row[] {
  const value = (run: MeasuredRun, measure: LoadMeasure) => VALUES[measure](run);
  return measures.map((measure) => ({
    section,
    call,
    measure,
    app: value(app, measure),
    baseline: value(baseline, measure),
    target: targets[measure],
  }));
}

function formatValue(value: number, measure: Measure): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (measure === 'req/s' || measure === 'RSS MB' || measure === 'count') return Math.round(value).toLocaleString('en-GB');
  return value.toFixed(value < 10 ? 2 : 1);
}

/** The markdown table: every figure beside its baseline, their ratio, and the target met or missed. */
export function markdownTable(rows: Row[]): string {
  const lines = [
    '| Section | Call | Measure | FirstWords | Baseline | Ratio | Target | |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- |',
  ];
  let previousSection = '';
  for (const row of rows) {
    const ratio = row.app / row.baseline;
    const verdict = row.target ? (row.target.met(row.app, ratio) ? 'met' : '**missed**') : '';
    const section = row.section === previousSection ? '' : row.section;
    previousSection = row.section;
    const cells = [
      section,
      row.call,
      row.measure,
      formatValue(row.app, row.measure),
      formatValue(row.baseline, row.measure),
      Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a',
      row.target?.label ?? '',
      verdict,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** A line for every run that got errors or non-2xx answers, which its figures leave out. */
export function failureNote(run: string, result: LoadResult): string | undefined {
  if (result.failed === 0) return undefined;
  const codes = Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count} × ${code}`);
  return `${run}: ${result.failed} failed requests (${codes.join(', ') || 'connection errors'}), not counted in its figures.`;
}
