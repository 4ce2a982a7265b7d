import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { advertisers } from './campaigns';
import { mediaFiles } from './catalogue';
import { listIndexes } from './list-indexes';
import { networks } from './tenancy';

/** Image ads (pause ads, overlays): the image is a stored media file, its size read from it. */
export const displayCreatives = pgTable(
  'display_creatives',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    networkId: integer('network_id').references(() => networks.id),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    imageFileId: integer('image_file_id')
      .notNull()
      .references(() => mediaFiles.id),
    imageFileName: text('image_file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    clickThroughUrl: text('click_through_url'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('display_creatives_advertiser_idx').on(t.advertiserId, t.status),
    ...listIndexes('display_creatives', t.status, [t.id, t.networkId], {
      name: sql`lower(${t.name}) collate "C"`,
      created_on: t.createdOn,
    }),
  ],
);
