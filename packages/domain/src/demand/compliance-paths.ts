import type { PathId } from './paths';

/**
 * Compliance calls (part 2 §7, "Demand partners and compliance"). The catalogue names the paths only;
 * what each does is ours (docs/architecture.md, "Demand partner compliance").
 */
export const COMPLIANCE_API = {
  /** GET a page of approvals of every visible partner (filter: partners, publishers, status, kind). */
  approvals: '/api/dp/compliance',
  /** GET one domain or app with every partner asked about it (kind, inventoryId). */
  inventoryApprovals: '/api/dp/domain-compliance',
  /** GET a page of app approvals; POST asks partners to approve apps (ids, or every active app of publishers). */
  appApprovals: '/api/dp/approvals',
  /** GET a page of domain approvals; POST asks partners to approve domains. */
  domainApprovals: '/api/dp/domain-approvals',
  /** PUT sets approvals by hand: status, note and date of the items named. */
  decide: '/api/domain/dp/approval',
  /** GET a page of one partner's approvals. */
  partnerApprovals: (id: PathId) => `/api/compliance/dp/${id}/approvals`,
  /** GET the partner's approvals as CSV; POST the partner's CSV back (a preview unless dryRun=false). */
  partnerCsv: (id: PathId) => `/api/compliance/dp/${id}/csv`,
} as const;
