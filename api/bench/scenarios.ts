import { monotonicMicroseconds, type TimeWindow } from './cpu-profile.js';
import { BENCH_ANSWERS, READER_INTRODUCTIONS, type Fixtures } from './fixtures.js';
import { runLoad, type LoadSpec } from './load-runner.js';
import { measurePoolScaling } from './pool-scaling.js';
import type { ServerProcess } from './processes.js';
import {
  atLeastOfBaseline,
  failureNote,
  loadRows,
  under,
  type LoadMeasure,
  type Measure,
  type MeasuredRun,
  type Row,
  type Target,
} from './report.js';

export const SECTIONS = ['graphql', 'rest', 'rate', 'generation', 'streaming', 'hostile', 'admin'] as const;
export type Section = (typeof SECTIONS)[number];

export interface Servers {
  app: ServerProcess;
  graphqlBaseline: ServerProcess;
  restBaseline: ServerProcess;
  /** Express 5 alone with the REST baseline's SQL (baseline-express.ts). */
  restFloor: ServerProcess;
}

/** Writing workers: the app's (one a core) and a second app's on the same database with one. */
export interface WorkerComparison {
  threads: number;
  oneWorker: ServerProcess;
}

export interface RunSettings {
  seconds: number;
  warmupSeconds: number;
}

/** Enough to keep both cores busy without queueing far past the app's 10 database connections. */
const CONNECTIONS = 10;
const FIXED_RATE = 200;
/**
 * autocannon gives each connection its share of the rate, which it sends back to back at the start of
 * every second: two connections send 100 each, about what two cores serve at once.
 */
const FIXED_RATE_CONNECTIONS = 2;

// The web app's own documents (web/src/session and features/dashboard).
const CREDITS_QUERY = 'query Credits { credits { remaining unlimited isPremium isSubscribed subscriptionStatus nextBillingDate } }';
// The dashboard's own query (web/src/features/dashboard/api/introductions-query.ts).
const INTRODUCTIONS_QUERY = `query Introductions { introductionSummaries(limit: ${READER_INTRODUCTIONS}) { items { id purpose createdAt preview } nextCursor } }`;

interface Call {
  name: string;
  baseline: 'graphqlBaseline' | 'restBaseline';
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  token?: string;
  /** Users to sign in as, round-robin, on each server. */
  tokens?: { app: string[]; baseline: string[] };
  /** A server measured between the baseline and the app: what the framework alone costs. */
  floor?: 'restFloor';
}

type Side = 'baseline' | 'floor' | 'app';
type Comparison = Record<'app' | 'baseline', MeasuredRun> & { floor?: MeasuredRun };

/** What the floor rows are called beside the app's. */
const FLOOR_NAME = 'Express 5 alone, same SQL';

const graphqlCall = (name: string, query: string, token: string): Call => ({
  name,
  baseline: 'graphqlBaseline',
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query }),
  token,
});

const restGet = (name: string, path: string, token: string): Call => ({
  name,
  baseline: 'restBaseline',
  method: 'GET',
  path,
  token,
});

function specFor(call: Call, url: string, tokens: string[] | undefined, load: Omit<LoadSpec, 'url' | 'method' | 'headers'>): LoadSpec {
  const headers: Record<string, string> = call.body ? { 'content-type': 'application/json' } : {};
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  return { ...load, url: `${url}${call.path}`, method: call.method, headers, body: call.body, tokens };
}

/** Runs the same load against the baseline, then the floor if the call has one, then the app. */
export class Scenarios {
  readonly rows: Row[] = [];
  readonly notes: string[] = [];
  /** When the app was under load, for its CPU profile. */
  readonly appLoadWindows: TimeWindow[] = [];

  constructor(
    private readonly servers: Servers,
    private readonly fixtures: Fixtures,
    private readonly settings: RunSettings,
  ) {}

  private async compare(call: Call, load: { connections: number; rate?: number }): Promise<Comparison> {
    const run = { ...load, seconds: this.settings.seconds, warmupSeconds: this.settings.warmupSeconds };
    const results: Partial<Comparison> = {};
    const sides: Side[] = call.floor ? ['baseline', 'floor', 'app'] : ['baseline', 'app'];
    for (const side of sides) {
      const label = `${side}${load.rate ? ` at ${load.rate} req/s` : ''}`;
      const tokens = call.tokens?.[side === 'app' ? 'app' : 'baseline'];
      results[side] = await this.measure(this.serverOf(call, side), call, tokens, run, label, side === 'app');
    }
    return results as Comparison;
  }

  /** One load run of `call` on `server`, with the CPU time the server spent on it. */
  private async measure(
    server: ServerProcess,
    call: Call,
    tokens: string[] | undefined,
    run: Omit<LoadSpec, 'url' | 'method' | 'headers'>,
    label: string,
    isApp: boolean,
  ): Promise<MeasuredRun> {
    console.log(`  ${call.name} on the ${label}`);
    const start = monotonicMicroseconds();
    const cpuBefore = server.cpuSeconds();
    const result = await runLoad(specFor(call, server.url, tokens, run));
    const serverCpuMsPerResponse = ((server.cpuSeconds() - cpuBefore) * 1000) / result.responses;
    if (isApp) this.appLoadWindows.push({ start, end: monotonicMicroseconds() });
    const note = failureNote(`${call.name} (${label})`, result);
    if (note) this.notes.push(note);
    return { ...result, serverCpuMsPerResponse };
  }

