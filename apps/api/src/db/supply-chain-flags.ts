import type { SupplyChainSubjectKind } from '@adcast/domain/supply-chain/supply-chain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './list/execute';

/** What changed: partners and publishers, or rows that belong to one (a connection, a placement, an app, a domain). */
export type ChainSubjects = {
  [K in
    | 'publisherIds'
    | 'partnerIds'
    | 'connectionIds'
    | 'placementIds'
    | 'appIds'
    | 'domainIds']?: readonly number[];
};
export type StaleFlag = { kind: SupplyChainSubjectKind; id: number; staleSince: string };

const idsOf = (ids: readonly number[] | undefined) =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify([...new Set(ids ?? [])])}::jsonb))`;

/** Every (partner, publisher) pair a connection joins, whatever their status (an archived link moves a count too). */
const LINKS = sql`select c.demand_partner_id as partner_id, p.publisher_id
  from connections c
  join connection_placements cp on cp.connection_id = c.id
  join placements p on p.id = cp.placement_id`;

/**
 * Marks the partners and publishers named stale, with every one a connection links to them: a
 * publisher's count holds its partners' mismatches and a partner's its publishers'. A subject
 * needs a row only while something can flag it: linked by a connection, a partner with a
 * sellers.json address, or one flagged before; others are left out.
 */
export async function markFlagsStale(db: Db, subjects: ChainSubjects): Promise<void> {
  if (!Object.values(subjects).some((ids) => ids.length > 0)) return;
  await db.execute(sql`with
    named_publishers as (
      select value::int as id from jsonb_array_elements_text(${JSON.stringify(subjects.publisherIds ?? [])}::jsonb)
      union select publisher_id from placements where id in ${idsOf(subjects.placementIds)}
      union select publisher_id from apps where id in ${idsOf(subjects.appIds)}
      union select publisher_id from domains where id in ${idsOf(subjects.domainIds)}),
    named_partners as (
      select value::int as id from jsonb_array_elements_text(${JSON.stringify(subjects.partnerIds ?? [])}::jsonb)
      union select demand_partner_id from connections where id in ${idsOf(subjects.connectionIds)}),
    linked as (select * from (${LINKS}) links
      where publisher_id in (select id from named_publishers) or partner_id in (select id from named_partners)),
    candidates as (
      select 'PUBLISHER' as kind, id, false as linked from named_publishers
      union all select 'PARTNER', id, false from named_partners
      union all select 'PUBLISHER', publisher_id, true from linked
      union all select 'PARTNER', partner_id, true from linked),
    stale as (select kind, id, bool_or(linked) as linked from candidates group by kind, id)
    insert into supply_chain_flags (subject_kind, subject_id, stale_since)
    select kind, id, clock_timestamp() from stale s
    where s.linked
      or exists (select 1 from supply_chain_flags f where f.subject_kind = s.kind and f.subject_id = s.id)
      or (s.kind = 'PARTNER' and exists (select 1 from partner_sellers_json j where j.demand_partner_id = s.id))
    on conflict (subject_kind, subject_id) do update set stale_since = excluded.stale_since`);
}

/** Marks stale every subject that has a row or a link, or a sellers.json address (the daily reconcile). */
export async function markAllFlagsStale(db: Db): Promise<void> {
  await db.execute(sql`insert into supply_chain_flags (subject_kind, subject_id, stale_since)
    select kind, id, clock_timestamp() from (
      select 'PUBLISHER' as kind, publisher_id as id from (${LINKS}) links
      union select 'PARTNER', partner_id from (${LINKS}) links
      union select 'PARTNER', demand_partner_id from partner_sellers_json
      union select subject_kind, subject_id from supply_chain_flags) every_subject
    on conflict (subject_kind, subject_id) do update set stale_since = excluded.stale_since`);
}

/** The stale rows of one kind, longest waiting first (`staleSince` as the database wrote it, to the microsecond). */
export function staleFlags(db: Db, kind: SupplyChainSubjectKind, limit: number): Promise<StaleFlag[]> {
  return rowsOf<StaleFlag>(
    db,
    sql`select subject_kind as kind, subject_id as id, stale_since::text as "staleSince"
      from supply_chain_flags where subject_kind = ${kind} and stale_since is not null
      order by stale_since limit ${limit}`,
  );
}

/** Keeps the counts worked out; a row marked stale again meanwhile stays stale. */
export async function saveFlags(
  db: Db,
  kind: SupplyChainSubjectKind,
  counts: readonly { id: number; mismatches: number; staleSince: string }[],
): Promise<void> {
  if (counts.length === 0) return;
  await db.execute(sql`update supply_chain_flags f
    set mismatches = v.mismatches, checked_at = now(),
      stale_since = case when f.stale_since <= v."staleSince" then null else f.stale_since end
    from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb)
      as v(id int, mismatches int, "staleSince" timestamptz)
    where f.subject_kind = ${kind} and f.subject_id = v.id`);
}

/** The lists' supply-chain filter values: rows with a mismatch, rows without. */
export type SupplyChainFilterValue = 'MISMATCH' | 'CONSISTENT';

/**
 * The rows of a partners' or publishers' list that have a supply-chain mismatch (or have none), as
 * a condition on the row's id read from the kept counts. A partner without a sellers.json address
 * always has one (the address is not set), with or without a row.
 */
export function supplyChainFilterWhere(
  kind: SupplyChainSubjectKind,
  id: AnyColumn,
  values: unknown,
): SQL | undefined {
  const wanted = Array.isArray(values) ? new Set(values) : new Set();
  if (wanted.size !== 1) return undefined;
  const flagged = sql`exists (select 1 from supply_chain_flags f
    where f.subject_kind = ${kind} and f.subject_id = ${id} and f.mismatches > 0)`;
  const mismatch =
    kind === 'PARTNER'
      ? sql`(not exists (select 1 from partner_sellers_json j where j.demand_partner_id = ${id}) or ${flagged})`
      : flagged;
  return wanted.has('MISMATCH') ? mismatch : sql`not ${mismatch}`;
}
