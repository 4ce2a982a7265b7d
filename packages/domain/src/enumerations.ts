import { z } from 'zod';

/** One choice of an enumeration as selects, chips and status dots show it. */
export type EnumOption<K extends string | number = string> = {
  readonly key: K;
  readonly label: string;
  readonly color?: string;
};

export const COLORS = {
  green: '#2e7d32',
  lightGray: '#bdbdbd',
  gray: '#757575',
  orange: '#ed6c02',
  blue: '#1976d2',
  red: '#d32f2f',
} as const;

/** `KICK_OFF_CALL` -> `Kick off call`: the label the spec implies where it names none. */
export const labelOfKey = (key: string): string => {
  const words = key.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function optionsOf<K extends string>(
  keys: readonly K[],
  labels: Partial<Record<K, string>> = {},
  colors: Partial<Record<K, string>> = {},
): readonly EnumOption<K>[] {
  return keys.map((key) => {
    const color = colors[key];
    const label = labels[key] ?? labelOfKey(key);
    return color === undefined ? { key, label } : { key, label, color };
  });
}

/** The option of a key, or undefined when the key is not one of the options. */
export const optionOf = <K extends string | number>(
  options: readonly EnumOption<K>[],
  key: K | null | undefined,
): EnumOption<K> | undefined => options.find((option) => option.key === key);

// Publication status
export const PublicationStatusSchema = z.enum(['DRAFT', 'READY', 'PUBLISHING', 'PUBLISHED']);
export type PublicationStatus = z.infer<typeof PublicationStatusSchema>;
export const PUBLICATION_STATUS_OPTIONS = optionsOf(
  PublicationStatusSchema.options,
  {},
  { DRAFT: COLORS.orange, READY: COLORS.gray, PUBLISHING: COLORS.blue, PUBLISHED: COLORS.green },
);

export const SelectionScopeSchema = z.enum(['ALL', 'SELECTED', 'NEW']);
export type SelectionScope = z.infer<typeof SelectionScopeSchema>;
export const SELECTION_SCOPE_OPTIONS = optionsOf(SelectionScopeSchema.options);

export const TierSchema = z.enum(['STANDARD', 'PREMIUM']);
export type Tier = z.infer<typeof TierSchema>;
export const TIER_OPTIONS = optionsOf(TierSchema.options);

export const ActiveArchivedSchema = z.enum(['ACTIVE', 'ARCHIVED']);
export type ActiveArchived = z.infer<typeof ActiveArchivedSchema>;
export const ACTIVE_ARCHIVED_OPTIONS = optionsOf(
  ActiveArchivedSchema.options,
  {},
  { ACTIVE: COLORS.green, ARCHIVED: COLORS.gray },
);

export const ActiveInactiveSchema = z.enum(['ACTIVE', 'INACTIVE']);
export type ActiveInactive = z.infer<typeof ActiveInactiveSchema>;
export const ACTIVE_INACTIVE_OPTIONS = optionsOf(
  ActiveInactiveSchema.options,
  {},
  { ACTIVE: COLORS.green, INACTIVE: COLORS.gray },
);

/** Connection, placement and inventory status. */
export const EntityStatusSchema = z.enum(['ACTIVE', 'INACTIVE', 'ARCHIVED']);
export type EntityStatus = z.infer<typeof EntityStatusSchema>;
export const ENTITY_STATUS_OPTIONS = optionsOf(
  EntityStatusSchema.options,
  {},
  { ACTIVE: COLORS.green, INACTIVE: COLORS.lightGray, ARCHIVED: COLORS.gray },
);
export const ConnectionStatusSchema = EntityStatusSchema;
export type ConnectionStatus = EntityStatus;
export const PlacementStatusSchema = EntityStatusSchema;
export type PlacementStatus = EntityStatus;
export const InventoryStatusSchema = EntityStatusSchema;
export type InventoryStatus = EntityStatus;
export const DEFAULT_CONNECTION_STATUS: ConnectionStatus = 'ACTIVE';

export const PublisherStatusSchema = ActiveArchivedSchema;
export type PublisherStatus = ActiveArchived;
export const PUBLISHER_STATUS_OPTIONS = ACTIVE_ARCHIVED_OPTIONS;

export const ListCompletenessSchema = z.enum([
  'ALL_APPS',
  'ZERO_RECORDS_FOUND',
  'INCOMPLETE_LIST',
  'COMPLETE_LIST',
  'MISSING_CRAWL',
]);
export type ListCompleteness = z.infer<typeof ListCompletenessSchema>;
export const LIST_COMPLETENESS_OPTIONS = optionsOf(ListCompletenessSchema.options);

export const QueueStatusSchema = z.enum(['QUEUED', 'LIVE']);
export type QueueStatus = z.infer<typeof QueueStatusSchema>;
export const QUEUE_STATUS_OPTIONS = optionsOf(QueueStatusSchema.options);

/** Onboarding stages in their order 1 to 6. */
export const OnboardingStageSchema = z.enum([
  'PROPOSAL',
  'FINANCE',
  'KICK_OFF_CALL',
  'PRODUCTION',
  'GO_LIVE',
  'ONBOARDING_FINISHED',
]);
export type OnboardingStage = z.infer<typeof OnboardingStageSchema>;
export const ONBOARDING_STAGE_OPTIONS: readonly (EnumOption<OnboardingStage> & { readonly order: number })[] =
  optionsOf(OnboardingStageSchema.options, { ONBOARDING_FINISHED: 'Live' }).map((option, index) => ({
    ...option,
    order: index + 1,
  }));

export const DEVICE_TYPE_OPTIONS: readonly EnumOption<number>[] = [
  { key: 1, label: 'Mobile/Tablet - General' },
  { key: 2, label: 'Personal Computer' },
  { key: 3, label: 'Connected TV' },
  { key: 4, label: 'Phone' },
  { key: 5, label: 'Tablet' },
  { key: 6, label: 'Connected Device' },
  { key: 7, label: 'Set Top Box' },
  { key: 8, label: 'OOH Device' },
];
export const DeviceTypeSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8]);
export type DeviceType = z.infer<typeof DeviceTypeSchema>;

