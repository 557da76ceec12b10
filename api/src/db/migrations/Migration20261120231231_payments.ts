import { Migration } from '@mikro-orm/migrations';

export class Migration20261120231231_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "processed_webhook_events" ("id" text not null, "type" text not null, "processed_at" timestamptz not null default now(), constraint "processed_webhook_events_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "test_payment_intents" ("id" text not null, "client_secret" text not null, "user_id" uuid not null, "package_id" text not null, "amount" int not null, "currency" text not null, "amount_received" int not null default 0, "status" text not null default 'requires_payment_method', "subscription_id" text null, "idempotency_key" text null, "created_at" timestamptz not null default now(), constraint "test_payment_intents_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "test_payment_intents" add constraint "test_payment_intents_client_secret_unique" unique ("client_secret");`);
    this.addSql(
      `alter table "test_payment_intents" add constraint "test_payment_intents_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(`create index "test_payment_intents_user_id_created_at_index" on "test_payment_intents" ("user_id", "created_at");`);

    this.addSql(
      `alter table "test_payment_intents" add constraint "test_payment_intents_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "test_payment_intents" add constraint "test_payment_intents_package_id_foreign" foreign key ("package_id") references "credit_packages" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "processed_webhook_events" cascade;`);

    this.addSql(`drop table if exists "test_payment_intents" cascade;`);
  }
}
