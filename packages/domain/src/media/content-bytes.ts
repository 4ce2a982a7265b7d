import { z } from 'zod';
import type { MediaPathId } from './paths';

/**
 * Content bytes (part 2 §7 /api/cb): short clips for CONTENT_BYTE placements, uploaded and
 * transcoded like any video, listed apart. A clip longer than this is refused when its upload ends.
 */
export const CONTENT_BYTE_MAX_SECONDS = 60;

export const CONTENT_BYTE_API = {
  /** GET the content bytes the caller may see, newest first (page, size, title). */
  list: '/api/cb',
  /** PUT a content byte's title, description and the rest of a video's edit (with version). */
  one: (id: MediaPathId) => `/api/cb/${id}`,
} as const;

export const CONTENT_BYTE_MESSAGES = {
  tooLong: (seconds: number) =>
    `A content byte may last at most ${CONTENT_BYTE_MAX_SECONDS} seconds; this clip lasts ${Math.round(seconds)} seconds`,
  notContentByte: 'Content byte',
  updated: 'Content byte updated',
  errorUpdating: 'Error occurred while updating the content byte',
} as const;

export const CONTENT_BYTE_SCREEN = {
  edit: 'Edit',
  editTitle: (title: string) => `Edit content byte: ${title}`,
  title: 'Title',
  description: 'Description',
  caption: 'Caption',
  category: 'Category',
} as const;

export const ContentByteListFilterSchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  title: z.string().trim().max(200).optional(),
});
export type ContentByteListFilter = z.output<typeof ContentByteListFilterSchema>;
