import { Migration } from '@mikro-orm/migrations';

// Statement-level triggers see every row a statement wrote at once (transition tables), so a bulk insert
// of a million rows updates a few hundred counters once, not a million times. Counters are written in
// (day, purpose) order so concurrent statements take their row locks in the same order.
// A trigger can only name the transition tables its event has, hence the statement built per event.
const APPLY_FUNCTION = `
create function introduction_daily_counts_apply() returns trigger language plpgsql as $$
declare
  added constant text := 'select created_at, purpose, 1 as delta from new_rows';
  removed constant text := 'select created_at, purpose, -1 as delta from old_rows';
begin
  execute 'insert into introduction_daily_counts as counter (day, purpose, count)
    select (created_at at time zone ''UTC'')::date as day, purpose, sum(delta)::int from ('
    || case TG_OP when 'INSERT' then added when 'DELETE' then removed else added || ' union all ' || removed end
    || ') as changes
    group by 1, 2 having sum(delta) <> 0 order by 1, 2
    on conflict (day, purpose) do update set count = counter.count + excluded.count';
  return null;
end $$`;

const CLEAR_FUNCTION = `
create function introduction_daily_counts_clear() returns trigger language plpgsql as $$
begin
  delete from introduction_daily_counts;
  return null;
end $$`;

export class Migration20261121021706_introduction_daily_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "introduction_daily_counts" ("day" date not null, "purpose" text not null, "count" int not null, constraint "introduction_daily_counts_pkey" primary key ("day", "purpose"));`,
    );
    this.addSql(APPLY_FUNCTION);
    this.addSql(CLEAR_FUNCTION);
    // Creating the triggers locks out writers until this migration commits, so the backfill misses nothing.
    this.addSql(
      `create trigger introduction_daily_counts_insert after insert on introductions referencing new table as new_rows for each statement execute function introduction_daily_counts_apply();`,
    );
    this.addSql(
      `create trigger introduction_daily_counts_update after update on introductions referencing old table as old_rows new table as new_rows for each statement execute function introduction_daily_counts_apply();`,
    );
    this.addSql(
      `create trigger introduction_daily_counts_delete after delete on introductions referencing old table as old_rows for each statement execute function introduction_daily_counts_apply();`,
    );
    this.addSql(
      `create trigger introduction_daily_counts_truncate after truncate on introductions for each statement execute function introduction_daily_counts_clear();`,
    );
    this.addSql(
      `insert into introduction_daily_counts (day, purpose, count) select (created_at at time zone 'UTC')::date, purpose, count(*) from introductions group by 1, 2;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists introduction_daily_counts_insert on introductions;`);
    this.addSql(`drop trigger if exists introduction_daily_counts_update on introductions;`);
    this.addSql(`drop trigger if exists introduction_daily_counts_delete on introductions;`);
    this.addSql(`drop trigger if exists introduction_daily_counts_truncate on introductions;`);
    this.addSql(`drop function if exists introduction_daily_counts_apply();`);
    this.addSql(`drop function if exists introduction_daily_counts_clear();`);
    this.addSql(`drop table if exists "introduction_daily_counts" cascade;`);
  }
}
