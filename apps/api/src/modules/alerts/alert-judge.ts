import {
  HISTORY_HOURS,
  HOUR_MS,
  type HourlySeries,
  judgeHour,
  startOfHour,
} from '@adcast/domain/alerts/alert-baseline';
import {
  ALERT_METRIC_OPTIONS,
  ALERT_SCOPE_OPTIONS,
  type AlertCondition,
  type AlertMetric,
  type AlertScopeKind,
  describeRule,
} from '@adcast/domain/alerts/alert-rules';
import { DEFAULT_BRAND } from '@adcast/domain/brand';
import { ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { type RuleToJudgeRow, recordJudgement, rulesToJudge } from '../../db/alerts';
import { factScopeOf } from '../../reports/fact-scope';
import { runReport } from '../../reports/run-report';
import type { ModuleDeps } from '../module-deps';

type Deps = Pick<ModuleDeps, 'db' | 'facts' | 'mailer'>;

/** A rule judged for the first time, or after a long pause, looks back this far at most. */
const CATCH_UP_HOURS = 24;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hourOf = (value: unknown) => Date.parse(`${String(value).replace(' ', 'T')}:00Z`);

/** The rule's metric hour by hour from `from` to `to` (UTC), read in its network's scope. */
async function seriesOf(deps: Deps, rule: RuleToJudgeRow, from: number, to: number): Promise<HourlySeries> {
  const metric = ALERT_METRIC_OPTIONS.find((option) => option.key === rule.metric)?.reportMetric ?? 'revenue';
  const dimension = ALERT_SCOPE_OPTIONS.find((option) => option.key === rule.scopeKind)?.dimension ?? null;
  const query = ReportQuerySchema.parse({
    dimensions: ['hour'],
    metrics: [metric],
    filters: dimension && rule.scopeId !== null ? [{ dimension, values: [rule.scopeId] }] : [],
    dateFrom: day(from),
    dateTo: day(to),
    size: 1000,
  });
  const scope =
    rule.networkId === null
      ? { kind: 'everything' as const }
      : { kind: 'network' as const, networkId: rule.networkId };
  const result = await runReport(deps.facts, query, await factScopeOf(deps.db, scope));
  return new Map(result.content.map((row) => [hourOf(row.hour), Number(row[metric] ?? 0)]));
}

const formatted = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function alertMessage(rule: RuleToJudgeRow, scopeLabel: string, value: number, baseline: number | null) {
  const what = describeRule({
    metric: rule.metric as AlertMetric,
    condition: rule.condition as AlertCondition,
    threshold: rule.threshold,
  });
  const expected = baseline === null ? '' : ` (expected ${formatted(baseline)})`;
  return `${what} — ${scopeLabel}: ${formatted(value)}${expected}`;
}

/**
 * Judges every active, unmuted rule on each finished hour it has not judged yet, records the
 * alerts it raises and mails the rule's creator. Each rule is judged in its own network's scope,
 * so a rule never reads another network's facts.
 */
export async function judgeAlertRules(deps: Deps, now: Date): Promise<number> {
  const lastHour = startOfHour(now.getTime()) - HOUR_MS;
  let raised = 0;
  for (const rule of await rulesToJudge(deps.db, now)) {
    const judged = rule.judgedUntil?.getTime() ?? null;
    const from = Math.max(
      judged === null ? lastHour : judged + HOUR_MS,
      lastHour - (CATCH_UP_HOURS - 1) * HOUR_MS,
    );
    if (from > lastHour) continue;
    const series = await seriesOf(deps, rule, from - HISTORY_HOURS * HOUR_MS, lastHour);
    const kind = ALERT_SCOPE_OPTIONS.find((option) => option.key === (rule.scopeKind as AlertScopeKind));
    const scopeLabel = `${kind?.label ?? rule.scopeKind}${rule.scopeId === null ? '' : ` ${rule.scopeId}`}`;
    const events = [];
    for (let hour = from; hour <= lastHour; hour += HOUR_MS) {
      const verdict = judgeHour(
        {
          metric: rule.metric as AlertMetric,
          condition: rule.condition as AlertCondition,
          threshold: rule.threshold,
        },
        series,
        hour,
      );
      if (verdict.fires)
        events.push({
          hour: new Date(hour),
          value: verdict.value,
          baseline: verdict.baseline,
          message: alertMessage(rule, scopeLabel, verdict.value, verdict.baseline),
        });
    }
    await recordJudgement(deps.db, rule.id, new Date(lastHour), events);
    raised += events.length;
    if (events.length > 0 && rule.emailAlerts && rule.creatorEmail)
      await deps.mailer.send({
        to: rule.creatorEmail,
        subject: `${DEFAULT_BRAND.title} alert: ${rule.name}`,
        text: events.map((event) => `${event.hour.toISOString()} ${event.message}`).join('\n'),
      });
  }
  return raised;
}
