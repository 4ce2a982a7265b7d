/**
 * The shell routes of part 1 §2 that have no screen yet. Each entry serves its path and every
 * path below it (a splat route) with the generic "not available yet" page; a feature's own
 * route for a deeper path wins over the splat, so features replace entries one path at a time.
 */
export interface UnbuiltPage {
  path: string;
  title: string;
}

export const UNBUILT_PAGES: readonly UnbuiltPage[] = [
  { path: '/users', title: 'Users' },
  { path: '/publishers', title: 'Publishers' },
  { path: '/networks', title: 'Networks' },
  { path: '/channels', title: 'Channels' },
  { path: '/owned-operated-apps', title: 'O&O Apps' },
  { path: '/collections', title: 'Collections' },
  { path: '/videos', title: 'Videos' },
  { path: '/targeting', title: 'Targeting' },
  { path: '/reports', title: 'Report Builder' },
  { path: '/custom-reports', title: 'Custom reports' },
  { path: '/scheduled-reports', title: 'Scheduled Reports' },
  { path: '/errors', title: 'Errors' },
  { path: '/content-owner', title: 'Content Owners' },
  { path: '/demand/deals', title: 'Deals' },
  { path: '/demand/compliance', title: 'Compliance' },
  { path: '/demand/discrepancies', title: 'Discrepancies' },
  { path: '/changelog', title: 'Changelog' },
  { path: '/ads-txt', title: 'Ads.txt' },
  { path: '/campaigns', title: 'Campaigns' },
  { path: '/line-items', title: 'Line Items' },
  { path: '/orders', title: 'Campaigns' },
  { path: '/apps', title: 'Apps' },
  { path: '/marketplace', title: 'Marketplace' },
  { path: '/performance', title: 'Performance' },
  { path: '/assets', title: 'Assets' },
  { path: '/brands', title: 'Brands' },
  { path: '/network-template', title: 'Network template' },
  { path: '/sources', title: 'Sources' },
  { path: '/supply-marketplace', title: 'Supply Marketplace' },
  { path: '/marketplace-routing', title: 'Marketplace Routing' },
  { path: '/forecast', title: 'Forecast' },
  { path: '/advertiser', title: 'Advertisers' },
  { path: '/deals', title: 'Deals' },
  { path: '/taxonomy', title: 'Taxonomy' },
  { path: '/keywords', title: 'Keyword Packages' },
  { path: '/channel-bundles', title: 'Channel Bundles' },
];

/** The table entry serving a pathname: its own path or one below it. */
export const unbuiltPageFor = (pathname: string): UnbuiltPage | undefined =>
  UNBUILT_PAGES.find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`));
