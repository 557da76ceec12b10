// `npm run bench`: builds the api, starts it on a fresh embedded PostgreSQL in a temporary directory, seeds it,
// and measures it against plain baselines with autocannon from separate processes, then prints a markdown table.
// Flags: --quick (small database, 3 s runs), --sections=graphql,rest,rate,generation,streaming,hostile,admin, --profile (CPU profile
// of the app, summarised at the end), --skip-build (use api/dist as it is).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort } from '../src/lib/free-port.js';
import { summariseCpuProfile, type TimeWindow } from './cpu-profile.js';
import { prepareFixtures, seed } from './fixtures.js';
import { API_DIRECTORY, startServer, type ServerProcess } from './processes.js';
import { markdownTable, under, type Row } from './report.js';
import { Scenarios, SECTIONS, type Section } from './scenarios.js';
import { measureHostile, measureHostileFiles } from './hostile.js';
import { DEFAULT_PACE, measureStreaming, startStreamingModel } from './streaming.js';

const MODES = {
  full: { users: 100_000, introductions: 1_000_000, seconds: 10, warmupSeconds: 3, writersEach: 1_000, streamingRuns: 5 },
  quick: { users: 2_000, introductions: 20_000, seconds: 3, warmupSeconds: 1, writersEach: 300, streamingRuns: 3 },
};
/** The server with its writing pool (a worker a core, each with its own heap). */
const MEMORY_LIMIT_MB = 300;
/** The C library's memory settings the Dockerfile gives the app (`ENV MALLOC_...`). */
const APP_MALLOC_ENVIRONMENT = Object.fromEntries(
  [...readFileSync(join(API_DIRECTORY, '..', 'Dockerfile'), 'utf8').matchAll(/\b(MALLOC_\w+)=(\S+)/g)].map(([, name, value]) => [
    name,
    value,
  ]),
);
/** Node's options as `npm start` gives them to the app (the heap limit, also in the Dockerfile). */
const APP_NODE_OPTIONS = (
  JSON.parse(readFileSync(join(API_DIRECTORY, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--'));

const { values: argv } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    sections: { type: 'string' },
    profile: { type: 'boolean' },
    'skip-build': { type: 'boolean' },
  },
});
// From the repository root (`npm run bench -- --quick`) npm takes the flags as its own settings and passes
// them on as npm_config_* variables.
const npmSetting = (name: string) => process.env[`npm_config_${name.replaceAll('-', '_')}`];
const flags = {
  quick: argv.quick ?? npmSetting('quick') === 'true',
  sections: argv.sections ?? npmSetting('sections'),
  profile: argv.profile ?? npmSetting('profile') === 'true',
  skipBuild: argv['skip-build'] ?? npmSetting('skip-build') === 'true',
};
const mode = flags.quick ? MODES.quick : MODES.full;
const sections = new Set((flags.sections?.split(',') ?? SECTIONS).map((name) => name.trim()));
const unknown = [...sections].filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`Unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);

const servers: ServerProcess[] = [];
let dataDirectory: string | undefined;
let appLoadWindows: TimeWindow[] = [];
let cleaning: Promise<void> | undefined;

/** Stops every server (the app stops its PostgreSQL) and removes the temporary directory; safe to call twice. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const server of servers.reverse()) await server.stop();
    if (dataDirectory) {
      const profileDirectory = join(dataDirectory, 'profile');
      for (const file of await readdir(profileDirectory).catch(() => [])) {
        const kept = join(tmpdir(), `firstwords-bench-${Date.now()}.cpuprofile`);
        await copyFile(join(profileDirectory, file), kept);
        console.log(`\n${await summariseCpuProfile(kept, appLoadWindows)}`);
      }
      await rm(dataDirectory, { recursive: true, force: true });
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/** The api; with the streaming section, which times the pages in Chromium, the web app too. */
function build(): void {
  const args = sections.has('streaming') ? ['run', 'build'] : ['run', 'build', '-w', 'api'];
  console.log(`Building (npm ${args.join(' ')})`);
  const result = spawnSync('npm', args, { cwd: join(API_DIRECTORY, '..'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The build failed with status ${result.status}`);
}

const startBaseline = async (name: string, script: string, databaseUrl: string) =>
  startServer({
    name,
    args: ['--import', 'tsx', script],
    env: { DATABASE_URL: databaseUrl },
    port: await findFreePort(),
    readyPath: '/healthz',
    readyTimeoutMs: 30_000,
  });

