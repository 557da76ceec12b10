import { Migration } from '@mikro-orm/migrations';

/** Texts shared by link (#37): one a text of an introduction, gone with it. */
export class Migration20261127201721_shared_texts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "shared_texts" ("token" text not null, "introduction_id" int not null, "purpose" text not null, "text" text not null, "shared_at" timestamptz not null, "updated_at" timestamptz not null, constraint "shared_texts_pkey" primary key ("token"));`,
    );
    this.addSql(
      `alter table "shared_texts" add constraint "shared_texts_introduction_id_purpose_unique" unique ("introduction_id", "purpose");`,
    );

    this.addSql(
      `alter table "shared_texts" add constraint "shared_texts_introduction_id_foreign" foreign key ("introduction_id") references "introductions" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shared_texts" cascade;`);
  }
}
