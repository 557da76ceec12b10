import { Migration } from '@mikro-orm/migrations';

export class Migration20261124000712_payment_reversals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "payments" add column "credits_reversed" int not null default 0, add column "reversal_reason" text null, add column "reversed_at" timestamptz null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop column "credits_reversed", drop column "reversal_reason", drop column "reversed_at";`);
  }
}
