// A writing's progress reaches the watchers on its own replica at once, in memory, and the other replicas through
// one PostgreSQL channel. Drafts are long and change 20 times a second, so they go over PostgreSQL only for a
// writing somebody follows from another replica: that replica asks for them with a "watch" notification.
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
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

/** The replica, the introduction's id and the rest, split at the first two spaces. */
function splitPayload(payload: string): [string, string, string] {
  const first = payload.indexOf(' ');
  const second = payload.indexOf(' ', first + 1);
  return [payload.slice(0, first), payload.slice(first + 1, second), payload.slice(second + 1)];
}

/**
 * A notification: the replica that says it, the introduction's id, then the event as JSON or `watch`. A replica
 * hears its own and every other's; it reads the first two and leaves the rest unparsed unless it has a watcher.
 */
const payloadOf = (replica: string, event: WritingEvent) => `${replica} ${event.introductionId} ${JSON.stringify(event)}`;
const WATCH = 'watch';

/** The drafts in as few notifications as fit; a draft too long for one on its own is left to the stored row. */
function draftPayloads(replica: string, introductionId: number, drafts: Draft[]): string[] {
  const payloads: string[] = [];
  let batch: Draft[] = [];
  const draftsPayload = (batched: Draft[]) => payloadOf(replica, { kind: 'drafts', introductionId, drafts: batched });
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

/** Notifies every replica in one statement; delivered after it, in the order one connection sends them. */
async function notify(em: EntityManager, payloads: string[]): Promise<void> {
  if (payloads.length === 0) return;
  const calls = payloads.map(() => 'pg_notify(?, ?)').join(', ');
  await em.getConnection().execute(
    `select ${calls}`,
    payloads.flatMap((payload) => [CHANNEL, payload]),
  );
}

/** This replica's ear on the channel: one connection of its own, LISTENing, reconnecting when it drops. */
export class WritingChannel {
  /** This replica's name on the channel, so that it knows its own notifications. */
  private readonly replica = randomUUID();
  private readonly listeners = new Map<number, Set<Listener>>();
  /** The introductions written here that a watcher on another replica follows: their drafts go over PostgreSQL. */
  private readonly watchedElsewhere = new Set<number>();
  private runsHere: (introductionId: number) => boolean = () => false;
  private resay: (introductionId: number) => void = () => undefined;
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
    const [replica, id, body] = splitPayload(payload);
    if (replica === this.replica) return;
    const introductionId = Number(id);
    if (body === WATCH) {
      if (this.runsHere(introductionId)) {
        this.watchedElsewhere.add(introductionId);
        this.resay(introductionId);
      }
      return;
    }
    if (!this.listeners.has(introductionId)) return;
    try {
      this.tellHere(JSON.parse(body) as WritingEvent);
    } catch {
      // not an event of this version's
    }
  }

  private tellHere(event: WritingEvent): void {
    for (const listener of this.listeners.get(event.introductionId) ?? []) listener(event);
  }

  /**
   * Tells the watchers of these writings, which run on this replica: here at once, elsewhere in one statement (ends
   * always, drafts when asked for). Told elsewhere in the order this replica's statements are sent.
   */
  async tell(em: EntityManager, ...events: WritingEvent[]): Promise<void> {
    for (const event of events) this.tellHere(event);
    const payloads = events.flatMap((event) => {
      if (event.kind !== 'drafts') {
        this.watchedElsewhere.delete(event.introductionId);
        return [payloadOf(this.replica, event)];
      }
      return this.watchedElsewhere.has(event.introductionId) ? draftPayloads(this.replica, event.introductionId, event.drafts) : [];
    });
    await notify(em, payloads);
  }

  /**
   * The writings on this replica: `runsHere` says whether one is, and `resay` says all its drafts again when a watcher
   * on another replica starts to follow it (they go to that watcher from then on).
   */
  knowWritings(writings: { runsHere: (introductionId: number) => boolean; resay: (introductionId: number) => void }): void {
    this.runsHere = writings.runsHere;
    this.resay = writings.resay;
  }

  /**
   * Hears the events of one introduction until the returned function is called, from whichever replica writes it.
   * The replica that writes it is asked to say its drafts over PostgreSQL from now on, unless it is this one.
   */
  async listen(em: EntityManager, introductionId: number, listener: Listener): Promise<() => void> {
    const set = this.listeners.get(introductionId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(introductionId, set);
    const stop = () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(introductionId) === set) this.listeners.delete(introductionId);
    };
    if (this.runsHere(introductionId)) return stop;
    await notify(em, [`${this.replica} ${introductionId} ${WATCH}`]).catch((error: unknown) => {
      stop();
      throw error;
    });
    return stop;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
