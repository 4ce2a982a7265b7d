import type { EntityStatus, IntegrationType, PlacementType } from '@adcast/domain/enumerations';
import type { Mask } from '@adcast/domain/masks';
import type { Role } from '@adcast/domain/roles';
import { eq, sql } from 'drizzle-orm';
import { advertisers, creativeOrders, creatives, lineItems, orders } from '../../src/db/schema/campaigns';
import { collections, collectionVideos, videos } from '../../src/db/schema/catalogue';
import { connectionPlacements, connections, demandPartners } from '../../src/db/schema/demand';
import { dpSupportedImports } from '../../src/db/schema/dp-revenue';
import { userContentOwners, userPublishers, users } from '../../src/db/schema/identity';
import { apps, domains, exchangeApps, placements } from '../../src/db/schema/inventory';
import { supplyPackagePlacements, supplyPackages } from '../../src/db/schema/marketplace';
import { channelPlaylists, channels } from '../../src/db/schema/media';
import { targetingSets } from '../../src/db/schema/targeting';
import { contentOwners, networks, publishers } from '../../src/db/schema/tenancy';
import type { TestApp } from './test-app';

/**
 * Fixtures made for the test that needs them, so no test leans on the demo seed's ids or counts.
 * Each builder writes what the API would (copied columns, counts) and answers the row it made.
 */
