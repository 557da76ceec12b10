import { Migration } from '@mikro-orm/migrations';

/** A failed writing's record stays a minute with why it failed, for a page that comes to follow it late. */
export class Migration20261125233000_failed_writings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "introduction_writings" add column "failed_code" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "introduction_writings" where "failed_code" is not null;`);
    this.addSql(`alter table "introduction_writings" drop column "failed_code";`);
  }
}
