import { CronExpressionParser } from 'cron-parser';

/** The latest time at or before `now` that `cron` names in time zone `tz`; throws on a bad expression. */
export function lastFiring(cron: string, tz: string, now: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: new Date(now.getTime() + 1), tz })
    .prev()
    .toDate();
}
