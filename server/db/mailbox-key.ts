import { sql, type Column, type SQL } from "drizzle-orm";

/**
 * One person's mailbox, as every per-address rule counts it (a promo code's per-customer and
 * first-order rules, docs/decisions/135; the catering acknowledgements a day): the address trimmed and
 * in lower case, without a "+tag" after its name (Ana+x@Example.com is ana@example.com), and for Gmail
 * (gmail.com, googlemail.com) also without the dots in its name, which Gmail ignores. Other providers'
 * dots are kept: for them a dot may make another mailbox.
 */
export function mailboxKeySql(address: SQL | Column | string): SQL {
  const email = sql`lower(btrim(${typeof address === "string" ? sql`${address}::text` : address}))`;
  const name = sql`split_part(split_part(${email}, '@', 1), '+', 1)`;
  const domain = sql`split_part(${email}, '@', 2)`;
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com')
    then replace(${name}, '.', '') || '@gmail.com' else ${name} || '@' || ${domain} end)`;
}
