/**
 * Part 1 §2: the children of the protected shell route, each with the title its page shows.
 * The web serves each section that no feature has built yet (and every path below it) with a
 * "not available yet" page; menu paths are served the same way until their feature lands.
 */
export interface ShellSection {
  path: string;
  title: string;
}

export const SHELL_SECTIONS: readonly ShellSection[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/users', title: 'Users' },
  { path: '/publishers', title: 'Publishers' },
  { path: '/networks', title: 'Networks' },
  { path: '/channels', title: 'Channels' },
  { path: '/owned-operated-apps', title: 'O&O Apps' },
  { path: '/collections', title: 'Collections' },
  { path: '/videos', title: 'Videos' },
  { path: '/placements', title: 'Placements' },
  { path: '/targeting', title: 'Targeting' },
  { path: '/reports', title: 'Report Builder' },
  { path: '/custom-reports', title: 'Custom reports' },
  { path: '/scheduled-reports', title: 'Scheduled Reports' },
  { path: '/errors', title: 'Errors' },
  { path: '/content-owner', title: 'Content Owners' },
  { path: '/demand', title: 'Demand' },
  { path: '/demand/list', title: 'Demand partners' },
  { path: '/demand/compliance', title: 'Compliance' },
  { path: '/demand/discrepancies', title: 'Discrepancies' },
  { path: '/connections', title: 'Connections' },
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