/** The spec gives only the labels; the keys are ours. */
export const AuctionPricingSchema = z.enum(['FIRST_PRICE', 'SECOND_PRICE', 'BID_FLOOR_PRICE']);
export type AuctionPricing = z.infer<typeof AuctionPricingSchema>;
export const AUCTION_PRICING_OPTIONS = optionsOf(AuctionPricingSchema.options);

export const ProtocolSchema = z.enum(['ORTB', 'VAST', 'PBS', 'CUSTOM']);
export type Protocol = z.infer<typeof ProtocolSchema>;
export const PROTOCOL_OPTIONS = optionsOf(ProtocolSchema.options, { ORTB: 'ORTB', VAST: 'VAST', PBS: 'PBS' });
/** A connection's integration type is the protocol it speaks. */
export const IntegrationTypeSchema = ProtocolSchema;
export type IntegrationType = Protocol;
export const INTEGRATION_TYPE_OPTIONS = PROTOCOL_OPTIONS;

export const MediaTypeSchema = z.enum(['VIDEO', 'AUDIO']);
export type MediaType = z.infer<typeof MediaTypeSchema>;
export const MEDIA_TYPE_OPTIONS = optionsOf(MediaTypeSchema.options);

export const RevenueModelSchema = z.enum(['REVSHARE', 'CPM', 'NONE']);
export type RevenueModel = z.infer<typeof RevenueModelSchema>;
export const REVENUE_MODEL_OPTIONS = optionsOf(RevenueModelSchema.options, { CPM: 'CPM' });

export const PublisherModelSchema = z.enum(['CPM', 'REVSHARE', 'PLACEMENT']);
export type PublisherModel = z.infer<typeof PublisherModelSchema>;
export const PUBLISHER_MODEL_OPTIONS = optionsOf(PublisherModelSchema.options, { CPM: 'CPM' });

