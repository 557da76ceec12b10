import { Migration } from '@mikro-orm/migrations';

export class Migration20261125190000_introduction_writings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "introduction_writings" (
      "id" uuid not null,
      "introduction_id" int not null,
      "origin" text not null,
      "drafts" jsonb not null,
      "credit_bucket" text not null,
      "lease_until" timestamptz not null,
      "created_at" timestamptz not null default now(),
      constraint "introduction_writings_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "introduction_writings" add constraint "introduction_writings_introduction_id_unique" unique ("introduction_id");`,
    );
    this.addSql(`alter table "introduction_writings" add constraint "introduction_writings_introduction_id_foreign"
      foreign key ("introduction_id") references "introductions" ("id") on update cascade on delete cascade;`);
    // The sweep for writings whose replica stopped renewing them.
    this.addSql(`create index "introduction_writings_lease_until_index" on "introduction_writings" ("lease_until");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "introduction_writings" cascade;`);
  }
}