async function benchmark(): Promise<void> {
  if (!flags.skipBuild) build();
  dataDirectory = await mkdtemp(join(tmpdir(), 'firstwords-bench-'));
  // As root, PostgreSQL runs as its own user, which must be able to enter this directory.
  await chmod(dataDirectory, 0o755);
  const databasePort = await findFreePort();
  const profiling = flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${join(dataDirectory, 'profile')}`] : [];
  const app = await startServer({
    name: 'FirstWords',
    args: [...profiling, ...APP_NODE_OPTIONS, 'dist/index.js'],
    env: {
      ...APP_MALLOC_ENVIRONMENT,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDirectory,
      EMBEDDED_POSTGRES_PORT: String(databasePort),
    },
    port: await findFreePort(),
    readyPath: '/readyz',
    readyTimeoutMs: 120_000,
  });
  servers.push(app);
  // The embedded PostgreSQL's development credentials (src/db/embedded-postgres.ts).
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${databasePort}/firstwords`;

  console.log(`Seeding ${mode.users.toLocaleString('en-GB')} users and ${mode.introductions.toLocaleString('en-GB')} introductions`);
  const seedSeconds = await seed(databaseUrl, mode.users, mode.introductions);
  const appAtRest = await app.settledResidentMegabytes();
  const fixtures = await prepareFixtures(app.url, databaseUrl, mode.writersEach);
  const graphqlBaseline = await startBaseline('GraphQL baseline', 'bench/baseline-graphql.ts', databaseUrl);
  servers.push(graphqlBaseline);
  const restBaseline = await startBaseline('REST baseline', 'bench/baseline-rest.ts', databaseUrl);
  servers.push(restBaseline);
  const baselineAtRest = await restBaseline.settledResidentMegabytes();
  const restFloor = await startBaseline('REST floor', 'bench/baseline-express.ts', databaseUrl);
  servers.push(restFloor);

  const scenarios = new Scenarios({ app, graphqlBaseline, restBaseline, restFloor }, fixtures, mode);
  appLoadWindows = scenarios.appLoadWindows;
  const runs: Record<Section, () => Promise<void>> = {
    graphql: () => scenarios.throughput('graphql'),
    rest: () => scenarios.throughput('rest'),
    rate: () => scenarios.fixedRate(),
    generation: async () => {
      // The same app with one writing worker, on the same database: what the pool's workers add.
      const oneWorker = await startServer({
        name: 'FirstWords (1 writing worker)',
        args: [...APP_NODE_OPTIONS, 'dist/index.js'],
        env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, WRITING_THREADS: '1' },
        port: await findFreePort(),
        readyPath: '/readyz',
        readyTimeoutMs: 60_000,
      });
      try {
        await scenarios.generation({ threads: availableParallelism(), oneWorker });
      } finally {
        await oneWorker.stop();
      }
    },
    hostile: async () => {
      for (const measure of [measureHostile, measureHostileFiles]) {
        const { rows, note } = await measure(app, fixtures.hostileWriterTokens);
        scenarios.rows.push(...rows);
        scenarios.notes.push(note);
      }
    },
    streaming: async () => {
      const model = await startStreamingModel(DEFAULT_PACE);
      const writer = await startServer({
        name: 'FirstWords (OpenAI)',
        args: [...profiling, ...APP_NODE_OPTIONS, 'dist/index.js'],
        env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: model.baseURL },
        port: await findFreePort(),
        readyPath: '/readyz',
        readyTimeoutMs: 60_000,
      });
      try {
        scenarios.rows.push(
          ...(await measureStreaming(writer, fixtures.streamWriterTokens, model, DEFAULT_PACE, mode.streamingRuns, appLoadWindows)),
        );
      } finally {
        await writer.stop();
        await model.close();
      }
    },
    admin: () => scenarios.admin(),
  };
  for (const section of SECTIONS) {
    if (!sections.has(section)) continue;
    console.log(`Running ${section}`);
    await runs[section]();
  }

  const memory = (call: string, app: number, baseline: number): Row => ({
    section: 'Memory (RSS of the server process; baseline: REST baseline)',
    call,
    measure: 'RSS MB',
    app,
    baseline,
    target: under(MEMORY_LIMIT_MB, 'MB'),
  });
  const rows = [
    ...scenarios.rows,
    memory('at rest after start', appAtRest, baselineAtRest),
    memory('after the load', app.residentMegabytes(), restBaseline.residentMegabytes()),
  ];

  console.log(`\n## Benchmark (${flags.quick ? 'quick' : 'full'} run)\n`);
  console.log(
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${availableParallelism()} CPUs, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node.js ${process.version}. ` +
      `App: node ${[...APP_NODE_OPTIONS, 'dist/index.js'].join(' ')}. Each run: ${mode.warmupSeconds} s warm-up, then ${mode.seconds} s.\n`,
  );
  console.log(
    `Seeded ${mode.users.toLocaleString('en-GB')} users and ${mode.introductions.toLocaleString('en-GB')} ` +
      `introductions in ${seedSeconds.toFixed(1)} s.\n`,
  );
  console.log(markdownTable(rows));
  console.log(
    '\nRatio: FirstWords ÷ baseline. req/s: successful responses a second; p50, p99: their latency; ' +
      'CPU ms/req: CPU time (user + system) of the server process per response, warm-up included, ' +
      'the steadiest figure on a shared machine. Baselines: graphql-http over graphql-js for GraphQL, ' +
      'node:http for REST, both with pg and the same SQL. "Express 5 alone, same SQL": the REST baseline\'s ' +
      'routes on Express 5 with no middleware (bench/baseline-express.ts), what the framework reaches before any ' +
      "of the app's work, measured against the same baseline.",
  );
  if (scenarios.notes.length > 0) console.log(`\n${scenarios.notes.map((note) => `- ${note}`).join('\n')}`);
}

try {
  await benchmark();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