  private serverOf(call: Call, side: Side): ServerProcess {
    if (side === 'app') return this.servers.app;
    if (side === 'floor' && call.floor) return this.servers[call.floor];
    return this.servers[call.baseline];
  }

  /** The app's rows, and the floor's beside them (no target: it shows what the framework alone reaches). */
  private comparisonRows(
    section: string,
    call: Call,
    { app, baseline, floor }: Comparison,
    targets: Partial<Record<Measure, Target>>,
    measures?: LoadMeasure[],
  ): Row[] {
    const rows = loadRows(section, call.name, app, baseline, targets, measures);
    if (floor) rows.push(...loadRows(section, `${call.name}: ${FLOOR_NAME}`, floor, baseline, {}, measures));
    return rows;
  }

  private readCalls(kind: 'graphql' | 'rest'): Call[] {
    const token = this.fixtures.readerToken;
    return kind === 'graphql'
      ? [
          graphqlCall('GraphQL `credits`', CREDITS_QUERY, token),
          graphqlCall(`GraphQL \`introductionSummaries\` (${READER_INTRODUCTIONS})`, INTRODUCTIONS_QUERY, token),
        ]
      : [
          // The calls baseline-express.ts also answers.
          { ...restGet('GET /api/credits', '/api/credits', token), floor: 'restFloor' },
          { ...restGet(`GET /api/introductions (${READER_INTRODUCTIONS})`, '/api/introductions', token), floor: 'restFloor' },
        ];
  }

  /**
   * GraphQL is held to graphql-http; REST to Express 5 alone with the same SQL, what the framework reaches before any
   * of the app's work (its ratio to node:http is shown beside, for information).
   */
  async throughput(kind: 'graphql' | 'rest'): Promise<void> {
    const section = `${kind === 'graphql' ? 'GraphQL' : 'REST'}, ${CONNECTIONS} connections`;
    for (const call of this.readCalls(kind)) {
      const comparison = await this.compare(call, { connections: CONNECTIONS });
      if (kind === 'graphql') {
        this.rows.push(...this.comparisonRows(section, call, comparison, { 'req/s': atLeastOfBaseline(0.5) }));
        continue;
      }
      this.rows.push(...this.comparisonRows(section, call, comparison, {}));
      const { app, floor } = comparison;
      if (floor)
        this.rows.push(
          ...loadRows(section, `${call.name} (baseline: ${FLOOR_NAME})`, app, floor, { 'req/s': atLeastOfBaseline(0.55) }, ['req/s']),
        );
    }
  }

  async fixedRate(): Promise<void> {
    const section = `Fixed ${FIXED_RATE} req/s`;
    for (const call of [...this.readCalls('graphql'), ...this.readCalls('rest')]) {
      const comparison = await this.compare(call, { connections: FIXED_RATE_CONNECTIONS, rate: FIXED_RATE });
      const target = { 'p99 ms': under(20, 'ms') };
      this.rows.push(...this.comparisonRows(section, call, comparison, target, ['p50 ms', 'p99 ms', 'CPU ms/req']));
    }
  }

  /** Offline writings against the REST baseline (the same writer and pool), then the pool's scaling: the app's workers against one. */
  async generation(workers: WorkerComparison): Promise<void> {
    const section = `Generation, ${CONNECTIONS} connections`;
    const call: Call = {
      name: 'POST /api/introductions',
      baseline: 'restBaseline',
      method: 'POST',
      path: '/api/introductions',
      body: JSON.stringify(BENCH_ANSWERS),
      tokens: { app: this.fixtures.appWriterTokens, baseline: this.fixtures.baselineWriterTokens },
    };
    const { app, baseline } = await this.compare(call, { connections: CONNECTIONS });
    this.rows.push(...loadRows(section, call.name, app, baseline));
    const run = { connections: CONNECTIONS, seconds: this.settings.seconds, warmupSeconds: this.settings.warmupSeconds };
    const oneWorker = await this.measure(workers.oneWorker, call, this.fixtures.appWriterTokens, run, 'app with 1 writing worker', false);
    // No target: over HTTP the app's own thread shares the two cores with the workers (the pool alone has one).
    const scaling = `${call.name}: ${workers.threads} writing workers (baseline: 1)`;
    this.rows.push(...loadRows(section, scaling, app, oneWorker, {}, ['req/s', 'p50 ms', 'CPU ms/req']));
    this.rows.push(...(await measurePoolScaling(this.settings.seconds)));
  }

  /** One connection: the latency of each call on its own, on the seeded database. */
  async admin(): Promise<void> {
    const token = this.fixtures.adminToken;
    const calls = [
      restGet('GET /api/admin/stats', '/api/admin/stats', token),
      restGet('GET /api/admin/users', '/api/admin/users', token),
      restGet('GET /api/admin/introductions', '/api/admin/introductions', token),
    ];
    for (const call of calls) {
      const { app, baseline } = await this.compare(call, { connections: 1 });
      const targets = call.path.endsWith('/stats') ? { 'p99 ms': under(100, 'ms') } : {};
      // No CPU per request: one connection leaves the server mostly waiting on PostgreSQL.
      this.rows.push(...loadRows('Admin, 1 connection', call.name, app, baseline, targets, ['p50 ms', 'p99 ms']));
    }
  }
}
