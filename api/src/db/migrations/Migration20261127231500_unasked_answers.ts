import { Migration } from '@mikro-orm/migrations';

/** Three answer columns no screen asks for and no call carries (docs/product.md, Departures). */
export class Migration20261127231500_unasked_answers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "introductions" drop column "what_you_do", drop column "motivation", drop column "change";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "introductions" add column "what_you_do" text null, add column "motivation" text null, add column "change" text null;`,
    );
  }
}
