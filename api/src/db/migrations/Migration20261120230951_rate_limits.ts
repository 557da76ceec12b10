import { Migration } from '@mikro-orm/migrations';

export class Migration20261120230951_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rate_limit_buckets" ("key" text not null, "window_start" timestamptz not null, "count" int not null, constraint "rate_limit_buckets_pkey" primary key ("key", "window_start"));`,
    );
    this.addSql(`create index "rate_limit_buckets_window_start_index" on "rate_limit_buckets" ("window_start");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_buckets" cascade;`);
  }
}
