import { Migration } from '@mikro-orm/migrations';

export class Migration20261124000411_payments_outlive_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);
    this.addSql(`alter table "payments" alter column "user_id" drop not null;`);
    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);
    this.addSql(`alter table "payments" alter column "user_id" set not null;`);
    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
