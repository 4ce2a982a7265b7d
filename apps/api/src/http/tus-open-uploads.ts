import { ERROR_CODES } from '@adcast/domain/errors';
import {
  OPEN_UPLOAD_FILES_PER_USER,
  OPEN_UPLOADS_PER_USER,
  UPLOAD_MESSAGES,
} from '@adcast/domain/media/upload';
import type { FileStore } from '@tus/file-store';
import { refusal } from './tus-refusal';

/** The unfinished uploads of one user in the store: how many, and the bytes they declared. */
async function openUploadsOf(store: FileStore, uploader: string): Promise<{ count: number; bytes: number }> {
  const ids = (await store.configstore.list?.()) ?? [];
  let count = 0;
  let bytes = 0;
  for (const id of ids) {
    const upload = await store.getUpload(id).catch(() => null);
    if (!upload || upload.metadata?.uploader !== uploader) continue;
    if (upload.size !== undefined && upload.offset >= upload.size) continue;
    count += 1;
    bytes += upload.size ?? 0;
  }
  return { count, bytes };
}

/** A new upload is refused while its user holds too many unfinished ones, or too many bytes in them. */
export async function checkOpenUploads(
  store: FileStore,
  uploader: string,
  size: number,
  maxFileBytes: number,
): Promise<void> {
  const open = await openUploadsOf(store, uploader);
  if (open.count >= OPEN_UPLOADS_PER_USER)
    throw refusal(429, ERROR_CODES.TOO_MANY_REQUESTS, UPLOAD_MESSAGES.tooManyOpen(OPEN_UPLOADS_PER_USER));
  const maxBytes = maxFileBytes * OPEN_UPLOAD_FILES_PER_USER;
  if (open.bytes + size > maxBytes)
    throw refusal(413, ERROR_CODES.PAYLOAD_TOO_LARGE, UPLOAD_MESSAGES.tooMuchOpen(maxBytes));
}
