import { Migration } from '@mikro-orm/migrations';

export class Migration20261120233719_introductions_created_at_id extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "introductions_created_at_index";`);

    this.addSql(`create index "introductions_created_at_id_index" on "introductions" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "introductions_created_at_id_index";`);

    this.addSql(`create index "introductions_created_at_index" on "introductions" ("created_at");`);
  }
}
