import { Migration } from '@mikro-orm/migrations';

export class Migration20261120230857_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "user_role" as enum ('user', 'admin');`);
    this.addSql(
      `create table "credit_packages" ("id" text not null, "name" text not null, "description" text not null, "credits" int not null, "price" int not null, "currency" text not null default 'gbp', "is_subscription" boolean not null default false, "best_value" boolean not null default false, "active" boolean not null default true, "sort_order" int not null default 0, constraint "credit_packages_pkey" primary key ("id"), constraint credit_packages_credits_check check (credits > 0), constraint credit_packages_price_check check (price > 0));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "username" text not null, "email" text null, "google_subject" text null, "password_hash" text null, "role" "user_role" not null default 'user', "display_name" text null, "first_name" text null, "last_name" text null, "career_goal" text null, "linkedin_url" text null, "portfolio_details" text null, "profile_image_url" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_google_subject_unique" unique ("google_subject");`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);

    this.addSql(
      `create table "sessions" ("id" uuid not null, "token_hash" text not null, "user_id" uuid not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "payments" ("id" uuid not null, "provider" text not null, "provider_payment_id" text not null, "user_id" uuid not null, "package_id" text null, "amount" int not null, "currency" text not null, "credits" int not null, "created_at" timestamptz not null default now(), constraint "payments_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "payments" add constraint "payments_provider_payment_id_unique" unique ("provider_payment_id");`);
    this.addSql(`create index "payments_user_id_created_at_index" on "payments" ("user_id", "created_at");`);

    this.addSql(
      `create table "introductions" ("id" serial primary key, "user_id" uuid not null, "purpose" text not null, "full_name" text not null, "identity" text not null, "role" text not null, "audience" text not null, "mission" text not null, "context" text not null, "achievements" text null, "cv_text" text null, "what_you_do" text null, "motivation" text null, "change" text null, "linkedin_url" text null, "communication_style" text not null default 'professional', "linkedin_intro" text null, "job_intro" text null, "pitch_intro" text null, "business_intro" text null, "version" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "introductions_purpose_index" on "introductions" ("purpose");`);
    this.addSql(`create index "introductions_created_at_index" on "introductions" ("created_at");`);
    this.addSql(`create index "introductions_user_id_created_at_index" on "introductions" ("user_id", "created_at");`);

    this.addSql(
      `create table "introduction_feedback" ("id" serial primary key, "introduction_id" int not null, "user_id" uuid not null, "rating" smallint not null, "comment" text null, "created_at" timestamptz not null default now(), constraint introduction_feedback_rating_check check (((rating >= 1) AND (rating <= 5))));`,
    );
    this.addSql(`create index "introduction_feedback_user_id_index" on "introduction_feedback" ("user_id");`);
    this.addSql(
      `alter table "introduction_feedback" add constraint "introduction_feedback_introduction_id_user_id_unique" unique ("introduction_id", "user_id");`,
    );

    this.addSql(
      `create table "feedback" ("id" serial primary key, "user_id" uuid not null, "subject" text null, "feedback" text not null, "screenshot_url" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "feedback_user_id_index" on "feedback" ("user_id");`);
    this.addSql(`create index "feedback_created_at_index" on "feedback" ("created_at");`);

    this.addSql(
      `create table "credits" ("id" uuid not null, "user_id" uuid not null, "free_remaining" int not null default 3, "purchased_remaining" int not null default 0, "reset_date" date not null default current_date, "free_used" int not null default 0, "is_premium" boolean not null default false, "is_subscribed" boolean not null default false, "subscription_id" text null, "subscription_status" text null, "next_billing_date" timestamptz null, "provider_customer_id" text null, constraint "credits_pkey" primary key ("id"), constraint credits_free_remaining_check check (free_remaining >= 0), constraint credits_purchased_remaining_check check (purchased_remaining >= 0));`,
    );
    this.addSql(`alter table "credits" add constraint "credits_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "credits_is_subscribed_index" on "credits" ("is_subscribed");`);
    this.addSql(`create index "credits_is_premium_index" on "credits" ("is_premium");`);

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_package_id_foreign" foreign key ("package_id") references "credit_packages" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "introductions" add constraint "introductions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "introduction_feedback" add constraint "introduction_feedback_introduction_id_foreign" foreign key ("introduction_id") references "introductions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "introduction_feedback" add constraint "introduction_feedback_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "feedback" add constraint "feedback_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "credits" add constraint "credits_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop constraint "payments_package_id_foreign";`);

    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);

    this.addSql(`alter table "introductions" drop constraint "introductions_user_id_foreign";`);

    this.addSql(`alter table "introduction_feedback" drop constraint "introduction_feedback_user_id_foreign";`);

    this.addSql(`alter table "feedback" drop constraint "feedback_user_id_foreign";`);

    this.addSql(`alter table "credits" drop constraint "credits_user_id_foreign";`);

    this.addSql(`alter table "introduction_feedback" drop constraint "introduction_feedback_introduction_id_foreign";`);

    this.addSql(`drop table if exists "credit_packages" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "payments" cascade;`);

    this.addSql(`drop table if exists "introductions" cascade;`);

    this.addSql(`drop table if exists "introduction_feedback" cascade;`);

    this.addSql(`drop table if exists "feedback" cascade;`);

    this.addSql(`drop table if exists "credits" cascade;`);

    this.addSql(`drop type "user_role";`);
  }
}
