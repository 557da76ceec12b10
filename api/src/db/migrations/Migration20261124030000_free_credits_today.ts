import { Migration } from '@mikro-orm/migrations';

/**
 * The daily free-credit reset, in one place: a row last reset before today (or none at all) has the whole
 * allowance again. The balance read, the spend statement and the admin's user rows all ask this function.
 */
export class Migration20261124030000_free_credits_today extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function free_credits_today(free_remaining int, reset_date date, today date, allowance int)
      returns int language sql immutable parallel safe
      return case when reset_date is null or reset_date < today then allowance else free_remaining end;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function free_credits_today(int, date, date, int);');
  }
}
