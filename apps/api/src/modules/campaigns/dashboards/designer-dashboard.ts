import { DASHBOARD_ROWS, type DesignerDashboard } from '@adcast/domain/campaigns/campaign-dashboards';
import { CreativeProcessingSchema } from '@adcast/domain/campaigns/creatives';
import { creativesByProcessing, failedCreatives } from '../../../db/campaign-dashboard';
import type { AuthContext } from '../../../http/auth';
import type { ModuleDeps } from '../../module-deps';
import { CREATIVE } from '../creatives/creative-record';

/** The designer's home: the library's video files by processing state and the failed ones to fix. */
export async function designerDashboard(
  deps: Pick<ModuleDeps, 'db'>,
  auth: AuthContext,
): Promise<DesignerDashboard> {
  const visible = CREATIVE.visibleTo(auth);
  const [byProcessing, failed] = await Promise.all([
    creativesByProcessing(deps.db, visible),
    failedCreatives(deps.db, visible, DASHBOARD_ROWS),
  ]);
  const counted = new Map(byProcessing.map((row) => [row.processing, row.n]));
  return {
    processing: CreativeProcessingSchema.options.map((processing) => ({
      processing,
      count: counted.get(processing) ?? 0,
    })),
    vast: counted.get(null) ?? 0,
    attention: failed.map((row) => ({
      id: row.id,
      name: row.name,
      advertiser: { id: row.advertiserId, name: row.advertiserName },
      problem: row.processingError,
      updatedOn: row.updatedOn.toISOString(),
    })),
    attentionTotal: counted.get('FAILED') ?? 0,
  };
}
