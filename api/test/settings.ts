/**
 * The settings of every app a test starts, under the test's own. Outside production the admin's password is kept at a
 * lower scrypt cost (a tenth of the time), as test suites do with bcrypt's rounds: the cost is a setting, and a test
 * that starts the app in production mode pays production's.
 */
export function testSettings(env: Record<string, string> = {}): Record<string, string> {
  const production = env.NODE_ENV === 'production';
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(production ? {} : { PASSWORD_HASH_COST: '14' }), ...env };
}
