import type { EntityManager } from '@mikro-orm/postgresql';

/** A rule of the credits that the database's own history says was broken, with the rows that break it. */
export interface AuditFinding {
  rule: string;
  rows: Record<string, unknown>[];
}

// Each rule as the rows that break it: none, when it holds. They read the ledger (credit_ledger) against the
// balances, the writings, the introductions and the payments, from the database alone.
const RULES: Record<string, string> = {
  'every balance equals its ledger': `
    select c.user_id, c.free_remaining, c.purchased_remaining, coalesce(l.free, 0)::int as ledger_free,
      coalesce(l.purchased, 0)::int as ledger_purchased
    from credits c left join (
      select user_id, sum(change) filter (where bucket = 'free') as free, sum(change) filter (where bucket = 'purchased') as purchased
      from credit_ledger group by user_id
    ) l using (user_id)
    where c.free_remaining <> coalesce(l.free, 0) or c.purchased_remaining <> coalesce(l.purchased, 0)`,
  'every credit spent bought texts or came back, once': `
    select s.writing_id, s.introduction_id, count(t.id)::int as settled
    from credit_ledger s left join credit_ledger t on t.writing_id = s.writing_id and t.kind in ('kept', 'refund')
    where s.kind = 'spend'
      and not exists (select 1 from introduction_writings w where w.id = s.writing_id and w.failed_code is null)
    group by s.id, s.writing_id, s.introduction_id having count(t.id) <> 1`,
  'nothing is settled that was not spent': `
    select t.writing_id, t.kind from credit_ledger t
    where t.kind in ('kept', 'refund')
      and not exists (select 1 from credit_ledger s where s.writing_id = t.writing_id and s.kind = 'spend')`,
  'every paid payment is credited exactly once': `
    select p.provider_payment_id, p.credits, count(l.id)::int as purchases, coalesce(sum(l.change), 0)::int as credited
    from payments p left join credit_ledger l on l.payment_id = p.provider_payment_id and l.kind = 'purchase'
    where p.user_id is not null
    group by p.id having count(l.id) <> 1 or coalesce(sum(l.change), 0) <> p.credits`,
  'every reversal is taken once': `
    select p.provider_payment_id, p.credits_reversed, count(l.id)::int as reversals, coalesce(sum(l.change), 0)::int as taken
    from payments p left join credit_ledger l on l.payment_id = p.provider_payment_id and l.kind = 'reversal'
    where p.user_id is not null
    group by p.id having count(l.id) <> (case when p.credits_reversed > 0 then 1 else 0 end)
      or coalesce(sum(l.change), 0) <> -p.credits_reversed`,
  'no credit comes from a payment on record nowhere': `
    select l.payment_id, l.kind from credit_ledger l
    where l.kind in ('purchase', 'reversal') and not exists (select 1 from payments p where p.provider_payment_id = l.payment_id)`,
  'no introduction is left half written': `
    select i.id from introductions i
    where i.linkedin_intro is null
      and not exists (select 1 from introduction_writings w where w.introduction_id = i.id and w.failed_code is null)`,
};

/** Checks every rule; an empty list when the credits are as their history says. */
export async function auditCredits(em: EntityManager): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  for (const [rule, sql] of Object.entries(RULES)) {
    const rows = await em.execute<Record<string, unknown>[]>(sql);
    if (rows.length > 0) findings.push({ rule, rows });
  }
  return findings;
}
