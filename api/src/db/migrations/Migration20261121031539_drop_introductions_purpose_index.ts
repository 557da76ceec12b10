import { Migration } from '@mikro-orm/migrations';

// Counts by purpose come from introduction_daily_counts; nothing reads introductions by purpose any more, and
// the index cost every insert.
export class Migration20261121031539_drop_introductions_purpose_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "introductions_purpose_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "introductions_purpose_index" on "introductions" ("purpose");`);
  }
}
