import { Migration } from '@mikro-orm/migrations';

/** The LinkedIn headline, the fifth text (docs/product.md, The LinkedIn headline); introductions written before it have none. */
export class Migration20261126030000_headlines extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "introductions" add column "headline" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "introductions" drop column "headline";`);
  }
}
