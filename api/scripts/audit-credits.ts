// Checks the credits of the database at DATABASE_URL against their ledger (src/modules/credits/credit-audit.ts) and
// prints what breaks a rule; exits 1 if anything does. Reads only.
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../src/assembly/db/mikro-orm.config.js';
import { auditCredits } from '../src/modules/credits/credit-audit.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the database to audit.');
const orm = await MikroORM.init(createOrmConfig(url));
try {
  const findings = await auditCredits(orm.em.fork());
  for (const { rule, rows } of findings)
    console.log(`Broken: ${rule} (${rows.length} rows)\n${JSON.stringify(rows.slice(0, 20), null, 2)}`);
  console.log(findings.length === 0 ? 'Every credits rule holds.' : `${findings.length} rules broken.`);
  process.exitCode = findings.length === 0 ? 0 : 1;
} finally {
  await orm.close();
}
