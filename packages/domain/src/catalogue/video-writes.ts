import { z } from 'zod';
import { isWireDate } from '../date-ranges';
import { OwnerTypeSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { BULK_MAX_IDS, BulkChangeSchema } from '../list-actions';
import { blankToNull, VersionSchema } from '../records';
import { CATALOGUE_MESSAGES } from './messages';
import { TermSchema } from './videos';

/** The latest calendar day anywhere on Earth (UTC+14): a date picked as "today" in any time zone passes. */
export function latestTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** Part 2 §5: Published At is a YYYY-MM-DD date, not later than today. */
export const PublishedAtSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CATALOGUE_MESSAGES.publishedAtFormat)
  .refine(isWireDate, CATALOGUE_MESSAGES.publishedAtFormat)
  .refine((day) => day <= latestTodayIso(), CATALOGUE_MESSAGES.publishedAtInFuture);

/** Tags, genres and flags: trimmed, no duplicates (part 2 §5 chip pickers). */
export const TermsSchema = z
  .array(TermSchema)
  .max(100)
  .transform((terms) => [...new Set(terms)]);

const ArtistSchema = z.string().trim().max(200).nullable().transform(blankToNull);

export const VideoIdsSchema = z
  .array(IdSchema)
  .min(1, CATALOGUE_MESSAGES.chooseVideos)
  .max(BULK_MAX_IDS, `Choose at most ${BULK_MAX_IDS} videos at once`)
  .transform((ids) => [...new Set(ids)]);

/** Remove owner, add owner to videos, delete videos: the chosen videos. */
export const VideoIdsBodySchema = z.object({ videoIds: VideoIdsSchema });
export type VideoIdsBody = z.input<typeof VideoIdsBodySchema>;

/**
 * Part 2 §3 bulk video edit: `videoIds` plus `data`. Only the fields given change; tags, genres
 * and flags given replace the lists. The ownership fields change together: give ownerType (and
 * its owner id) to reassign. `versions` may name the version each video was seen at (stale: 409).
 */
export const VideoBulkDataSchema = z
  .object({
    ownerType: OwnerTypeSchema.optional(),
    coId: IdSchema.nullish(),
    publisherId: IdSchema.nullish(),
    artist: ArtistSchema.optional(),
    publishedAt: PublishedAtSchema.nullable().optional(),
    tags: TermsSchema.optional(),
    genres: TermsSchema.optional(),
    flags: TermsSchema.optional(),
  })
  .superRefine((data, ctx) => {
    if (!data.ownerType) return;
    const wanted = data.ownerType === 'PUBLISHER' ? data.publisherId : data.coId;
    if (data.ownerType !== 'VB' && !wanted)
      ctx.addIssue({ code: 'custom', path: ['ownerType'], message: CATALOGUE_MESSAGES.ownerRequired });
  });
export type VideoBulkData = z.input<typeof VideoBulkDataSchema>;

export const VideoVersionsSchema = z
  .array(z.object({ id: IdSchema, version: VersionSchema }))
  .max(BULK_MAX_IDS);

export const VideoBulkEditSchema = z.object({
  videoIds: VideoIdsSchema,
  data: VideoBulkDataSchema,
  versions: VideoVersionsSchema.optional(),
});
export type VideoBulkEdit = z.input<typeof VideoBulkEditSchema>;

/** What a catalogue write changed, video by video, field by field (before -> after). */
export const VideoChangesSchema = z.object({ changes: z.array(BulkChangeSchema) });
export type VideoChanges = z.infer<typeof VideoChangesSchema>;

/**
 * Part 2 §7 single video update (and the Metadata dialog: tags, genre, flags, artist, Published
 * At; the preview's description and caption). Only the fields given change.
 */
export const VideoUpdateSchema = z.object({
  version: VersionSchema,
  title: z.string().trim().min(1, 'Title is required').max(500).optional(),
  description: z.string().trim().max(5000).nullable().transform(blankToNull).optional(),
  caption: z.string().trim().max(5000).nullable().transform(blankToNull).optional(),
  artist: ArtistSchema.optional(),
  publishedAt: PublishedAtSchema.nullable().optional(),
  category: z.string().trim().max(200).nullable().transform(blankToNull).optional(),
  tags: TermsSchema.optional(),
  genres: TermsSchema.optional(),
  flags: TermsSchema.optional(),
});
export type VideoUpdate = z.input<typeof VideoUpdateSchema>;

/** Part 2 §7 add videos to collections: every video into every collection (already there: kept). */
export const AddToCollectionsSchema = z.object({
  playlistIds: z
    .array(IdSchema)
    .min(1, CATALOGUE_MESSAGES.chooseCollections)
    .max(BULK_MAX_IDS)
    .transform((ids) => [...new Set(ids)]),
  videoIds: VideoIdsSchema,
});
export type AddToCollections = z.input<typeof AddToCollectionsSchema>;

/** Delete videos: which went, and how many of their files no other video or collection used (removed). */
export const VideoDeletionSchema = z.object({
  deleted: z.array(z.object({ id: z.number().int(), title: z.string() })),
  filesRemoved: z.number().int().nonnegative(),
});
export type VideoDeletion = z.infer<typeof VideoDeletionSchema>;
