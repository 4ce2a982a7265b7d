import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentOwners, networks, publishers } from './tenancy';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; sign-in compares case-insensitively. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Bumped on password change or disable: tokens carrying an older value stop working. */
    tokenVersion: integer('token_version').notNull().default(1),
    networkId: integer('network_id').references(() => networks.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('users_list_created_on_idx').on(t.enabled, t.createdOn, t.id),
    index('users_list_name_idx').on(t.enabled, sql`lower(${t.name}) collate "C"`, t.id),
    index('users_list_email_idx').on(t.enabled, sql`${t.email} collate "C"`, t.id),
    index('users_network_idx').on(t.networkId),
  ],
);

export const userPublishers = pgTable(
  'user_publishers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.publisherId] }),
    index('user_publishers_publisher_idx').on(t.publisherId),
  ],
);

export const userContentOwners = pgTable(
  'user_content_owners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentOwnerId: integer('content_owner_id')
      .notNull()
      .references(() => contentOwners.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentOwnerId] }),
    index('user_content_owners_content_owner_idx').on(t.contentOwnerId),
  ],
);

export const passwordRecoveryTokens = pgTable(
  'password_recovery_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_recovery_user_idx').on(t.userId)],
);

/** Access tokens ended before their expiry (sign-out), by the SHA-256 of the token; kept until they would have expired. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/** Hits of the rate limiters (sign-in, reset, password checks), shared by every server on the database. */
export const attempts = pgTable(
  'attempts',
  {
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [index('attempts_key_at_idx').on(t.key, t.at), index('attempts_at_idx').on(t.at)],
);

/** A user's API tokens (migration 0031): only the SHA-256 of the secret is kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** READ_ONLY or USER (`API_TOKEN_SCOPES`). */
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_tokens_user_name_idx').on(t.userId, t.name)],
);

/** A user's authenticator (TOTP) secret, sealed (AES-GCM); live once confirmed (migration 0032). */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The newest time step a code was accepted for: a code of it or before is never taken again. */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
});

/** Single-use recovery codes, by their SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
