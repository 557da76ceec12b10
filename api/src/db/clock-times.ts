import { ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import type { Clock } from '../lib/clock.js';

/** The columns that say when a row was made; a row made with one of them set keeps it. */
const CREATED = ['createdAt', 'updatedAt', 'lastSeenAt', 'processedAt'];
/** The column that says when a row last changed. */
const UPDATED = ['updatedAt'];

/**
 * Rows the ORM writes take their times from the app's one clock, not the machine's: a new row's creation time,
 * a changed row's update time. Registered by the app with its clock (tests move it).
 */
export class ClockTimes implements EventSubscriber {
  constructor(private readonly clock: Clock) {}

  onFlush({ uow }: FlushEventArgs): void {
    const now = this.clock.now();
    for (const changeSet of uow.getChangeSets()) {
      const entity = changeSet.entity as Record<string, unknown>;
      const creating = changeSet.type === ChangeSetType.CREATE;
      if (!creating && changeSet.type !== ChangeSetType.UPDATE) continue;
      const fields = (creating ? CREATED : UPDATED).filter((field) => field in changeSet.meta.properties);
      for (const field of fields) if (!creating || entity[field] === undefined) entity[field] = now;
      if (fields.length > 0) uow.recomputeSingleChangeSet(changeSet.entity);
    }
  }
}