export function builders(t: TestApp) {
  let made = 0;
  const unique = (prefix: string) => `${prefix} ${++made}-${Math.random().toString(36).slice(2, 8)}`;
  const one = <T>(rows: T[]) => rows[0]!;

  const network = async (fields: { name?: string } = {}) =>
    one(
      await t.db
        .insert(networks)
        .values({ name: fields.name ?? unique('Network') })
        .returning(),
    );

  const publisher = async (
    fields: { name?: string; networkId?: number | null; status?: EntityStatus } = {},
  ) =>
    one(
      await t.db
        .insert(publishers)
        .values({
          name: fields.name ?? unique('Publisher'),
          networkId: fields.networkId ?? null,
          status: fields.status ?? 'ACTIVE',
        })
        .returning(),
    );

  const contentOwner = async (fields: { name?: string; networkId?: number | null } = {}) =>
    one(
      await t.db
        .insert(contentOwners)
        .values({ name: fields.name ?? unique('Content owner'), networkId: fields.networkId ?? null })
        .returning(),
    );

  const partner = async (
    fields: {
      displayName?: string;
      networkId?: number | null;
      status?: EntityStatus;
      integrationType?: IntegrationType;
      defaultBidFloor?: number;
      endpointUrl?: string;
      vastTagUrl?: string;
    } = {},
  ) =>
    one(
      await t.db
        .insert(demandPartners)
        .values({
          displayName: fields.displayName ?? unique('Partner'),
          networkId: fields.networkId ?? null,
          status: fields.status ?? 'ACTIVE',
          integrationType: fields.integrationType ?? 'ORTB',
          endpointUrl: fields.endpointUrl ?? 'https://bids.example.com/ortb',
          vastTagUrl: fields.vastTagUrl ?? null,
          ...(fields.defaultBidFloor !== undefined && { defaultBidFloor: fields.defaultBidFloor }),
        })
        .returning(),
    );

  type PlacementFields = {
    name?: string;
    publisher?: { id: number; networkId: number | null };
    status?: EntityStatus;
    type?: PlacementType;
  };
  /** `count` placements of the publisher (a new one unless given), in one insert; their network is the publisher's. */
  const placementsOf = async (count: number, fields: PlacementFields = {}) => {
    const owner = fields.publisher ?? (await publisher());
    const name = fields.name ?? unique('Placement');
    const values = Array.from({ length: count }, (_, i) => ({
      name: count === 1 ? name : `${name} ${i + 1}`,
      publisherId: owner.id,
      networkId: owner.networkId,
      type: fields.type ?? 'VIDEO',
      platform: 'CTV',
      deliveryType: 'SSAI',
      bidFloor: 1,
      cpm: 2,
      status: fields.status ?? 'ACTIVE',
    }));
    return t.db.insert(placements).values(values).returning();
  };
  const placement = async (fields: PlacementFields = {}) => one(await placementsOf(1, fields));

  /** A connection of the partner (a new one unless given), holding the placements given. */
  const connection = async (
    fields: {
      name?: string;
      partner?: { id: number; displayName: string; networkId: number | null };
      status?: EntityStatus;
      placementIds?: number[];
      schainAsi?: string;
      integrationType?: IntegrationType;
      duplicateDpConnection?: boolean;
      createdOn?: Date;
    } = {},
  ) => {
    const owner = fields.partner ?? (await partner());
    const placementIds = fields.placementIds ?? [];
    const row = one(
      await t.db
        .insert(connections)
        .values({
          name: fields.name ?? unique('Connection'),
          demandPartnerId: owner.id,
          dpDisplayName: owner.displayName,
          networkId: owner.networkId,
          schainAsi: fields.schainAsi ?? 'example.com',
          integrationType: fields.integrationType ?? 'ORTB',
          duplicateDpConnection: fields.duplicateDpConnection ?? false,
          status: fields.status ?? 'ACTIVE',
          placementCnt: placementIds.length,
          ...(fields.createdOn && { createdOn: fields.createdOn, updatedOn: fields.createdOn }),
        })
        .returning(),
    );
    if (placementIds.length > 0) {
      await t.db
        .insert(connectionPlacements)
        .values(placementIds.map((placementId) => ({ connectionId: row.id, placementId })));
    }
    return row;
  };

  /** A user with these roles (and tenancy), and a client that calls the API as that user under a mask. */
  const user = async (
    fields: { roles: Role[]; networkId?: number; publisherIds?: number[]; contentOwnerIds?: number[] },
    mask?: Mask | string,
  ) => {
    const email = `${unique('user').replace(/\W+/g, '-').toLowerCase()}@builders.test`;
    const row = one(
      await t.db
        .insert(users)
        .values({
          email,
          name: email,
          passwordHash: 'not-used-tokens-are-signed-directly',
          roles: fields.roles,
          networkId: fields.networkId ?? null,
        })
        .returning(),
    );
    for (const publisherId of fields.publisherIds ?? []) {
      await t.db.insert(userPublishers).values({ userId: row.id, publisherId });
    }
    for (const contentOwnerId of fields.contentOwnerIds ?? []) {
      await t.db.insert(userContentOwners).values({ userId: row.id, contentOwnerId });
    }
    return { ...row, client: await t.as(email, mask) };
  };

  type VideoFields = Partial<typeof videos.$inferInsert> & {
    /** The owning publisher or content owner row: sets the owner type, id and network. */
    publisher?: { id: number; networkId: number | null };
    owner?: { id: number; networkId: number | null };
  };
  const ownerColumnsOf = (fields: VideoFields) => {
    if (fields.publisher)
      return {
        ownerType: 'PUBLISHER',
        publisherId: fields.publisher.id,
        networkId: fields.publisher.networkId,
      };
    if (fields.owner)
      return { ownerType: 'CONTENT_OWNER', coId: fields.owner.id, networkId: fields.owner.networkId };
    return {};
  };
  /** `count` videos in one insert (title numbered when more than one), owned as the fields say. */
  const videosOf = async (count: number, fields: VideoFields = {}) => {
    const { publisher: _p, owner: _o, ...columns } = fields;
    const title = fields.title ?? unique('Video');
    const values = Array.from({ length: count }, (_, i) => ({
      ...columns,
      ...ownerColumnsOf(fields),
      title: count === 1 ? title : `${title} ${i + 1}`,
    }));
    return t.db.insert(videos).values(values).returning();
  };
  const video = async (fields: VideoFields = {}) => one(await videosOf(1, fields));

  /** A collection holding the videos given, in that order. */
  const collection = async (
    fields: Partial<typeof collections.$inferInsert> & { videoIds?: number[] } = {},
  ) => {
    const { videoIds = [], ...columns } = fields;
    const row = one(
      await t.db
        .insert(collections)
        .values({ title: unique('Collection'), description: 'Made for a test', ...columns })
        .returning(),
    );
    if (videoIds.length > 0) {
      await t.db
        .insert(collectionVideos)
        .values(videoIds.map((videoId, position) => ({ collectionId: row.id, videoId, position })));
    }
    return one(await t.db.select().from(collections).where(eq(collections.id, row.id)));
  };

  type Owned = { publisher?: { id: number }; status?: EntityStatus };
  /** An app of the publisher (a new one unless given); its publisher's name and network are copied by the database. */
  const app = async (fields: Owned & Partial<typeof apps.$inferInsert> = {}) => {
    const { publisher: owner, ...columns } = fields;
    return one(
      await t.db
        .insert(apps)
        .values({
          name: unique('App'),
          bundleId: `com.builders.${++made}${Math.random().toString(36).slice(2, 8)}`,
          store: 'ROKU',
          platform: 'CTV',
          ...columns,
          publisherId: (owner ?? (await publisher())).id,
        })
        .returning(),
    );
  };

  const advertiser = async (
    fields: {
      name?: string;
      networkId?: number | null;
      status?: EntityStatus;
      advertiserDomains?: string[];
    } = {},
  ) =>
    one(
      await t.db
        .insert(advertisers)
        .values({
          name: fields.name ?? unique('Advertiser'),
          networkId: fields.networkId ?? null,
          status: fields.status ?? 'ACTIVE',
          advertiserDomains: fields.advertiserDomains ?? [],
        })
        .returning(),
    );

  /** An order of the advertiser (a new one unless given), in its network, flying through December 2026 unless given. */
  const order = async (
    fields: {
      name?: string;
      advertiser?: { id: number; networkId: number | null };
      status?: EntityStatus;
      budget?: number;
      startDate?: string;
      endDate?: string;
    } = {},
  ) => {
    const owner = fields.advertiser ?? (await advertiser());
    return one(
      await t.db
        .insert(orders)
        .values({
          name: fields.name ?? unique('Order'),
          advertiserId: owner.id,
          networkId: owner.networkId,
          status: fields.status ?? 'ACTIVE',
          budget: fields.budget ?? 10_000,
          startDate: fields.startDate ?? '2026-12-01',
          endDate: fields.endDate ?? '2026-12-31',
        })
        .returning(),
    );
  };

  /** A standard line item of the order (a new one unless given) over the order's flight: 100,000 impressions, evenly, in UTC. */
  const lineItem = async (
    fields: Partial<Omit<typeof lineItems.$inferInsert, 'orderId' | 'networkId'>> & {
      order?: { id: number; networkId: number | null; startDate: string; endDate: string };
    } = {},
  ) => {
    const { order: given, ...columns } = fields;
    const owner = given ?? (await order());
    return one(
      await t.db
        .insert(lineItems)
        .values({
          name: unique('Line item'),
          type: 'STANDARD',
          cpm: 12.5,
          goalType: 'IMPRESSIONS',
          goalAmount: 100_000,
          startDate: owner.startDate,
          endDate: owner.endDate,
          timeZone: 'UTC',
          pacing: 'EVEN',
          priority: 5,
          ...columns,
          orderId: owner.id,
          networkId: owner.networkId,
        })
        .returning(),
    );
  };

  /** A targeting set of the network (none unless given), targeting what the fields say; no day-parting. */
  const targetingSet = async (fields: Partial<Omit<typeof targetingSets.$inferInsert, 'dayParting'>> = {}) =>
    one(
      await t.db
        .insert(targetingSets)
        .values({ name: unique('Targeting'), dayParting: { timeZone: 'UTC', slots: [] }, ...fields })
        .returning(),
    );

  /** A VAST creative at a URL (unless the fields say otherwise) of the order's advertiser, linked to the order. */
  const creative = async (
    fields: Partial<Omit<typeof creatives.$inferInsert, 'advertiserId' | 'networkId'>> & {
      order: { id: number; networkId: number | null; advertiserId: number };
    },
  ) => {
    const { order: owner, ...columns } = fields;
    const row = one(
      await t.db
        .insert(creatives)
        .values({
          name: unique('Creative'),
          type: 'VAST',
          vastType: 'URL',
          vastUrl: `https://ads.example.com/vast/${++made}.xml`,
          vastVersion: '4.2',
          duration: 30,
          ...columns,
          advertiserId: owner.advertiserId,
          networkId: owner.networkId,
        })
        .returning(),
    );
    await t.db.insert(creativeOrders).values({ creativeId: row.id, orderId: owner.id });
    return row;
  };

  /** A domain of the publisher (a new one unless given). */
  const domain = async (fields: Owned & { url?: string } = {}) =>
    one(
      await t.db
        .insert(domains)
        .values({
          url: fields.url ?? `http://site-${++made}${Math.random().toString(36).slice(2, 8)}.example.com`,
          status: fields.status ?? 'ACTIVE',
          publisherId: (fields.publisher ?? (await publisher())).id,
        })
        .returning(),
    );

  /**
   * A run of the queue `name` in the state given: a queued one is due in an hour (no worker takes it
   * meanwhile), a running one beats now, a finished one ran `seconds`.
   */
  const jobRun = async (name: string, state: 'created' | 'active' | 'completed', seconds = 60) => {
    await t.db.execute(sql`insert into jobs (name, data, state, retry_limit, retry_delay_seconds,
        expire_seconds, start_after, started_on, heartbeat_on, completed_on)
      values (${name}, '{}'::jsonb, ${state}, 0, 5, 600,
        now() + interval '1 hour',
        case when ${state} = 'created' then null else now() - make_interval(secs => ${seconds}) end,
        case when ${state} = 'active' then now() end,
        case when ${state} = 'completed' then now() end)`);
  };

  /** A bundle seen in traffic that no publisher has claimed. */
  const exchangeApp = async (fields: Partial<typeof exchangeApps.$inferInsert> = {}) =>
    one(
      await t.db
        .insert(exchangeApps)
        .values({ bundleId: `tv.seen.${++made}${Math.random().toString(36).slice(2, 8)}`, ...fields })
        .returning(),
    );

  /** A supply package of the network (none unless given) selling the placements given, a draft unless said. */
  const supplyPackage = async (
    fields: Partial<Omit<typeof supplyPackages.$inferInsert, 'id'>> & { placementIds?: number[] } = {},
  ) => {
    const { placementIds = [], ...columns } = fields;
    const row = one(
      await t.db
        .insert(supplyPackages)
        .values({ name: unique('Package'), floorCpm: 5, ...columns })
        .returning(),
    );
    if (placementIds.length > 0)
      await t.db
        .insert(supplyPackagePlacements)
        .values(placementIds.map((placementId) => ({ packageId: row.id, placementId })));
    return row;
  };
  /** A partner's revenue import format: the file's headers for day, impressions, revenue (and publisher). */
  const supportedImport = async (
    partner: { id: number },
    columns: { day?: string; impressions?: string; revenue?: string; publisherId?: string | null } = {},
  ) =>
    one(
      await t.db
        .insert(dpSupportedImports)
        .values({
          demandPartnerId: partner.id,
          name: unique('Format'),
          columns: {
            day: columns.day ?? 'Date',
            impressions: columns.impressions ?? 'Impressions',
            revenue: columns.revenue ?? 'Revenue',
            publisherId: columns.publisherId ?? null,
          },
        })
        .returning(),
    );
  /** A live channel playing the collections given, in that order. */
  const channel = async (
    fields: Partial<typeof channels.$inferInsert> & { collectionIds?: number[] } = {},
  ) => {
    const { collectionIds = [], ...columns } = fields;
    const row = one(
      await t.db
        .insert(channels)
        .values({ title: unique('Channel'), description: 'Made for a test', ...columns })
        .returning(),
    );
    if (collectionIds.length > 0)
      await t.db
        .insert(channelPlaylists)
        .values(
          collectionIds.map((collectionId, position) => ({ channelId: row.id, collectionId, position })),
        );
    return row;
  };

  const reload = {
    video: async (id: number) => one(await t.db.select().from(videos).where(eq(videos.id, id))),
    collection: async (id: number) =>
      one(await t.db.select().from(collections).where(eq(collections.id, id))),
    connection: async (id: number) =>
      one(await t.db.select().from(connections).where(eq(connections.id, id))),
  };

  return {
    network,
    publisher,
    contentOwner,
    partner,
    placement,
    placements: placementsOf,
    connection,
    video,
    videos: videosOf,
    collection,
    channel,
    app,
    domain,
    exchangeApp,
    advertiser,
    order,
    lineItem,
    creative,
    supplyPackage,
    targetingSet,
    user,
    supportedImport,
    jobRun,
    reload,
  };
}

export type Builders = ReturnType<typeof builders>;
