import { Migration } from '@mikro-orm/migrations';

/** The job advert or event description an introduction is written for, when the person gave one. */
export class Migration20261126010000_introduction_adverts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "introductions" add column "advert" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "introductions" drop column "advert";`);
  }
}
