import { ALERT_NOTICES } from '@adcast/domain/alerts/alert-messages';
import { ALERT_RULE_CONTRACT } from '@adcast/domain/alerts/alert-rule-contract';
import type { AlertEvent, AlertRule } from '@adcast/domain/alerts/alert-rules';
import { ALERT_API } from '@adcast/domain/alerts/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyError } from '../../api/notify-error';
import { toast } from '../../api/toast-store';

const ALERTS_KEY = ['alerts'] as const;
/** The bell looks again every minute: alerts are raised once an hour. */
const UNREAD_POLL_MS = 60_000;

export type AlertFilter = { ruleId?: number; unacknowledged?: boolean; page?: number; size?: number };

export const useUnreadAlerts = (enabled: boolean) =>
  useQuery({
    queryKey: [...ALERTS_KEY, 'unread'],
    queryFn: ({ signal }) => api.get<{ unacknowledged: number }>(ALERT_API.unread, { signal }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });

export const useAlerts = (filter: AlertFilter, enabled = true) =>
  useQuery({
    queryKey: [...ALERTS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      api.get<{ content: AlertEvent[]; totalElements: number }>(ALERT_API.alerts, {
        query: {
          ...(filter.ruleId === undefined ? {} : { ruleId: filter.ruleId }),
          ...(filter.unacknowledged ? { unacknowledged: 'true' } : {}),
          page: filter.page ?? 0,
          size: filter.size ?? 20,
        },
        signal,
      }),
    enabled,
  });

export function useAcknowledgeAlert() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string }>(ALERT_API.acknowledge(id)),
    onSuccess: () => {
      toast.success(ALERT_NOTICES.acknowledged);
      void queries.invalidateQueries({ queryKey: ALERTS_KEY });
    },
    onError: (error) => notifyError(error, ALERT_NOTICES.errorAlerts),
  });
}

/** Mutes a rule for some hours, or (hours null) lets it raise alerts again. */
export function useMuteRule() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hours }: { id: number; hours: number | null }) =>
      hours === null
        ? api.delete<AlertRule>(ALERT_API.mute(id), { loader: true })
        : api.post<AlertRule>(ALERT_API.mute(id), { hours }, { loader: true }),
    onSuccess: (_rule, { hours }) => {
      toast.success(hours === null ? ALERT_NOTICES.unmuted : ALERT_NOTICES.muted);
      // The rule's page and the list show when it is muted until.
      void queries.invalidateQueries({ queryKey: [ALERT_RULE_CONTRACT.key] });
    },
    onError: (error) => notifyError(error, ALERT_NOTICES.errorSave),
  });
}
