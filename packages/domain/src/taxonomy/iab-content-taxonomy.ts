/**
 * IAB Tech Lab Content Taxonomy 2.0 (the ids OpenRTB 2.6 sends with `cattax` 2): every tier-1
 * category, and the tier-2 categories of the branches a CTV programme guide is described by
 * (television, movies, music, sports, news, video gaming). Ids are the standard's Unique IDs.
 */
export type IabCategory = { id: string; name: string; tier: 1 | 2; parentId: string | null };

const TIER_1: readonly [string, string][] = [
  ['1', 'Automotive'],
  ['42', 'Books and Literature'],
  ['52', 'Business and Finance'],
  ['123', 'Careers'],
  ['132', 'Education'],
  ['150', 'Events and Attractions'],
  ['186', 'Family and Relationships'],
  ['201', 'Fine Art'],
  ['210', 'Food & Drink'],
  ['223', 'Healthy Living'],
  ['239', 'Hobbies & Interests'],
  ['274', 'Home & Garden'],
  ['286', 'Medical Health'],
  ['324', 'Movies'],
  ['338', 'Music and Audio'],
  ['379', 'News and Politics'],
  ['391', 'Personal Finance'],
  ['422', 'Pets'],
  ['432', 'Pop Culture'],
  ['441', 'Real Estate'],
  ['453', 'Religion & Spirituality'],
  ['464', 'Science'],
  ['483', 'Sports'],
  ['552', 'Style & Fashion'],
  ['596', 'Technology & Computing'],
  ['640', 'Television'],
  ['653', 'Travel'],
  ['680', 'Video Gaming'],
];

const TIER_2: Readonly<Record<string, readonly [string, string][]>> = {
  '324': [
    ['325', 'Action and Adventure Movies'],
    ['326', 'Romance Movies'],
    ['327', 'Science Fiction Movies'],
    ['328', 'Indie and Arthouse Movies'],
    ['329', 'Comedy Movies'],
    ['330', 'Crime and Mystery Movies'],
    ['331', 'Documentary Movies'],
    ['332', 'Drama Movies'],
    ['333', 'Family and Children Movies'],
    ['334', 'Fantasy Movies'],
    ['335', 'Horror Movies'],
    ['336', 'World Movies'],
  ],
  '338': [
    ['339', 'Adult Contemporary Music'],
    ['342', 'Alternative Music'],
    ['343', "Children's Music"],
    ['344', 'Classic Hits'],
    ['345', 'Classical Music'],
    ['346', 'College Radio'],
    ['347', 'Comedy (Music and Audio)'],
    ['348', 'Contemporary Hits/Pop/Top 40'],
    ['349', 'Country Music'],
    ['350', 'Dance and Electronic Music'],
  ],
  '379': [
    ['380', 'International News'],
    ['381', 'Local News'],
    ['382', 'National News'],
    ['383', 'Weather'],
    ['384', 'Crime'],
    ['385', 'Disasters'],
    ['386', 'Law'],
    ['387', 'Politics'],
  ],
  '483': [
    ['484', 'American Football'],
    ['485', 'Australian Rules Football'],
    ['486', 'Auto Racing'],
    ['487', 'Baseball'],
    ['488', 'Basketball'],
    ['489', 'Beach Volleyball'],
    ['490', 'Bodybuilding'],
    ['491', 'Bowling'],
    ['492', 'Boxing'],
    ['493', 'Cheerleading'],
    ['494', 'College Sports'],
    ['499', 'Cricket'],
    ['500', 'Cycling'],
  ],
  '640': [
    ['641', 'Animation TV'],
    ['642', "Children's TV"],
    ['643', 'Comedy TV'],
    ['644', 'Drama TV'],
    ['645', 'Factual TV'],
    ['646', 'Holiday TV'],
    ['647', 'Music TV'],
    ['648', 'Reality TV'],
    ['649', 'Science Fiction TV'],
    ['650', 'Soap Opera TV'],
    ['651', 'Special Interest TV'],
    ['652', 'Sports TV'],
  ],
  '680': [
    ['681', 'Console Games'],
    ['682', 'eSports'],
    ['683', 'Mobile Games'],
    ['684', 'PC Games'],
    ['685', 'Video Game Genres'],
  ],
};

/** Tier-1 categories in the standard's order, each followed by its tier-2 categories. */
export const IAB_CONTENT_CATEGORIES: readonly IabCategory[] = TIER_1.flatMap(([id, name]) => [
  { id, name, tier: 1 as const, parentId: null },
  ...(TIER_2[id] ?? []).map(([childId, childName]) => ({
    id: childId,
    name: childName,
    tier: 2 as const,
    parentId: id,
  })),
]);

const BY_ID = new Map(IAB_CONTENT_CATEGORIES.map((category) => [category.id, category]));

export const iabCategoryOf = (id: string): IabCategory | undefined => BY_ID.get(id);

/** 'Television > Drama TV (644)': how screens and exports name a category. */
export function iabCategoryLabel(id: string): string {
  const category = BY_ID.get(id);
  if (!category) return id;
  const parent = category.parentId === null ? undefined : BY_ID.get(category.parentId);
  return `${parent ? `${parent.name} > ` : ''}${category.name} (${category.id})`;
}

export const IAB_CATEGORY_OPTIONS = IAB_CONTENT_CATEGORIES.map((category) => ({
  key: category.id,
  label: iabCategoryLabel(category.id),
}));
