import type { OwnerType } from '@adcast/domain/enumerations';
import { ERROR_CODES } from '@adcast/domain/errors';
import { UPLOAD_MESSAGES, type UploadRequest, UploadRequestSchema } from '@adcast/domain/media/upload';
import type { Db } from '../../db/client';
import { ownerNetwork } from '../../db/media/uploaded-video';
import type { AuthContext } from '../../http/auth';
import { networkScope, ownContentOwnerIds, ownPublisherIds } from '../../http/scope';
import { refusal } from '../../http/tus-refusal';
import { createVideo } from './new-video';

/** The upload request from tus metadata, checked against what the caller may own; throws a Refusal. */
export async function checkUploadRequest(
  db: Db,
  auth: AuthContext,
  metadata: Record<string, string | null | undefined>,
): Promise<{ request: UploadRequest; networkId: number | null }> {
  const parsed = UploadRequestSchema.safeParse(metadata);
  if (!parsed.success) {
    throw refusal(400, ERROR_CODES.VALIDATION, ...parsed.error.issues.map((issue) => issue.message));
  }
  const request = parsed.data;
  const networkId = await ownerNetworkFor(db, auth, request.ownerType, request.ownerId);
  if (networkId === undefined) throw refusal(400, ERROR_CODES.VALIDATION, UPLOAD_MESSAGES.unknownOwner);
  return { request, networkId };
}

/**
 * The network a new video of this owner belongs to, or undefined when the caller may not give
 * videos to that owner: publishers and content owners only to their own ids, a network user only
 * within its network, the owner must exist.
 */
export async function ownerNetworkFor(
  db: Db,
  auth: AuthContext,
  ownerType: OwnerType,
  ownerId: number | undefined,
): Promise<number | null | undefined> {
  const mine =
    auth.mask.role === 'PUBLISHER'
      ? ownerType === 'PUBLISHER' && ownPublisherIds(auth).includes(ownerId ?? -1)
      : auth.mask.role === 'CONTENT_OWNER'
        ? ownerType === 'CONTENT_OWNER' && ownContentOwnerIds(auth).includes(ownerId ?? -1)
        : true;
  const owner = mine ? await ownerNetwork(db, ownerType, ownerId) : undefined;
  const network = networkScope(auth);
  if (!owner || (network !== null && owner.networkId !== network)) return undefined;
  return network ?? owner.networkId;
}

/** The finished upload's video, recorded as created by the uploader. */
export async function createUploadedVideo(
  db: Db,
  auth: AuthContext,
  checked: { request: UploadRequest; networkId: number | null },
): Promise<number> {
  const { title, description, ownerType, ownerId } = checked.request;
  const video = { title, description, ownerType, ownerId, source: 'UPLOAD' as const };
  return createVideo(db, video, checked.networkId, auth.user.id);
}
