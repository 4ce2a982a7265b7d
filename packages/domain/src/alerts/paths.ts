import type { PathId } from '../demand/paths';

const rule = (id: PathId) => `/api/alert/rules/${id}`;

/** Alert rules (a record area) and the alerts they raise; the spec shows no path, so these follow /api/deal. */
export const ALERT_API = {
  rules: '/api/alert/rules',
  statuses: '/api/alert/rules/statuses',
  counts: '/api/alert/rules/count-by-status',
  rule,
  archive: (id: PathId) => `${rule(id)}/archive`,
  unarchive: (id: PathId) => `${rule(id)}/unarchive`,
  /** POST { hours }: no alert from the rule until then; DELETE: alerts again. */
  mute: (id: PathId) => `${rule(id)}/mute`,
  /** GET a page of alerts, newest first (ruleId, unacknowledged). */
  alerts: '/api/alert/events',
  /** GET { unacknowledged }: the bell's count. */
  unread: '/api/alert/events/unread',
  acknowledge: (id: PathId) => `/api/alert/events/${id}/acknowledge`,
} as const;
