import { Migration } from '@mikro-orm/migrations';

export class Migration20261123233821_login_throttles extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_throttles" ("key" text not null, "failures" int not null, "last_attempt_at" timestamptz not null, "retry_at" timestamptz not null, "succeeded_at" timestamptz null, constraint "login_throttles_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "login_throttles_last_attempt_at_index" on "login_throttles" ("last_attempt_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_throttles" cascade;`);
  }
}
