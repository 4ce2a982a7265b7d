import type { Db } from '../db/client';
import { apps, domains } from '../db/schema/inventory';
import { channels } from '../db/schema/media';
import { channelBundles, keywordPackages } from '../db/schema/taxonomy';
import { DEMO_PUBLISHERS } from './demo-accounts';

/** A publisher's name as a bundle id part: 'Blue Harbor TV' → 'blueharbortv'. */
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Each demo publisher's inventory the traffic simulator's requests name (issue 24): a Roku app, an
 * Android app and a web domain, and the linear channel it streams in its apps (issue 28).
 */
async function seedAppsAndChannels(db: Db) {
  const appRows = DEMO_PUBLISHERS.flatMap((publisher) => {
    const slug = slugOf(publisher.name);
    return [
      {
        publisherId: publisher.id,
        name: publisher.name,
        bundleId: `com.${slug}.roku`,
        store: 'ROKU',
        storeId: String(561_000 + publisher.id * 17),
        platform: 'CTV',
        deviceType: 3,
      },
      {
        publisherId: publisher.id,
        name: `${publisher.name} Mobile`,
        bundleId: `com.${slug}.android`,
        store: 'GOOGLE_PLAY',
        storeId: `com.${slug}.android`,
        storeUrl: `https://play.google.com/store/apps/details?id=com.${slug}.android`,
        platform: 'APP',
        deviceType: 4,
      },
    ];
  });
  const madeApps = await db.insert(apps).values(appRows).returning({ id: apps.id, name: apps.name });
  await db.insert(domains).values(
    DEMO_PUBLISHERS.map((publisher) => ({
      publisherId: publisher.id,
      url: `http://${publisher.sellerDomain ?? `${slugOf(publisher.name)}.example`}`,
    })),
  );
  const madeChannels = await db
    .insert(channels)
    .values(
      DEMO_PUBLISHERS.map((publisher) => ({
        title: publisher.name,
        description: `${publisher.name}'s linear channel, streamed in its apps`,
        networkId: publisher.networkId,
      })),
    )
    .returning({ id: channels.id, title: channels.title });
  const channelOf = (name: string) => madeChannels.filter((c) => c.title === name).map((c) => c.id);
  const appsOf = (name: string) => madeApps.filter((a) => a.name.startsWith(name)).map((a) => a.id);
  return { channelOf, appsOf };
}

/**
 * Bundles with their terms (issue 28): a parent sets a revenue share and a CPM, a child overrides
 * one of them (part 2 §3) and inherits the other.
 */
async function seedBundles(db: Db, of: Awaited<ReturnType<typeof seedAppsAndChannels>>) {
  const parent = async (row: typeof channelBundles.$inferInsert) => {
    const [made] = await db.insert(channelBundles).values(row).returning({ id: channelBundles.id });
    return made?.id ?? null;
  };
  const entertainment = await parent({
    name: 'Adcast Entertainment',
    networkId: null,
    bundleRevenueShare: 25,
    bundleCpm: 8,
    channelIds: [...of.channelOf('Aurora Streaming'), ...of.channelOf('Blue Harbor TV')],
    appIds: of.appsOf('Horizon Music TV'),
  });
  const premium = await parent({
    name: 'CTVBuyer Premium',
    networkId: 3,
    bundleRevenueShare: 30,
    bundleCpm: 12,
    channelIds: [...of.channelOf('Evergreen News 24'), ...of.channelOf('Granite Outdoor Channel')],
  });
  await db.insert(channelBundles).values([
    {
      name: 'Adcast Kids',
      networkId: null,
      parentId: entertainment,
      bundleRevenueShare: 20,
      channelIds: of.channelOf('Driftwood Kids'),
    },
    {
      name: 'CTVBuyer Movies',
      networkId: 3,
      parentId: premium,
      bundleCpm: 18,
      channelIds: of.channelOf('Foxglove Cinema'),
    },
    {
      name: 'Northwind Sports',
      networkId: 2,
      bundleRevenueShare: 35,
      bundleCpm: 15,
      channelIds: of.channelOf('Cascade Sports Network'),
    },
  ]);
}

/** Keyword packages over the guide the simulator airs (issue 28). */
const KEYWORD_PACKAGES: (typeof keywordPackages.$inferInsert)[] = [
  {
    name: 'Family viewing',
    networkId: null,
    keywords: [
      { field: 'RATING', value: 'TV-Y' },
      { field: 'RATING', value: 'TV-Y7' },
      { field: 'GENRE', value: 'Kids' },
    ],
  },
  {
    name: 'Movie nights',
    networkId: null,
    keywords: [
      { field: 'GENRE', value: 'Movies' },
      { field: 'TITLE', value: 'Countdown' },
    ],
  },
  {
    name: 'Live sports',
    networkId: 2,
    keywords: [
      { field: 'GENRE', value: 'Sports' },
      { field: 'SUBGENRE', value: 'Football' },
    ],
  },
  {
    name: 'Breaking news and thrillers',
    networkId: 3,
    keywords: [
      { field: 'GENRE', value: 'News' },
      { field: 'SUBGENRE', value: 'Thriller' },
    ],
  },
];

export async function seedInventory(db: Db) {
  const made = await seedAppsAndChannels(db);
  await seedBundles(db, made);
  await db.insert(keywordPackages).values(KEYWORD_PACKAGES);
}
