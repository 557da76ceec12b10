// The chaos run's people: each signs in and then generates, regenerates, refines, buys and reads, one call after
// another, through whichever replica is up, as a load balancer would send them. Every call is recorded.
import { setTimeout as sleep } from 'node:timers/promises';
import { deliverWebhook, type FakeStripe } from '../test/fakes/fake-stripe.js';
import { GENERATION_REQUEST } from '../test/fixtures/introductions.fixtures.js';

/** Past this a call counts as hung: longer than any answer the app may take (the writer's time limit and more). */
export const CALL_DEADLINE_MS = 30_000;

export interface CallRecord {
  action: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or how the call failed without one. */
  status: number | 'hung' | 'refused';
}

/** The replicas that are up right now, taken in turn. */
export class Cluster {
  private turn = 0;
  readonly replicas: Array<string | null>;

  constructor(count: number) {
    this.replicas = Array.from({ length: count }, () => null);
  }

  next(): string | null {
    const up = this.replicas.filter((url): url is string => url !== null);
    if (up.length === 0) return null;
    this.turn += 1;
    return up[this.turn % up.length] ?? null;
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

export class Traffic {
  readonly calls: CallRecord[] = [];
  /** Webhook deliveries still to make (late ones, and those Stripe retries after a refusal). */
  private readonly deliveries = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly cluster: Cluster,
    private readonly stripe: FakeStripe,
  ) {}

  /** One call, recorded, to the next replica of the cluster or to the one given. */
  async call(
    action: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    base = this.cluster.next(),
  ): Promise<Answer | null> {
    const startedAt = Date.now();
    const record = (status: CallRecord['status']) => this.calls.push({ action, startedAt, endedAt: Date.now(), status });
    if (base === null) {
      record('refused');
      return null;
    }
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_DEADLINE_MS),
      });
      const text = await response.text();
      record(response.status);
      return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : null };
    } catch (error) {
      record(error instanceof DOMException && error.name === 'TimeoutError' ? 'hung' : 'refused');
      return null;
    }
  }

  /** One person, from sign-in until the run stops: a text written is read for a few seconds before the next call. */
  async person(index: number, random: () => number): Promise<void> {
    let headers: Record<string, string> | undefined;
    let introductionId: number | undefined;
    while (!this.stopped) {
      let pauseMs = 200 + random() * 600;
      if (!headers) {
        const signedIn = await this.call('sign in', 'POST', '/api/auth/dev-login', { email: `person-${index}@chaos.example` });
        if (signedIn?.status === 200) headers = { authorization: `Bearer ${String(signedIn.body?.token)}` };
      } else {
        const roll = random();
        if (roll < 0.6) pauseMs = 2_000 + random() * 4_000;
        if (roll < 0.35 || introductionId === undefined) {
          const made = await this.call('generate', 'POST', '/api/introductions', GENERATION_REQUEST, headers);
          const created = made?.body?.introduction as { id?: number } | undefined;
          if (made?.status === 201 && created?.id) introductionId = created.id;
        } else if (roll < 0.5) {
          await this.call('regenerate', 'POST', `/api/introductions/${introductionId}/regenerate`, undefined, headers);
        } else if (roll < 0.6) {
          await this.call(
            'refine',
            'POST',
            `/api/introductions/${introductionId}/refine`,
            { purpose: 'pitch', direction: 'shorter' },
            headers,
          );
        } else if (roll < 0.75) {
          await this.buy(headers, random);
        } else {
          await this.call('read', 'GET', random() < 0.5 ? '/api/credits' : '/api/introductions', undefined, headers);
        }
      }
      await sleep(pauseMs);
    }
  }

  /**
   * A Basic package paid by card, then confirmed by the page; Stripe's events come as Stripe sends them at worst:
   * twice, late, and some purchases refunded, the refund at times before the payment's own event.
   */
  private async buy(headers: Record<string, string>, random: () => number): Promise<void> {
    const started = await this.call('buy', 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, headers);
    const secret = started?.status === 200 ? String(started.body?.clientSecret) : undefined;
    if (!secret) return;
    const paid = this.stripe.pay(secret.split('_secret_')[0] ?? '');
    const succeeded = this.stripe.signedEvent('payment_intent.succeeded', paid);
    const late = random() < 0.3;
    this.deliver(succeeded, late ? 5_000 + random() * 10_000 : 0);
    this.deliver(succeeded, 500 + random() * 2_000);
    if (random() < 0.2) {
      const charge = { id: `ch_${paid.id}`, object: 'charge', payment_intent: paid.id, amount: 999, amount_refunded: 999 };
      this.deliver(this.stripe.signedEvent('charge.refunded', charge), late ? 1_000 : 3_000 + random() * 3_000);
    }
    if (!late) await this.call('confirm', 'POST', '/api/credits/confirm-purchase', { paymentIntentId: paid.id }, headers);
  }

  /** Delivers an event after `delayMs`, and again a few seconds later for as long as it is not answered 2xx, as Stripe does. */
  private deliver(event: { payload: string; signature: string }, delayMs: number): void {
    const delivery = (async () => {
      await sleep(delayMs);
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        const base = this.cluster.next();
        const startedAt = Date.now();
        let status: CallRecord['status'] = 'refused';
        if (base !== null)
          status = await deliverWebhook({ baseUrl: base } as never, event).then(
            (response) => response.status,
            () => 'refused' as const,
          );
        this.calls.push({ action: 'webhook', startedAt, endedAt: Date.now(), status });
        if (typeof status === 'number' && status < 300) return;
        await sleep(2_000);
      }
    })();
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  /** Stops the people after their current call, then waits for every webhook delivery still due. */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.deliveries.size > 0) await Promise.all(this.deliveries);
  }
}
