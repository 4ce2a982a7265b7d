import { PLAYLIST_FEED_CATEGORIES } from '@adcast/domain/enumerations';
import { storeImage } from '../db/catalogue/media-files';
import type { Db } from '../db/client';
import { collections, collectionVideos, videos } from '../db/schema/catalogue';
import { solidPng } from '../media/solid-png';
import { DEMO_CONTENT_OWNERS, DEMO_PUBLISHERS } from './demo-accounts';

const VIDEO_COUNT = 300;
const DAY = 86_400_000;

const WORDS = [
  'Harbour',
  'Midnight',
  'Summit',
  'Neon',
  'Prairie',
  'Coastal',
  'Urban',
  'Silent',
  'Golden',
  'Wild',
];
const NOUNS = [
  'Lights',
  'Run',
  'Kitchen',
  'Garage',
  'Voyage',
  'Beat',
  'Workshop',
  'Frontier',
  'Report',
  'Tales',
];
const TAGS = [
  'news',
  'live',
  'highlights',
  'interview',
  'recipe',
  'travel',
  'music',
  'family',
  'outdoor',
  'retro',
  'tech',
  'comedy',
];
const GENRES = ['Drama', 'Comedy', 'Documentary', 'Sports', 'Music', 'Kids', 'News', 'Lifestyle'];
const FLAGS = ['hd', '4k', 'explicit', 'premium', 'kids-safe'];
const ARTISTS = [
  'Ann Lee',
  'Bob Ray',
  'Cleo Marsh',
  'Dev Patel',
  'Eva Stone',
  'Finn Doyle',
  'Gia Moreno',
  'Hal Ito',
];
const COLOURS: [number, number, number][] = [
  [33, 150, 243],
  [76, 175, 80],
  [255, 152, 0],
  [156, 39, 176],
  [244, 67, 54],
  [0, 150, 136],
  [121, 85, 72],
  [96, 125, 139],
];

/** The same pseudo-random sequence on every seed, so the demo looks the same each time. */
function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], most: number) => {
    const chosen = new Set<T>();
    const count = Math.floor(next() * (most + 1));
    for (let i = 0; i < count; i++) chosen.add(pick(items));
    return [...chosen];
  };
  return { next, pick, some };
}

type Owner = { ownerType: string | null; publisherId?: number; coId?: number; networkId: number | null };

function ownerOf(n: number, pick: ReturnType<typeof sequence>['pick']): Owner {
  const slot = n % 10;
  if (slot < 3) return { ownerType: 'VB', networkId: null };
  if (slot < 6) {
    const publisher = pick(DEMO_PUBLISHERS.filter((row) => row.status === 'ACTIVE'));
    return { ownerType: 'PUBLISHER', publisherId: publisher.id, networkId: publisher.networkId };
  }
  if (slot < 9) {
    const owner = pick(DEMO_CONTENT_OWNERS);
    return { ownerType: 'CONTENT_OWNER', coId: owner.id, networkId: owner.networkId };
  }
  return { ownerType: null, networkId: null };
}

/**
 * Part 2 demo catalogue: a few hundred videos of the product, the publishers and the content
 * owners, with tags, genres, flags, artists, generated posters and durations (some still being
 * processed), and a dozen collections holding some of them.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const random = sequence(42);
  const posters: number[] = [];
  for (const colour of COLOURS) {
    posters.push(
      (
        await storeImage(db, {
          bytes: solidPng(640, 400, colour),
          contentType: 'image/png',
          width: 640,
          height: 400,
        })
      ).id,
    );
  }
  const now = Date.now();
  const rows = Array.from({ length: VIDEO_COUNT }, (_, n) => {
    const processing = n % 17 === 0;
    const created = new Date(now - Math.floor(random.next() * 120 * DAY));
    const updated = new Date(Math.min(now, created.getTime() + Math.floor(random.next() * 60 * DAY)));
    return {
      title: `${random.pick(WORDS)} ${random.pick(NOUNS)} ${n + 1}`,
      description: `Episode ${n + 1} of the demo catalogue.`,
      caption: n % 3 === 0 ? 'English subtitles' : null,
      artist: n % 4 === 0 ? null : random.pick(ARTISTS),
      publishedAt: n % 5 === 0 ? null : created.toISOString().slice(0, 10),
      category: random.pick(PLAYLIST_FEED_CATEGORIES).title,
      tags: random.some(TAGS, 3),
      genres: random.some(GENRES, 2),
      flags: random.some(FLAGS, 2),
      ...ownerOf(n, random.pick),
      duration: processing ? null : n % 29 === 0 ? 0 : 30 + Math.floor(random.next() * 3600),
      posterFileId: n % 4 === 3 ? null : random.pick(posters),
      quality: processing ? null : random.pick(['720p', '1080p', '2160p']),
      views: Math.floor(random.next() * 50_000),
      comments: Math.floor(random.next() * 500),
      rating: Math.round(random.next() * 50) / 10,
      source: random.pick(['UPLOAD', 'YOUTUBE', 'RSS']),
      mediaStatus: processing ? 'PROCESSING' : 'READY',
      createdOn: created,
      updatedOn: updated,
    };
  });
  const made = await db.insert(videos).values(rows).returning({ id: videos.id });
  const ids = made.map((row) => row.id);
  const categories = PLAYLIST_FEED_CATEGORIES.map((category) => category.id);
  const titles = [
    'Morning News',
    'Weekend Sports',
    'Kids Corner',
    'Cooking Classics',
    'Road Trips',
    'Indie Music',
    'Nature Walks',
    'Tech Talks',
    'Comedy Nights',
    'Retro Rewind',
    'Documentary Picks',
    'New This Week',
  ];
  for (const [index, title] of titles.entries()) {
    const [collection] = await db
      .insert(collections)
      .values({
        title,
        description: `${title}: a hand-picked collection of the demo catalogue.`,
        categories: random.some(categories, 3),
        imageFileId: posters[index % posters.length]!,
        posterFileId: posters[(index + 3) % posters.length]!,
        status: index >= 10 ? 'ARCHIVED' : 'ACTIVE',
      })
      .returning({ id: collections.id });
    const members = [...new Set(Array.from({ length: 5 + (index % 4) * 5 }, () => random.pick(ids)))];
    await db
      .insert(collectionVideos)
      .values(members.map((videoId, position) => ({ collectionId: collection!.id, videoId, position })));
  }
}
