import { addDays } from '@adcast/domain/date-ranges';
import type { ViewRow } from '@adcast/domain/reports/dashboard';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import type { Dialect } from './dialect';
import type { FactStore } from './fact-store';
import { scopeCondition } from './scope';
import { startOfDayIn, utcStamp } from './time-zone';

export const VIEW_KEYS = {
  video: 'video_id',
  country: 'country',
  platform: 'platform',
  day: 'day',
} as const;
export type ViewKey = keyof typeof VIEW_KEYS;

export type ViewQuery = {
  by: ViewKey | null;
  dateFrom: string;
  dateTo: string;
  filters?: { publisherId?: number; contentOwnerId?: number };
  limit?: number;
};

export type { ViewRow } from '@adcast/domain/reports/dashboard';

/** Content viewing (plays, watch time) from the second fact table, in the caller's scope. */
export function compileViews(query: ViewQuery, scope: ReportScope, dialect: Dialect): string {
  const from = utcStamp(startOfDayIn(query.dateFrom, 'UTC'));
  const to = utcStamp(startOfDayIn(addDays(query.dateTo, 1), 'UTC'));
  const key =
    query.by === null ? null : query.by === 'day' ? dialect.bucket('day', 'hour', null) : VIEW_KEYS[query.by];
  const where = [
    `hour >= ${dialect.timestamp(from)} AND hour < ${dialect.timestamp(to)}`,
    query.filters?.publisherId === undefined
      ? null
      : `publisher_id = ${Math.trunc(query.filters.publisherId)}`,
    query.filters?.contentOwnerId === undefined
      ? null
      : `content_owner_id = ${Math.trunc(query.filters.contentOwnerId)}`,
    scopeCondition(scope),
  ].filter((c): c is string => c !== null);
  const lines = [
    `SELECT ${key ? `${key} AS view_key, ` : ''}${dialect.double('coalesce(sum(plays), 0)')} AS plays, ${dialect.double('coalesce(sum(watch_seconds), 0)')} AS watch_seconds`,
    'FROM view_facts_hourly',
    `WHERE ${where.join('\n  AND ')}`,
  ];
  if (key) {
    lines.push('GROUP BY view_key');
    lines.push(query.by === 'day' ? 'ORDER BY view_key ASC' : 'ORDER BY plays DESC, view_key ASC');
  }
  if (query.limit) lines.push(`LIMIT ${Math.trunc(query.limit)}`);
  return lines.join('\n');
}

export async function runViews(store: FactStore, query: ViewQuery, scope: ReportScope): Promise<ViewRow[]> {
  const rows = await store.select(compileViews(query, scope, store.dialect));
  return rows.map((row) => ({
    key: row.view_key ?? null,
    plays: Number(row.plays ?? 0),
    watchSeconds: Number(row.watch_seconds ?? 0),
  }));
}
