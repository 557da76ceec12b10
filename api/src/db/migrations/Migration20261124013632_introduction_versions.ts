import { Migration } from '@mikro-orm/migrations';

export class Migration20261124013632_introduction_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "introduction_versions" ("id" serial primary key, "introduction_id" int not null, "purpose" text not null, "text" text not null, "origin" text not null, "writer" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "introduction_versions_introduction_id_purpose_index" on "introduction_versions" ("introduction_id", "purpose");`,
    );

    this.addSql(
      `alter table "introduction_versions" add constraint "introduction_versions_introduction_id_foreign" foreign key ("introduction_id") references "introductions" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "introduction_feedback" add column "version_id" int null;`);
    this.addSql(`create index "introduction_feedback_version_id_index" on "introduction_feedback" ("version_id");`);
    this.addSql(
      `alter table "introduction_feedback" add constraint "introduction_feedback_version_id_foreign" foreign key ("version_id") references "introduction_versions" ("id") on update cascade on delete set null;`,
    );

    // Each text an introduction already has becomes its first version; which writer wrote it was not recorded.
    for (const [purpose, column] of [
      ['linkedin', 'linkedin_intro'],
      ['job', 'job_intro'],
      ['pitch', 'pitch_intro'],
      ['business', 'business_intro'],
    ]) {
      this.addSql(`insert into "introduction_versions" ("introduction_id", "purpose", "text", "origin", "created_at")
        select "id", '${purpose}', "${column}", case when "version" > 0 then 'regenerated' else 'generated' end, "updated_at"
        from "introductions" where "${column}" is not null and "${column}" <> '' order by "id";`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "introduction_feedback" drop constraint "introduction_feedback_version_id_foreign";`);

    this.addSql(`drop table if exists "introduction_versions" cascade;`);

    this.addSql(`alter table "introduction_feedback" drop column "version_id";`);
  }
}
