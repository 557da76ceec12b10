// Every replica hears every writing's progress through one PostgreSQL channel: the replica that writes says
// each change with NOTIFY, and each replica hands what it hears to its own watchers of that introduction.
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Draft } from '../../generation/index.js';
import type { GenerationErrorCode } from '../../generation/generation.errors.js';
import type { Logger } from '../../../lib/logger.js';

const CHANNEL = 'introduction_writing';
/** PostgreSQL refuses a payload of 8,000 bytes or more; drafts are sent in notifications below this. */
const MAX_PAYLOAD_BYTES = 7_500;
const RECONNECT_MS = 1_000;

export type WritingEvent =
  | { kind: 'drafts'; introductionId: number; drafts: Draft[] }
  | { kind: 'done'; introductionId: number }
  | { kind: 'failed'; introductionId: number; code: GenerationErrorCode };

type Listener = (event: WritingEvent) => void;

/**
 * A notification: the introduction's id, a colon, then the event as JSON. Every replica hears every writing; one with
 * no watcher of that introduction reads the id and leaves the rest unparsed.
 */
const payloadOf = (event: WritingEvent) => `${event.introductionId}:${JSON.stringify(event)}`;

/** The drafts in as few notifications as fit; a draft too long for one on its own is left to the stored row. */
function draftPayloads(introductionId: number, drafts: Draft[]): string[] {
  const payloads: string[] = [];
  let batch: Draft[] = [];
  const draftsPayload = (batched: Draft[]) => payloadOf({ kind: 'drafts', introductionId, drafts: batched });
  for (const draft of drafts) {
    if (Buffer.byteLength(draftsPayload([draft])) > MAX_PAYLOAD_BYTES) continue;
    if (batch.length > 0 && Buffer.byteLength(draftsPayload([...batch, draft])) > MAX_PAYLOAD_BYTES) {
      payloads.push(draftsPayload(batch));
      batch = [];
    }
    batch.push(draft);
  }
  if (batch.length > 0) payloads.push(draftsPayload(batch));
  return payloads;
}

/** Says events to every replica in one statement; delivered after it, in the order one connection sends them. */
export async function announce(em: EntityManager, ...events: WritingEvent[]): Promise<void> {
  const payloads = events.flatMap((event) =>
    event.kind === 'drafts' ? draftPayloads(event.introductionId, event.drafts) : [payloadOf(event)],
  );
  if (payloads.length === 0) return;
  const calls = payloads.map(() => 'pg_notify(?, ?)').join(', ');
  await em.getConnection().execute(
    `select ${calls}`,
    payloads.flatMap((payload) => [CHANNEL, payload]),
  );
}

/** This replica's ear on the channel: one connection of its own, LISTENing, reconnecting when it drops. */
export class WritingChannel {
  private readonly listeners = new Map<number, Set<Listener>>();
  private client: pg.Client | null = null;
  private stopped = false;
  private reconnect: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', ({ payload }) => payload && this.deliver(payload));
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'The writing channel lost its database connection; reconnecting');
      this.client = null;
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      this.start().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'The writing channel could not reconnect; trying again');
        this.scheduleReconnect();
      });
    }, RECONNECT_MS);
    this.reconnect.unref();
  }

  private deliver(payload: string): void {
    const colon = payload.indexOf(':');
    const listeners = this.listeners.get(Number(payload.slice(0, colon)));
    if (!listeners) return;
    let event: WritingEvent;
    try {
      event = JSON.parse(payload.slice(colon + 1)) as WritingEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  }

  /** Hears the events of one introduction until the returned function is called. */
  listen(introductionId: number, listener: Listener): () => void {
    const set = this.listeners.get(introductionId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(introductionId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(introductionId) === set) this.listeners.delete(introductionId);
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
