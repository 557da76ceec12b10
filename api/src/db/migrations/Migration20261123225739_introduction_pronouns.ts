import { Migration } from '@mikro-orm/migrations';

export class Migration20261123225739_introduction_pronouns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "introductions" add column "pronouns" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "introductions" drop column "pronouns";`);
  }
}