export const PlacementTypeSchema = z.enum([
  'VIDEO',
  'AUDIO_BACKFILL',
  'CONTENT_BYTE',
  'VIDEO_AUDIO_VIDEO',
  'BACKFILL',
  'VAST_WEB',
]);
export type PlacementType = z.infer<typeof PlacementTypeSchema>;
export const PLACEMENT_TYPE_OPTIONS = optionsOf(PlacementTypeSchema.options, { VAST_WEB: 'VAST web' });

/** The spec names a placement's deliveryType but not its values: these are the usual CTV ad-insertion modes. */
export const DeliveryTypeSchema = z.enum(['SSAI', 'CSAI', 'S2S', 'CLIENT']);
export type DeliveryType = z.infer<typeof DeliveryTypeSchema>;
export const DELIVERY_TYPE_OPTIONS = optionsOf(DeliveryTypeSchema.options, {
  SSAI: 'SSAI',
  CSAI: 'CSAI',
  S2S: 'S2S',
});

export const PlatformSchema = z.enum(['APP', 'CTV', 'WEB', 'DOOH']);
export type Platform = z.infer<typeof PlatformSchema>;
export const PLATFORM_OPTIONS = optionsOf(PlatformSchema.options, { CTV: 'CTV', DOOH: 'DOOH' });

export const TagTypeSchema = z.enum(['PIXEL', 'WRAPPER']);
export type TagType = z.infer<typeof TagTypeSchema>;
export const TAG_TYPE_OPTIONS = optionsOf(TagTypeSchema.options);

export const VerificationVendorSchema = z.enum(['DOUBLE_VERIFY', 'HUMAN', 'IAS']);
export type VerificationVendor = z.infer<typeof VerificationVendorSchema>;
export const VERIFICATION_VENDOR_OPTIONS = optionsOf(VerificationVendorSchema.options, {
  DOUBLE_VERIFY: 'DoubleVerify',
  HUMAN: 'HUMAN',
  IAS: 'IAS',
});

