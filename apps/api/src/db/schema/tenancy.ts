import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const networks = pgTable('networks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain'),
  /** The white-label brand its users see: title, logo and favicon URLs, primary colour (#rrggbb). */
  brandTitle: text('brand_title'),
  brandLogo: text('brand_logo'),
  brandFavicon: text('brand_favicon'),
  brandPrimaryColour: text('brand_primary_colour'),
  /** Its users sign in with a second factor; those without one enrol at sign-in (migration 0032). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const publishers = pgTable(
  'publishers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    /** The publisher's id in another system (billing, an ad server). */
    secondaryId: text('secondary_id'),
    publisherModel: text('publisher_model').notNull().default('REVSHARE'),
    /** What the platform pays to serve this publisher, per thousand impressions (USD). */
    costCpm: numeric('cost_cpm', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    onboardingStage: text('onboarding_stage').notNull().default('PROPOSAL'),
    /** Its sellers.json entry: absent until a seller id is given. */
    sellerId: text('seller_id'),
    sellerDomain: text('seller_domain'),
    sellerType: text('seller_type'),
    sellerConfidential: boolean('seller_confidential').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('publishers_network_idx').on(t.networkId),
    index('publishers_name_idx').on(sql`lower(${t.name})`),
    index('publishers_created_on_idx').on(t.createdOn, t.id),
    uniqueIndex('publishers_seller_id_key').on(t.sellerId),
  ],
);

/** A publisher's share history: from `day` on, the publisher earns `value` (percent, or USD CPM). */
export const publisherShares = pgTable(
  'publisher_shares',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    pubShareType: text('pub_share_type').notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdBy: integer('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('publisher_shares_publisher_day_idx').on(t.publisherId, t.day, t.id)],
);

export const contentOwners = pgTable(
  'content_owners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    /** Its logo in `media_files` (the foreign key is in migration 0014: the catalogue schema imports this one). */
    logoFileId: integer('logo_file_id'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    /** Financial terms (part 2 §3): revenue model, contract term M3…Y5 and the day it starts. */
    revenueModel: text('revenue_model').notNull().default('REVSHARE'),
    contractTerm: text('contract_term'),
    contractStart: date('contract_start', { mode: 'string' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('content_owners_network_idx').on(t.networkId),
    index('content_owners_name_idx').on(sql`lower(${t.name})`),
    index('content_owners_created_on_idx').on(t.createdOn, t.id),
  ],
);

/** A content owner's share history, the same shape as a publisher's. */
export const contentOwnerShares = pgTable(
  'content_owner_shares',
  {
    id: serial('id').primaryKey(),
    contentOwnerId: integer('content_owner_id')
      .notNull()
      .references(() => contentOwners.id, { onDelete: 'cascade' }),
    pubShareType: text('pub_share_type').notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdBy: integer('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_owner_shares_owner_day_idx').on(t.contentOwnerId, t.day, t.id)],
);
