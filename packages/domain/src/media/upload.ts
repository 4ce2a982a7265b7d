import { z } from 'zod';
import { OwnerTypeSchema } from '../enumerations';

/** Part 1 §3 Upload request (sent as tus metadata): title, description, ownerType, ownerId. */
export const UploadRequestSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(300),
    description: z.string().trim().max(5000).default(''),
    ownerType: OwnerTypeSchema,
    ownerId: z.coerce.number().int().positive().optional(),
    filename: z.string().max(500).optional(),
  })
  .refine((request) => request.ownerType === 'VB' || request.ownerId !== undefined, {
    message: 'Pick an owner for the owner type',
    path: ['ownerId'],
  });
export type UploadRequest = z.infer<typeof UploadRequestSchema>;

/** An upload not finished within this is removed (tus answers 410 Gone for it). */
export const UPLOAD_EXPIRY_HOURS = 24;
/** Unfinished uploads one user may hold at once, and the bytes they may reserve together (times the file limit). */
export const OPEN_UPLOADS_PER_USER = 10;
export const OPEN_UPLOAD_FILES_PER_USER = 2;

export const UPLOAD_MESSAGES = {
  wrongType: 'The file is not a video (MP4, MOV, WebM, MKV, AVI, MPEG-TS or FLV)',
  tooLarge: (maxBytes: number) => `The file is larger than the limit of ${formatBytes(maxBytes)}`,
  unknownOwner: 'The chosen owner does not exist or is not yours',
  notYours: 'This upload belongs to another user',
  notTus: 'Uploads use the tus resumable upload protocol (Tus-Resumable: 1.0.0)',
  badHeader: (header: string) => `The ${header} header is not valid for a tus upload`,
  tooManyOpen: (max: number) =>
    `You have ${max} uploads that are not finished: finish or cancel one before starting another`,
  tooMuchOpen: (maxBytes: number) =>
    `Your unfinished uploads would hold more than ${formatBytes(maxBytes)}: finish or cancel one first`,
  pastDeclaredLength: (length: number | undefined) =>
    `The upload sends more bytes than the ${length ?? 'declared'}${length === undefined ? '' : ' bytes'} its Upload-Length declared`,
} as const;

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** The upload dialog's words. */
export const UPLOAD_SCREEN = {
  title: 'Upload video',
  file: 'Video file',
  upload: 'Upload',
  pause: 'Pause',
  resume: 'Resume',
  progress: 'Upload progress',
  done: 'Uploaded: the video is being processed',
  failed: 'Error occurred during video upload',
} as const;
