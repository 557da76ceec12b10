import { Migration } from '@mikro-orm/migrations';

export class Migration20261124015304_version_styles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "introduction_versions" add column "style" text null;`);
    // Written texts so far are in their introduction's style; a person's edit has none.
    this.addSql(`update "introduction_versions" v set "style" = i."communication_style" from "introductions" i
      where v."introduction_id" = i."id" and v."origin" <> 'edited';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "introduction_versions" drop column "style";`);
  }
}
