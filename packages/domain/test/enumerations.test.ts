import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ARCHIVED_OPTIONS,
  ACTIVE_INACTIVE_OPTIONS,
  AUCTION_PRICING_OPTIONS,
  COLORS,
  CONTENT_SOURCE_OPTIONS,
  CONTRACT_TERM_OPTIONS,
  COST_CATEGORY_OPTIONS,
  ContentTypeSchema,
  CostMetricSchema,
  categoryGroupOf,
  DELIVERY_TYPE_OPTIONS,
  DEVICE_TYPE_OPTIONS,
  DeviceTypeSchema,
  ENABLED_DISABLED_OPTIONS,
  ENTITY_STATUS_OPTIONS,
  type EnumOption,
  IntegrationTypeSchema,
  LIST_COMPLETENESS_OPTIONS,
  labelOfKey,
  MediaTypeSchema,
  ONBOARDING_STAGE_OPTIONS,
  OWNER_TYPE_FILTER_OPTIONS,
  OwnerTypeSchema,
  optionOf,
  PLACEMENT_TYPE_OPTIONS,
  PLATFORM_OPTIONS,
  PLAYLIST_FEED_CATEGORIES,
  PlaylistFeedCategoryIdSchema,
  PROTOCOL_OPTIONS,
  PUBLICATION_STATUS_OPTIONS,
  PUBLISHER_STATUS_OPTIONS,
  PublisherModelSchema,
  QueueStatusSchema,
  RevenueModelSchema,
  SelectionScopeSchema,
  TagTypeSchema,
  THUMBNAIL_FILTER_OPTIONS,
  TierSchema,
  TOP_CATEGORIES,
  UPDATED_DAYS_AGO_OPTIONS,
  UpdatedDaysAgoSchema,
  VERIFICATION_VENDOR_OPTIONS,
  WeekdaySchema,
} from '../src/enumerations';

const table = <K extends string | number>(options: readonly EnumOption<K>[]) =>
  options.map(({ key, label, color }) => (color === undefined ? [key, label] : [key, label, color]));
const keys = <K extends string | number>(options: readonly EnumOption<K>[]) => options.map((o) => o.key);

