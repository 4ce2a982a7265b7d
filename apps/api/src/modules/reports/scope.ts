import { mayUseReports, type ReportAccess } from '@adcast/domain/reports/access';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import type { AuthContext } from '../../http/auth';
import { forbidden } from '../../http/errors';

/**
 * The one place a request becomes a report scope: network users read their network, a publisher
 * mask its publisher, a content-owner mask its content owners; a mask without reporting is refused.
 */
export function reportScopeFor(auth: AuthContext, access: ReportAccess): ReportScope {
  const network = auth.user.network?.id ?? null;
  if (!mayUseReports(access, auth.mask, network !== null)) throw forbidden();
  if (auth.mask.role === 'PUBLISHER') {
    const publisherIds =
      auth.mask.publisherId === undefined ? auth.user.publisherIds : [auth.mask.publisherId];
    return { kind: 'publishers', publisherIds };
  }
  if (auth.mask.role === 'CONTENT_OWNER') {
    const contentOwnerIds =
      auth.mask.contentOwnerId === undefined ? auth.user.contentOwnerIds : [auth.mask.contentOwnerId];
    return { kind: 'contentOwners', contentOwnerIds };
  }
  return network === null ? { kind: 'everything' } : { kind: 'network', networkId: network };
}
