/**
 * The settings of every app a test starts, under the test's own. Outside production the admin's password is kept at a
 * lower scrypt cost (a tenth of the time), as test suites do with bcrypt's rounds: the cost is a setting, and a test
 * that starts the app in production mode pays production's. A writing's time in the pool is as long as it may be: on a
 * busy machine a writing past the 2 s default is refused (503, its credit back) while the others racing it were
 * refused for credits, and tests that count credits saw 2 texts of 3; the budget's own tests set theirs.
 */
export function testSettings(env: Record<string, string> = {}): Record<string, string> {
  const production = env.NODE_ENV === 'production';
  const settings = { NODE_ENV: 'test', LOG_LEVEL: 'silent', WRITING_BUDGET_MS: '60000' };
  return { ...settings, ...(production ? {} : { PASSWORD_HASH_COST: '14' }), ...env };
}