describe('enumerations (part 2 §3)', () => {
  it('Publication status: DRAFT (Draft, orange), READY (Ready, gray), PUBLISHING (Publishing, blue), PUBLISHED (Published, green)', () => {
    expect(table(PUBLICATION_STATUS_OPTIONS)).toEqual([
      ['DRAFT', 'Draft', COLORS.orange],
      ['READY', 'Ready', COLORS.gray],
      ['PUBLISHING', 'Publishing', COLORS.blue],
      ['PUBLISHED', 'Published', COLORS.green],
    ]);
  });

  it('colours are CSS colour strings', () => {
    for (const color of Object.values(COLORS)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(Object.values(COLORS)).size).toBe(Object.keys(COLORS).length);
  });

  it('Selection scope: ALL, SELECTED, NEW. Tier: STANDARD, PREMIUM.', () => {
    expect(SelectionScopeSchema.options).toEqual(['ALL', 'SELECTED', 'NEW']);
    expect(TierSchema.options).toEqual(['STANDARD', 'PREMIUM']);
  });

  it('Active/Archived: Active green, Archived gray. Active/Inactive: Active green, Inactive gray.', () => {
    expect(table(ACTIVE_ARCHIVED_OPTIONS)).toEqual([
      ['ACTIVE', 'Active', COLORS.green],
      ['ARCHIVED', 'Archived', COLORS.gray],
    ]);
    expect(table(ACTIVE_INACTIVE_OPTIONS)).toEqual([
      ['ACTIVE', 'Active', COLORS.green],
      ['INACTIVE', 'Inactive', COLORS.gray],
    ]);
  });

  it('Connection, placement and inventory status: ACTIVE green, INACTIVE light gray, ARCHIVED gray. Publisher status: ACTIVE green, ARCHIVED gray.', () => {
    expect(table(ENTITY_STATUS_OPTIONS)).toEqual([
      ['ACTIVE', 'Active', COLORS.green],
      ['INACTIVE', 'Inactive', COLORS.lightGray],
      ['ARCHIVED', 'Archived', COLORS.gray],
    ]);
    expect(table(PUBLISHER_STATUS_OPTIONS)).toEqual([
      ['ACTIVE', 'Active', COLORS.green],
      ['ARCHIVED', 'Archived', COLORS.gray],
    ]);
  });

  it('List completeness: ALL_APPS, ZERO_RECORDS_FOUND, INCOMPLETE_LIST, COMPLETE_LIST, MISSING_CRAWL. Queue status: QUEUED, LIVE.', () => {
    expect(keys(LIST_COMPLETENESS_OPTIONS)).toEqual([
      'ALL_APPS',
      'ZERO_RECORDS_FOUND',
      'INCOMPLETE_LIST',
      'COMPLETE_LIST',
      'MISSING_CRAWL',
    ]);
    expect(LIST_COMPLETENESS_OPTIONS[1]?.label).toBe('Zero records found');
    expect(QueueStatusSchema.options).toEqual(['QUEUED', 'LIVE']);
  });

  it('Onboarding stages in order 1 to 6: PROPOSAL, FINANCE, KICK_OFF_CALL (Kick off call), PRODUCTION, GO_LIVE (Go live), ONBOARDING_FINISHED (shown as Live)', () => {
    expect(ONBOARDING_STAGE_OPTIONS.map(({ order, key, label }) => [order, key, label])).toEqual([
      [1, 'PROPOSAL', 'Proposal'],
      [2, 'FINANCE', 'Finance'],
      [3, 'KICK_OFF_CALL', 'Kick off call'],
      [4, 'PRODUCTION', 'Production'],
      [5, 'GO_LIVE', 'Go live'],
      [6, 'ONBOARDING_FINISHED', 'Live'],
    ]);
  });

  it('Device types: 1 Mobile/Tablet - General, 2 Personal Computer, 3 Connected TV, 4 Phone, 5 Tablet, 6 Connected Device, 7 Set Top Box, 8 OOH Device', () => {
    expect(table(DEVICE_TYPE_OPTIONS)).toEqual([
      [1, 'Mobile/Tablet - General'],
      [2, 'Personal Computer'],
      [3, 'Connected TV'],
      [4, 'Phone'],
      [5, 'Tablet'],
      [6, 'Connected Device'],
      [7, 'Set Top Box'],
      [8, 'OOH Device'],
    ]);
    expect(DeviceTypeSchema.safeParse(3).success).toBe(true);
    expect(DeviceTypeSchema.safeParse(9).success).toBe(false);
  });

  it('Auction pricing: First price, Second price, Bid floor price. Protocols: ORTB, VAST, PBS, CUSTOM. Media types: VIDEO, AUDIO.', () => {
    expect(AUCTION_PRICING_OPTIONS.map((o) => o.label)).toEqual([
      'First price',
      'Second price',
      'Bid floor price',
    ]);
    expect(table(PROTOCOL_OPTIONS)).toEqual([
      ['ORTB', 'ORTB'],
      ['VAST', 'VAST'],
      ['PBS', 'PBS'],
      ['CUSTOM', 'Custom'],
    ]);
    expect(MediaTypeSchema.options).toEqual(['VIDEO', 'AUDIO']);
  });

  it("a connection's integration type is one of the protocols", () => {
    expect(IntegrationTypeSchema.options).toEqual(['ORTB', 'VAST', 'PBS', 'CUSTOM']);
    expect(IntegrationTypeSchema.safeParse('SOAP').success).toBe(false);
  });

  it('Revenue models: REVSHARE, CPM, NONE. Publisher models: CPM, REVSHARE, PLACEMENT.', () => {
    expect(RevenueModelSchema.options).toEqual(['REVSHARE', 'CPM', 'NONE']);
    expect(PublisherModelSchema.options).toEqual(['CPM', 'REVSHARE', 'PLACEMENT']);
  });

  it('Placement types: VIDEO, AUDIO_BACKFILL, CONTENT_BYTE, VIDEO_AUDIO_VIDEO, BACKFILL, VAST_WEB.', () => {
    expect(keys(PLACEMENT_TYPE_OPTIONS)).toEqual([
      'VIDEO',
      'AUDIO_BACKFILL',
      'CONTENT_BYTE',
      'VIDEO_AUDIO_VIDEO',
      'BACKFILL',
      'VAST_WEB',
    ]);
  });

  it('placement delivery types (values not named by the spec) are the CTV insertion modes', () => {
    expect(keys(DELIVERY_TYPE_OPTIONS)).toEqual(['SSAI', 'CSAI', 'S2S', 'CLIENT']);
  });

  it('Platforms: APP, CTV, WEB, DOOH. Tag types: PIXEL, WRAPPER. Verification vendors: DOUBLE_VERIFY, HUMAN, IAS.', () => {
    expect(table(PLATFORM_OPTIONS)).toEqual([
      ['APP', 'App'],
      ['CTV', 'CTV'],
      ['WEB', 'Web'],
      ['DOOH', 'DOOH'],
    ]);
    expect(TagTypeSchema.options).toEqual(['PIXEL', 'WRAPPER']);
    expect(keys(VERIFICATION_VENDOR_OPTIONS)).toEqual(['DOUBLE_VERIFY', 'HUMAN', 'IAS']);
  });

  it('Cost categories: SERVING_COST, REVENUE, VIDEO_REVENUE, APP, VIDEO, AUDIO_BACKFILL, SAAS_CPM_FEE, CB_REVENUE, NETWORK_PUB_CPM. Metrics: AD_REQUESTS, FILLED_IMPRESSIONS, AD_IMPRESSIONS.', () => {
    expect(keys(COST_CATEGORY_OPTIONS)).toEqual([
      'SERVING_COST',
      'REVENUE',
      'VIDEO_REVENUE',
      'APP',
      'VIDEO',
      'AUDIO_BACKFILL',
      'SAAS_CPM_FEE',
      'CB_REVENUE',
      'NETWORK_PUB_CPM',
    ]);
    expect(CostMetricSchema.options).toEqual(['AD_REQUESTS', 'FILLED_IMPRESSIONS', 'AD_IMPRESSIONS']);
  });

  it('Contract terms: M3, M6, Y1, Y2, Y3, Y5.', () => {
    expect(table(CONTRACT_TERM_OPTIONS)).toEqual([
      ['M3', '3 months'],
      ['M6', '6 months'],
      ['Y1', '1 year'],
      ['Y2', '2 years'],
      ['Y3', '3 years'],
      ['Y5', '5 years'],
    ]);
  });

  it('Content types: PLAYLIST, VIDEO, CHANNEL, TRILLER. Content sources: YOUTUBE, UPLOAD, RSS. Owners: VB, PUBLISHER, CONTENT_OWNER.', () => {
    expect(ContentTypeSchema.options).toEqual(['PLAYLIST', 'VIDEO', 'CHANNEL', 'TRILLER']);
    expect(table(CONTENT_SOURCE_OPTIONS)).toEqual([
      ['YOUTUBE', 'YouTube'],
      ['UPLOAD', 'Upload'],
      ['RSS', 'RSS'],
    ]);
    expect(OwnerTypeSchema.options).toEqual(['VB', 'PUBLISHER', 'CONTENT_OWNER']);
  });

  it('Owner type: ALL plus the owner types. Thumbnail filter: ALL, Missing thumb, Present thumb.', () => {
    expect(keys(OWNER_TYPE_FILTER_OPTIONS)).toEqual(['ALL', 'VB', 'PUBLISHER', 'CONTENT_OWNER']);
    expect(THUMBNAIL_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All', 'Missing thumb', 'Present thumb']);
  });

  it('Playlist feed categories (id to title): 1 Film & Animation ... 29 Nonprofits & Activism', () => {
    expect(PLAYLIST_FEED_CATEGORIES.map(({ id, title }) => `${id} ${title}`).join(', ')).toBe(
      '1 Film & Animation, 2 Autos & Vehicles, 10 Music, 15 Pets & Animals, 17 Sports, 19 Travel & Events, ' +
        '20 Gaming, 22 People & Blogs, 23 Comedy, 24 Entertainment, 25 News & Politics, 26 Howto & Style, ' +
        '27 Education, 28 Science & Technology, 29 Nonprofits & Activism',
    );
    expect(PlaylistFeedCategoryIdSchema.safeParse(10).success).toBe(true);
    expect(PlaylistFeedCategoryIdSchema.safeParse(3).success).toBe(false);
  });

  it('Updated-days-ago options: 1 day ago (1), 7 days ago (7), 1 month (30), More than month ago (31).', () => {
    expect(table(UPDATED_DAYS_AGO_OPTIONS)).toEqual([
      [1, '1 day ago'],
      [7, '7 days ago'],
      [30, '1 month'],
      [31, 'More than month ago'],
    ]);
    expect(UpdatedDaysAgoSchema.safeParse(31).success).toBe(true);
    expect(UpdatedDaysAgoSchema.safeParse(2).success).toBe(false);
  });

  it('Enabled/Disabled status shows green/gray.', () => {
    expect(table(ENABLED_DISABLED_OPTIONS)).toEqual([
      ['ENABLED', 'Enabled', COLORS.green],
      ['DISABLED', 'Disabled', COLORS.gray],
    ]);
  });

  it('Top categories: Movie, Music, Food, Sports, Travel, Gaming, Science, Autos, Entertainment, News. The rest go under other categories.', () => {
    expect(TOP_CATEGORIES.join(', ')).toBe(
      'Movie, Music, Food, Sports, Travel, Gaming, Science, Autos, Entertainment, News',
    );
    expect(categoryGroupOf('music')).toBe('Music');
    expect(categoryGroupOf('Comedy')).toBe('Other categories');
  });

  it('Schedule slot: day (MONDAY..SUNDAY)', () => {
    expect(WeekdaySchema.options).toHaveLength(7);
    expect(WeekdaySchema.options[0]).toBe('MONDAY');
    expect(WeekdaySchema.options[6]).toBe('SUNDAY');
  });

  it('labels a key the spec gives no label for in sentence case, and finds an option by key', () => {
    expect(labelOfKey('VIDEO_AUDIO_VIDEO')).toBe('Video audio video');
    expect(optionOf(ENTITY_STATUS_OPTIONS, 'INACTIVE')?.color).toBe(COLORS.lightGray);
    expect(optionOf(ENTITY_STATUS_OPTIONS, null)).toBeUndefined();
  });

  it('every option list has unique keys and non-empty labels', () => {
    const lists: readonly (readonly EnumOption<string | number>[])[] = [
      PUBLICATION_STATUS_OPTIONS,
      ENTITY_STATUS_OPTIONS,
      ONBOARDING_STAGE_OPTIONS,
      DEVICE_TYPE_OPTIONS,
      AUCTION_PRICING_OPTIONS,
      PLACEMENT_TYPE_OPTIONS,
      COST_CATEGORY_OPTIONS,
      CONTRACT_TERM_OPTIONS,
      VERIFICATION_VENDOR_OPTIONS,
      OWNER_TYPE_FILTER_OPTIONS,
    ];
    for (const list of lists) {
      expect(new Set(keys(list)).size).toBe(list.length);
      for (const option of list) expect(option.label.trim()).not.toBe('');
    }
  });
});
