import {
  CampaignDashboardSchema,
  DesignerDashboardSchema,
} from '@adcast/domain/campaigns/campaign-dashboards';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, needs } from '../../../http/auth';
import type { ModuleDeps } from '../../module-deps';
import { campaignDashboard } from './campaign-dashboard';
import { designerDashboard } from './designer-dashboard';

const tags = ['dashboards'];

/** Part 1 §4 Campaigns and Designer dashboards: what each role's home shows, read for the caller's network. */
export function registerCampaignDashboardRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    CAMPAIGN_API.dashboard,
    {
      // The line items' read: whoever may read them reads their orders too (part 1 §6 sets).
      config: needs('CAMPAIGNS_LINE_ITEMS_READ'),
      schema: {
        tags,
        summary:
          "Campaigns dashboard: orders by status, running line items by health, the most in need paced from the facts, this week's flights, unread discussions",
        response: { 200: CampaignDashboardSchema },
      },
    },
    (request) => campaignDashboard(deps, authOf(request)),
  );
  r.get(
    CAMPAIGN_API.designerDashboard,
    {
      config: needs('CAMPAIGNS_CREATIVES_READ'),
      schema: {
        tags,
        summary: 'Designer dashboard: video creatives by processing state, and those whose processing failed',
        response: { 200: DesignerDashboardSchema },
      },
    },
    (request) => designerDashboard(deps, authOf(request)),
  );
}
