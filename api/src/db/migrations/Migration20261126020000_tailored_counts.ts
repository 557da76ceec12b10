import { Migration } from '@mikro-orm/migrations';

// The daily counters also count the introductions written for an advert (docs/product.md, Adverts), so the admin's
// share of tailored introductions reads the counters, not the introductions table. Tailoring sets the advert of an
// existing introduction: an update moves the tailored count without moving the count, hence the wider `having`.
const applyFunction = (tailored: boolean) => `
create or replace function introduction_daily_counts_apply() returns trigger language plpgsql as $$
declare
  added constant text := 'select created_at, purpose, 1 as delta${tailored ? ', (advert is not null)::int as tailored' : ''} from new_rows';
  removed constant text := 'select created_at, purpose, -1 as delta${tailored ? ', -(advert is not null)::int as tailored' : ''} from old_rows';
begin
  execute 'insert into introduction_daily_counts as counter (day, purpose, count${tailored ? ', tailored' : ''})
    select (created_at at time zone ''UTC'')::date as day, purpose, sum(delta)::int${tailored ? ', sum(tailored)::int' : ''} from ('
    || case TG_OP when 'INSERT' then added when 'DELETE' then removed else added || ' union all ' || removed end
    || ') as changes
    group by 1, 2 having sum(delta) <> 0${tailored ? ' or sum(tailored) <> 0' : ''} order by 1, 2
    on conflict (day, purpose) do update set count = counter.count + excluded.count${tailored ? ', tailored = counter.tailored + excluded.tailored' : ''}';
  return null;
end $$`;

export class Migration20261126020000_tailored_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "introduction_daily_counts" add column "tailored" int not null default 0;`);
    this.addSql(applyFunction(true));
    this.addSql(
      `update introduction_daily_counts counter set tailored = tailoring.count from (
        select (created_at at time zone 'UTC')::date as day, purpose, count(*)::int as count
        from introductions where advert is not null group by 1, 2
      ) tailoring where counter.day = tailoring.day and counter.purpose = tailoring.purpose;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(applyFunction(false));
    this.addSql(`alter table "introduction_daily_counts" drop column "tailored";`);
  }
}