export const CostCategorySchema = z.enum([
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
export type CostCategory = z.infer<typeof CostCategorySchema>;
export const COST_CATEGORY_OPTIONS = optionsOf(CostCategorySchema.options, {
  SAAS_CPM_FEE: 'SaaS CPM fee',
  CB_REVENUE: 'CB revenue',
  NETWORK_PUB_CPM: 'Network pub CPM',
});

/** The count a cost or SaaS fee is charged on (the spec's "Metrics" enumeration). */
export const CostMetricSchema = z.enum(['AD_REQUESTS', 'FILLED_IMPRESSIONS', 'AD_IMPRESSIONS']);
export type CostMetric = z.infer<typeof CostMetricSchema>;
export const COST_METRIC_OPTIONS = optionsOf(CostMetricSchema.options);

export const ContractTermSchema = z.enum(['M3', 'M6', 'Y1', 'Y2', 'Y3', 'Y5']);
export type ContractTerm = z.infer<typeof ContractTermSchema>;
export const CONTRACT_TERM_OPTIONS = optionsOf(ContractTermSchema.options, {
  M3: '3 months',
  M6: '6 months',
  Y1: '1 year',
  Y2: '2 years',
  Y3: '3 years',
  Y5: '5 years',
});

/** Content types; a feed's type is one of them (Triller only for uploads). */
export const ContentTypeSchema = z.enum(['PLAYLIST', 'VIDEO', 'CHANNEL', 'TRILLER']);
export type ContentType = z.infer<typeof ContentTypeSchema>;
export const CONTENT_TYPE_OPTIONS = optionsOf(ContentTypeSchema.options);

export const ContentSourceSchema = z.enum(['YOUTUBE', 'UPLOAD', 'RSS']);
export type ContentSource = z.infer<typeof ContentSourceSchema>;
export const CONTENT_SOURCE_OPTIONS = optionsOf(ContentSourceSchema.options, {
  YOUTUBE: 'YouTube',
  RSS: 'RSS',
});

/** Owners of content: the product's own (VB), a publisher or a content owner. */
export const OwnerTypeSchema = z.enum(['VB', 'PUBLISHER', 'CONTENT_OWNER']);
export type OwnerType = z.infer<typeof OwnerTypeSchema>;
export const OWNER_TYPE_OPTIONS = optionsOf(OwnerTypeSchema.options, { VB: 'Adcast' });
export const OwnerSchema = OwnerTypeSchema;
export type Owner = OwnerType;
export const OWNER_OPTIONS = OWNER_TYPE_OPTIONS;

/** The video filter's owner type: ALL plus the owner types. */
export const OwnerTypeFilterSchema = z.enum(['ALL', ...OwnerTypeSchema.options]);
export type OwnerTypeFilter = z.infer<typeof OwnerTypeFilterSchema>;
export const OWNER_TYPE_FILTER_OPTIONS: readonly EnumOption<OwnerTypeFilter>[] = [
  { key: 'ALL', label: 'All' },
  ...OWNER_TYPE_OPTIONS,
];

/** The video filter's thumbnail choice. */
export const ThumbnailFilterSchema = z.enum(['ALL', 'MISSING', 'PRESENT']);
export type ThumbnailFilter = z.infer<typeof ThumbnailFilterSchema>;
export const THUMBNAIL_FILTER_OPTIONS = optionsOf(ThumbnailFilterSchema.options, {
  MISSING: 'Missing thumb',
  PRESENT: 'Present thumb',
});

export const PLAYLIST_FEED_CATEGORIES: readonly { readonly id: number; readonly title: string }[] = [
  { id: 1, title: 'Film & Animation' },
  { id: 2, title: 'Autos & Vehicles' },
  { id: 10, title: 'Music' },
  { id: 15, title: 'Pets & Animals' },
  { id: 17, title: 'Sports' },
  { id: 19, title: 'Travel & Events' },
  { id: 20, title: 'Gaming' },
  { id: 22, title: 'People & Blogs' },
  { id: 23, title: 'Comedy' },
  { id: 24, title: 'Entertainment' },
  { id: 25, title: 'News & Politics' },
  { id: 26, title: 'Howto & Style' },
  { id: 27, title: 'Education' },
  { id: 28, title: 'Science & Technology' },
  { id: 29, title: 'Nonprofits & Activism' },
];
export const PlaylistFeedCategoryIdSchema = z.literal(
  PLAYLIST_FEED_CATEGORIES.map((category) => category.id),
);

export const UPDATED_DAYS_AGO_OPTIONS: readonly EnumOption<number>[] = [
  { key: 1, label: '1 day ago' },
  { key: 7, label: '7 days ago' },
  { key: 30, label: '1 month' },
  { key: 31, label: 'More than month ago' },
];
export const UpdatedDaysAgoSchema = z.literal([1, 7, 30, 31]);

export const EnabledDisabledSchema = z.enum(['ENABLED', 'DISABLED']);
export type EnabledDisabled = z.infer<typeof EnabledDisabledSchema>;
export const ENABLED_DISABLED_OPTIONS = optionsOf(
  EnabledDisabledSchema.options,
  {},
  { ENABLED: COLORS.green, DISABLED: COLORS.gray },
);

export const TOP_CATEGORIES = [
  'Movie',
  'Music',
  'Food',
  'Sports',
  'Travel',
  'Gaming',
  'Science',
  'Autos',
  'Entertainment',
  'News',
] as const;
export const OTHER_CATEGORIES_LABEL = 'Other categories';

/** The top category a category name belongs to, or 'Other categories' for the rest. */
export function categoryGroupOf(name: string): string {
  const wanted = name.trim().toLowerCase();
  return TOP_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? OTHER_CATEGORIES_LABEL;
}

export const WeekdaySchema = z.enum([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
]);
export type Weekday = z.infer<typeof WeekdaySchema>;
export const WEEKDAY_OPTIONS = optionsOf(WeekdaySchema.options);

export const SectionPositionSchema = z.enum(['top', 'bottom', 'side']);
export type SectionPosition = z.infer<typeof SectionPositionSchema>;
