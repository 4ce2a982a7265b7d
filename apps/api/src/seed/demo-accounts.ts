import type { Role } from '@adcast/domain/roles';

export const DEMO_PASSWORD = 'Demo-pass1!';

export type DemoAccount = {
  email: string;
  name: string;
  roles: Role[];
  publisherIds?: number[];
  contentOwnerIds?: number[];
  networkId?: number;
  /** What the account shows off, printed at start. */
  purpose: string;
};

export const DEMO_NETWORKS = [
  { id: 1, name: 'Adcast Direct' },
  { id: 2, name: 'Northwind Media Group' },
  // Network 3 is white-labelled: its users see the CTVBuyer title and favicon.
  { id: 3, name: 'CTVBuyer', brandTitle: 'CTVBuyer', brandFavicon: '/favicon-ctvbuyer.ico' },
];

/** The demo publishers, with their model, cost, onboarding stage, contact and sellers.json entry. */
export const DEMO_PUBLISHERS = [
  {
    id: 1,
    name: 'Aurora Streaming',
    status: 'ACTIVE',
    networkId: null,
    publisherModel: 'REVSHARE',
    costCpm: 1.2,
    onboardingStage: 'ONBOARDING_FINISHED',
    secondaryId: 'AUR-1001',
    contactName: 'Mira Patel',
    contactEmail: 'mira@aurora.example',
    sellerId: 'adcast-001',
    sellerDomain: 'aurora.example',
    sellerType: 'PUBLISHER',
  },
  {
    id: 2,
    name: 'Blue Harbor TV',
    status: 'ACTIVE',
    networkId: null,
    publisherModel: 'CPM',
    costCpm: 0.9,
    onboardingStage: 'ONBOARDING_FINISHED',
    secondaryId: 'BHT-2044',
    contactName: 'Tom Reyes',
    contactEmail: 'ads@blueharbor.example',
    sellerId: 'adcast-002',
    sellerDomain: 'blueharbor.example',
    sellerType: 'PUBLISHER',
  },
  {
    id: 3,
    name: 'Cascade Sports Network',
    status: 'ACTIVE',
    networkId: 2,
    publisherModel: 'REVSHARE',
    costCpm: 1.5,
    onboardingStage: 'GO_LIVE',
    secondaryId: null,
    contactName: 'Lea Novak',
    contactEmail: 'lea@cascadesports.example',
    sellerId: 'adcast-003',
    sellerDomain: 'cascadesports.example',
    sellerType: 'BOTH',
  },
  {
    id: 4,
    name: 'Driftwood Kids',
    status: 'ACTIVE',
    networkId: null,
    publisherModel: 'PLACEMENT',
    costCpm: 0.8,
    onboardingStage: 'PRODUCTION',
    secondaryId: null,
    contactName: null,
    contactEmail: null,
    sellerId: null,
    sellerDomain: null,
    sellerType: null,
  },
  {
    id: 5,
    name: 'Evergreen News 24',
    status: 'ACTIVE',
    networkId: 3,
    publisherModel: 'REVSHARE',
    costCpm: 1.1,
    onboardingStage: 'ONBOARDING_FINISHED',
    secondaryId: 'EVN-24',
    contactName: 'Sam Okafor',
    contactEmail: 'sam@evergreen24.example',
    sellerId: 'adcast-005',
    sellerDomain: 'evergreen24.example',
    sellerType: 'PUBLISHER',
  },
  {
    id: 6,
    name: 'Foxglove Cinema',
    status: 'ACTIVE',
    networkId: 3,
    publisherModel: 'CPM',
    costCpm: 1.0,
    onboardingStage: 'KICK_OFF_CALL',
    secondaryId: null,
    contactName: null,
    contactEmail: null,
    sellerId: null,
    sellerDomain: null,
    sellerType: null,
  },
  {
    id: 7,
    name: 'Granite Outdoor Channel',
    status: 'ARCHIVED',
    networkId: 3,
    publisherModel: 'REVSHARE',
    costCpm: 0.7,
    onboardingStage: 'FINANCE',
    secondaryId: null,
    contactName: null,
    contactEmail: null,
    sellerId: 'adcast-007',
    sellerDomain: 'granite.example',
    sellerType: 'PUBLISHER',
  },
  {
    id: 8,
    name: 'Horizon Music TV',
    status: 'ARCHIVED',
    networkId: null,
    publisherModel: 'REVSHARE',
    costCpm: 0.6,
    onboardingStage: 'PROPOSAL',
    secondaryId: null,
    contactName: null,
    contactEmail: null,
    sellerId: null,
    sellerDomain: null,
    sellerType: null,
  },
];

