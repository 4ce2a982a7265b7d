import { ALERT_NOTICES } from '@adcast/domain/alerts/alert-messages';
import {
  AlertEventFilterSchema,
  AlertEventPageSchema,
  AlertMuteSchema,
  AlertRuleSchema,
  AlertUnreadSchema,
} from '@adcast/domain/alerts/alert-rules';
import { ALERT_API } from '@adcast/domain/alerts/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acknowledgeAlert, alertEventPage, setRuleMute } from '../../db/alerts';
import { authOf, needs } from '../../http/auth';
import { notFound } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import { recordArea } from '../../records/area';
import { loadRecord } from '../../records/rows';
import type { ModuleDeps } from '../module-deps';
import { alertsJob } from './alert-job';
import { ALERT_RULE } from './alert-rule-record';
import { createAlertRule, updateAlertRule } from './write-service';

const tags = [ALERT_RULE.tag];
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Alerts raised, the bell's count, acknowledging one, muting a rule. */
function registerAlertRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  deps.jobs.register(alertsJob(deps));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = needs(ALERT_RULE.permissions.read);
  const edit = needs(ALERT_RULE.permissions.edit);
  const visible = (request: Parameters<typeof authOf>[0]) => ALERT_RULE.visibleTo(authOf(request));

  r.get(
    ALERT_API.alerts,
    {
      config: read,
      schema: {
        tags,
        summary: 'Alerts raised by the rules the caller may see, newest first',
        querystring: AlertEventFilterSchema,
        response: { 200: AlertEventPageSchema },
      },
    },
    async (request) => {
      const { unacknowledged, ...filter } = request.query;
      const page = await alertEventPage(deps.db, visible(request), {
        ...filter,
        unacknowledged: unacknowledged === 'true',
      });
      return {
        content: page.rows.map((row) => ({
          ...row,
          hour: row.hour.toISOString(),
          firedAt: row.firedAt.toISOString(),
          acknowledgedAt: iso(row.acknowledgedAt),
        })),
        totalElements: page.total,
      };
    },
  );
  r.get(
    ALERT_API.unread,
    {
      config: read,
      schema: {
        tags,
        summary: 'How many alerts wait to be acknowledged',
        response: { 200: AlertUnreadSchema },
      },
    },
    async (request) => {
      const page = await alertEventPage(deps.db, visible(request), {
        unacknowledged: true,
        page: 0,
        size: 1,
      });
      return { unacknowledged: page.total };
    },
  );
  r.post(
    ALERT_API.acknowledge(':id'),
    {
      config: edit,
      schema: {
        tags,
        summary: 'Acknowledge an alert',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const done = await acknowledgeAlert(deps.db, visible(request), request.params.id, auth.user.id);
      if (!done) throw notFound('Alert');
      return { message: ALERT_NOTICES.acknowledged };
    },
  );
  r.post(
    ALERT_API.mute(':id'),
    {
      config: edit,
      schema: {
        tags,
        summary: 'Mute a rule for some hours',
        params: IdParamsSchema,
        body: AlertMuteSchema,
        response: { 200: AlertRuleSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await loadRecord(deps.db, auth, ALERT_RULE, request.params.id);
      await setRuleMute(deps.db, request.params.id, new Date(Date.now() + request.body.hours * 3_600_000));
      return loadRecord(deps.db, auth, ALERT_RULE, request.params.id);
    },
  );
  r.delete(
    ALERT_API.mute(':id'),
    {
      config: edit,
      schema: { tags, summary: 'Unmute a rule', params: IdParamsSchema, response: { 200: AlertRuleSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      await loadRecord(deps.db, auth, ALERT_RULE, request.params.id);
      await setRuleMute(deps.db, request.params.id, null);
      return loadRecord(deps.db, auth, ALERT_RULE, request.params.id);
    },
  );
}

/** Alert rules: the record's routes, and the alerts they raise. */
export const ALERT_RULE_AREA = recordArea(ALERT_RULE, {
  writes: { create: createAlertRule, update: updateAlertRule },
  routes: registerAlertRoutes,
});
