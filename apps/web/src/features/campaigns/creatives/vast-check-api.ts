import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { VastCheckRequest, VastReport } from '@adcast/domain/campaigns/vast-check';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** The VAST check before saving: the form's VAST and duration, answered with its problems at their elements. */
export const useVastCheck = () =>
  useMutation({
    mutationFn: (request: VastCheckRequest) => api.post<VastReport>(CAMPAIGN_API.validateVast, request),
  });