/** Each demo publisher's share history: the share it started on, and for some a later change. */
export const DEMO_PUBLISHER_SHARES = DEMO_PUBLISHERS.flatMap((publisher, index) => {
  const first = {
    publisherId: publisher.id,
    pubShareType: publisher.publisherModel,
    value: publisher.publisherModel === 'REVSHARE' ? 60 + (index % 3) * 5 : 2 + index * 0.25,
    day: '2025-01-01',
  };
  return index % 2 === 0
    ? [
        first,
        {
          ...first,
          value: first.value + (publisher.publisherModel === 'REVSHARE' ? 5 : 0.5),
          day: '2026-06-01',
        },
      ]
    : [first];
});

export const DEMO_CONTENT_OWNERS = [
  { id: 1, name: 'Lumen Studios', networkId: null },
  { id: 2, name: 'Maple Leaf Documentaries', networkId: null },
  { id: 3, name: 'Northern Lights Animation', networkId: 3 },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@adcast.test', name: 'Ada Admin', roles: ['ADMIN'], purpose: 'admin' },
  {
    email: 'readonly@adcast.test',
    name: 'Rory Readonly',
    roles: ['READ_ONLY_ADMIN'],
    purpose: 'read-only admin',
  },
  {
    email: 'sales@adcast.test',
    name: 'Sam Sales',
    roles: ['SALES_REPRESENTATIVE'],
    purpose: 'sales representative',
  },
  {
    email: 'campaigns@adcast.test',
    name: 'Casey Campaigns',
    roles: ['CAMPAIGN_MANAGER'],
    purpose: 'campaign manager',
  },
  { email: 'revops@adcast.test', name: 'Riley Revops', roles: ['REV_OPS'], purpose: 'revenue operations' },
  { email: 'designer@adcast.test', name: 'Dana Designer', roles: ['DESIGNER'], purpose: 'designer' },
  {
    email: 'publisher@adcast.test',
    name: 'Paula Publisher',
    roles: ['PUBLISHER'],
    publisherIds: [1],
    purpose: 'publisher (one publisher)',
  },
  {
    email: 'publishers@adcast.test',
    name: 'Peter Publishers',
    roles: ['PUBLISHER'],
    publisherIds: [1, 2, 4],
    purpose: 'publisher (several publishers: chooser)',
  },
  {
    email: 'owner@adcast.test',
    name: 'Olive Owner',
    roles: ['CONTENT_OWNER'],
    contentOwnerIds: [1],
    purpose: 'content owner',
  },
  {
    email: 'network@adcast.test',
    name: 'Nina Network',
    roles: ['ADMIN'],
    networkId: 3,
    purpose: 'admin of network 3 (CTVBuyer)',
  },
  {
    email: 'multi@adcast.test',
    name: 'Morgan Multi',
    // One main role at most (part 1 §6), plus both additional roles: the select page's three groups.
    roles: ['ADMIN', 'PUBLISHER', 'CONTENT_OWNER'],
    publisherIds: [1, 2],
    contentOwnerIds: [2],
    purpose: 'admin, publisher and content owner (select page)',
  },
];
