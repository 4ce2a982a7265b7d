import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-definition';
import type { ModuleDeps } from '../module-deps';
import { judgeAlertRules } from './alert-judge';

type Deps = Pick<ModuleDeps, 'db' | 'facts' | 'mailer'>;

export const alertsJob = (deps: Deps): JobDefinition<Record<string, never>> => ({
  name: 'alerts-evaluate',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  run: async () => {
    await judgeAlertRules(deps, new Date());
  },
  expireInSeconds: 15 * 60,
});

/** Every hour, a few minutes after the hour's facts arrive (as the line items' health). */
const ALERTS_CRON = '12 * * * *';

/** Judges the rules every hour from now on (main does at start). */
export const scheduleAlerts = (deps: Deps & Pick<ModuleDeps, 'jobs'>) =>
  deps.jobs.schedule(alertsJob(deps), ALERTS_CRON, {}, { key: 'alerts-evaluate' });
