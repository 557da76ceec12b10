import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** A provider event already handled: a redelivery of the same event id is acknowledged and ignored. */
@Entity({ tableName: 'processed_webhook_events' })
export class ProcessedWebhookEvent {
  /** The provider's event id (evt_...). */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  processedAt!: Date & Opt;
}
