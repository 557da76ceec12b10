import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261127201721_shared_texts } from './Migration20261127201721_shared_texts.js';
import { Migration20261127231500_unasked_answers } from './Migration20261127231500_unasked_answers.js';
import { Migration20261125233000_failed_writings } from './Migration20261125233000_failed_writings.js';
import { Migration20261126010000_introduction_adverts } from './Migration20261126010000_introduction_adverts.js';
import { Migration20261126020000_tailored_counts } from './Migration20261126020000_tailored_counts.js';
import { Migration20261126030000_headlines } from './Migration20261126030000_headlines.js';
import { Migration20261125230000_credit_ledger } from './Migration20261125230000_credit_ledger.js';
import { Migration20261125190000_introduction_writings } from './Migration20261125190000_introduction_writings.js';
import { Migration20261124030000_free_credits_today } from './Migration20261124030000_free_credits_today.js';
import { Migration20261124015304_version_styles } from './Migration20261124015304_version_styles.js';
import { Migration20261124013632_introduction_versions } from './Migration20261124013632_introduction_versions.js';
import { Migration20261124000712_payment_reversals } from './Migration20261124000712_payment_reversals.js';
import { Migration20261124000411_payments_outlive_accounts } from './Migration20261124000411_payments_outlive_accounts.js';
import { Migration20261123233821_login_throttles } from './Migration20261123233821_login_throttles.js';
import { Migration20261123225739_introduction_pronouns } from './Migration20261123225739_introduction_pronouns.js';
import { Migration20261121031539_drop_introductions_purpose_index } from './Migration20261121031539_drop_introductions_purpose_index.js';
import { Migration20261121021706_introduction_daily_counts } from './Migration20261121021706_introduction_daily_counts.js';
import { Migration20261120233719_introductions_created_at_id } from './Migration20261120233719_introductions_created_at_id.js';
import { Migration20261120231231_payments } from './Migration20261120231231_payments.js';
import { Migration20261120230951_rate_limits } from './Migration20261120230951_rate_limits.js';
import { Migration20261120230857_initial } from './Migration20261120230857_initial.js';

/** Every migration, oldest first. `npm run migration:create -w api` appends new ones here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261120230857_initial', class: Migration20261120230857_initial },
  { name: 'Migration20261120230951_rate_limits', class: Migration20261120230951_rate_limits },
  { name: 'Migration20261120231231_payments', class: Migration20261120231231_payments },
  { name: 'Migration20261120233719_introductions_created_at_id', class: Migration20261120233719_introductions_created_at_id },
  { name: 'Migration20261121021706_introduction_daily_counts', class: Migration20261121021706_introduction_daily_counts },
  { name: 'Migration20261121031539_drop_introductions_purpose_index', class: Migration20261121031539_drop_introductions_purpose_index },
  { name: 'Migration20261123225739_introduction_pronouns', class: Migration20261123225739_introduction_pronouns },
  { name: 'Migration20261123233821_login_throttles', class: Migration20261123233821_login_throttles },
  { name: 'Migration20261124000411_payments_outlive_accounts', class: Migration20261124000411_payments_outlive_accounts },
  { name: 'Migration20261124000712_payment_reversals', class: Migration20261124000712_payment_reversals },
  { name: 'Migration20261124013632_introduction_versions', class: Migration20261124013632_introduction_versions },
  { name: 'Migration20261124015304_version_styles', class: Migration20261124015304_version_styles },
  { name: 'Migration20261124030000_free_credits_today', class: Migration20261124030000_free_credits_today },
  { name: 'Migration20261125190000_introduction_writings', class: Migration20261125190000_introduction_writings },
  { name: 'Migration20261125230000_credit_ledger', class: Migration20261125230000_credit_ledger },
  { name: 'Migration20261125233000_failed_writings', class: Migration20261125233000_failed_writings },
  { name: 'Migration20261126010000_introduction_adverts', class: Migration20261126010000_introduction_adverts },
  { name: 'Migration20261126020000_tailored_counts', class: Migration20261126020000_tailored_counts },
  { name: 'Migration20261126030000_headlines', class: Migration20261126030000_headlines },
  { name: 'Migration20261127201721_shared_texts', class: Migration20261127201721_shared_texts },
  { name: 'Migration20261127231500_unasked_answers', class: Migration20261127231500_unasked_answers },
];
