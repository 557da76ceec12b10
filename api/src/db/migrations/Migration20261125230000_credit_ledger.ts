import { Migration } from '@mikro-orm/migrations';

/**
 * The credits ledger (CreditEntry): every change to a balance as a row. Each credits row's balance at this point
 * opens its history; from here on a new credits row's starting balance is written by a trigger, whichever code
 * created the row, and every other change by the statement that makes it (credits.queries.ts).
 */
export class Migration20261125230000_credit_ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "credit_ledger" (
      "id" bigserial primary key,
      "user_id" uuid not null,
      "kind" text not null,
      "bucket" text not null,
      "change" int not null,
      "writing_id" uuid null,
      "introduction_id" int null,
      "payment_id" text null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "credit_ledger_user_id_index" on "credit_ledger" ("user_id");`);
    this.addSql(`create index "credit_ledger_writing_id_index" on "credit_ledger" ("writing_id");`);
    this.addSql(`create index "credit_ledger_payment_id_index" on "credit_ledger" ("payment_id");`);
    this.addSql(`alter table "credit_ledger" add constraint "credit_ledger_user_id_foreign"
      foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`insert into credit_ledger (user_id, kind, bucket, change)
      select user_id, 'opening', 'free', free_remaining from credits
      union all select user_id, 'opening', 'purchased', purchased_remaining from credits where purchased_remaining <> 0;`);

    this.addSql(`create function credits_opening_grant() returns trigger language plpgsql as $$
      begin
        insert into credit_ledger (user_id, kind, bucket, change)
        select new.user_id, 'grant', bucket, change
        from (values ('free', new.free_remaining), ('purchased', new.purchased_remaining)) as opening (bucket, change)
        where change <> 0;
        return null;
      end $$;`);
    this.addSql(`create trigger credits_opening_grant after insert on credits
      for each row execute function credits_opening_grant();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists credits_opening_grant on credits;');
    this.addSql('drop function if exists credits_opening_grant();');
    this.addSql('drop table if exists "credit_ledger" cascade;');
  }
}
