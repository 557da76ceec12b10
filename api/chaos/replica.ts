// One FirstWords replica of the chaos run: the server as `npm start` runs it, with its Stripe SDK pointed at the
// run's fake Stripe, the model's time limits short enough that a hanging model is given up within the run, and the
// writings' lease as the run sets it (shorter in the short run, so a dead replica's writing is refunded sooner).
import { DEFAULT_WRITING_SETTINGS } from '../src/modules/introductions/writing/writing-runner.js';
import { runServer } from '../src/server.js';

const stripeUrl = process.env.CHAOS_STRIPE_URL;
if (!stripeUrl) throw new Error('Set CHAOS_STRIPE_URL to the fake Stripe of the chaos run.');
const stripe = new URL(stripeUrl);

await runServer({
  stripe: { host: stripe.hostname, port: Number(stripe.port), protocol: 'http' },
  openaiTimeoutMs: Number(process.env.CHAOS_OPENAI_TIMEOUT_MS ?? 8_000),
  openaiIdleTimeoutMs: Number(process.env.CHAOS_OPENAI_IDLE_TIMEOUT_MS ?? 2_000),
  writing: {
    leaseMs: Number(process.env.CHAOS_WRITING_LEASE_MS ?? DEFAULT_WRITING_SETTINGS.leaseMs),
    sweepEveryMs: Number(process.env.CHAOS_SWEEP_EVERY_MS ?? DEFAULT_WRITING_SETTINGS.sweepEveryMs),
  },
});
