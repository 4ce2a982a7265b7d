import {
  CAMPAIGN_DASHBOARD_MESSAGES,
  type CampaignDashboard,
  type DesignerDashboard,
} from '@adcast/domain/campaigns/campaign-dashboards';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastingErrors } from '../../../api/notify-error';

export const useCampaignDashboard = () =>
  useQuery({
    queryKey: ['campaign-dashboard'],
    queryFn: toastingErrors(CAMPAIGN_DASHBOARD_MESSAGES.errorCampaigns, () =>
      api.get<CampaignDashboard>(CAMPAIGN_API.dashboard),
    ),
  });

export const useDesignerDashboard = () =>
  useQuery({
    queryKey: ['designer-dashboard'],
    queryFn: toastingErrors(CAMPAIGN_DASHBOARD_MESSAGES.errorDesigner, () =>
      api.get<DesignerDashboard>(CAMPAIGN_API.designerDashboard),
    ),
  });
