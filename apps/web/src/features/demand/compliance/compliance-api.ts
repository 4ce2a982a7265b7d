import type {
  Approval,
  ApprovalDecision,
  ApprovalRequestResult,
  ApprovalStatus,
  InventoryKind,
} from '@adcast/domain/demand/compliance';
import { COMPLIANCE_MESSAGES as M } from '@adcast/domain/demand/compliance-messages';
import { COMPLIANCE_API } from '@adcast/domain/demand/compliance-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { downloadCsv } from '../../../api/list-actions';
import { pageQuery } from '../../../api/list-queries';
import { notifyError } from '../../../api/notify-error';
import { toast } from '../../../api/toast-store';
import { useWrite } from '../../../resource/write-api';

/** The query key root of approvals: every write refreshes them. */
export const COMPLIANCE_KEY = 'compliance';
const KEY = [COMPLIANCE_KEY];

export type ApprovalQuery = {
  page: number;
  size: number;
  demandPartnerIds?: number[];
  publisherIds?: number[];
  status?: ApprovalStatus[];
  kind?: InventoryKind;
};

/** A page of approvals, pending longest first: every partner's, or one partner's. */
export const useApprovalsPage = (query: ApprovalQuery, partnerId?: number) =>
  useQuery(
    pageQuery<Approval>(
      KEY,
      partnerId === undefined ? COMPLIANCE_API.approvals : COMPLIANCE_API.partnerApprovals(partnerId),
      query,
      M.errorFetching,
    ),
  );

/** Sets the state of the approvals named. */
export function useDecide() {
  const write = useWrite<{ changed: number }>([KEY]);
  return (decision: ApprovalDecision, onDone: () => void) =>
    write.mutate(
      {
        method: 'PUT',
        path: COMPLIANCE_API.decide,
        body: decision,
        notice: M.changed(decision.items.length),
        fallback: M.errorSaving,
      },
      { onSuccess: onDone },
    );
}

const REQUEST_PATHS = { APP: COMPLIANCE_API.appApprovals, DOMAIN: COMPLIANCE_API.domainApprovals } as const;

export type ApprovalAsk = { demandPartnerIds: number[]; publisherIds: number[]; kinds: InventoryKind[] };

/** Asks partners about every active domain and app (of the kinds chosen) of the publishers chosen. */
export function useRequestApprovals() {
  const queryClient = useQueryClient();
  return async (ask: ApprovalAsk): Promise<boolean> => {
    try {
      let requested = 0;
      for (const kind of ask.kinds) {
        const body = { demandPartnerIds: ask.demandPartnerIds, publisherIds: ask.publisherIds };
        requested += (await api.post<ApprovalRequestResult>(REQUEST_PATHS[kind], body, { loader: true }))
          .requested;
      }
      toast.success(M.requested(requested));
      void queryClient.invalidateQueries({ queryKey: KEY });
      return true;
    } catch (error) {
      notifyError(error, M.errorSaving);
      return false;
    }
  };
}

/** The partner's approvals as the CSV file its import reads back. */
export const downloadApprovals = (partnerId: number) =>
  downloadCsv(COMPLIANCE_API.partnerCsv(partnerId), {}, `approvals-dp-${partnerId}.csv`);
