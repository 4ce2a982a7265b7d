import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { ASSET_MESSAGES, AssetUploadRequestSchema } from '@adcast/domain/a2v/assets';
import { ERROR_CODES } from '@adcast/domain/errors';
import type { Db } from '../../db/client';
import { a2vAssets } from '../../db/schema/a2v';
import type { AuthContext } from '../../http/auth';
import { AppError } from '../../http/errors';
import { refusal } from '../../http/tus-refusal';
import type { FinishedUpload } from '../../http/tus-upload';
import { NOT_AUDIO, probeAudio } from '../../media/ffmpeg/probe-audio';
import { MediaToolError } from '../../media/ffmpeg/run-tool';
import { sniffAudioFile } from '../../media/sniff-audio';
import type { MediaStorage } from '../../media/storage/media-storage';
import { networkOfAdvertiser } from '../campaigns/advertisers/advertiser-network';

/** The header a finished upload answers with: the new asset's id. */
export const UPLOAD_ASSET_HEADER = 'upload-asset-id';

/** The upload request from tus metadata: a name, a kind and an advertiser the caller sees; throws a Refusal. */
export async function checkAssetRequest(
  db: Db,
  auth: AuthContext,
  metadata: Record<string, string | null | undefined>,
) {
  const parsed = AssetUploadRequestSchema.safeParse(metadata);
  if (!parsed.success)
    throw refusal(400, ERROR_CODES.VALIDATION, ...parsed.error.issues.map((issue) => issue.message));
  try {
    return {
      request: parsed.data,
      networkId: await networkOfAdvertiser({ db, auth }, parsed.data.advertiserId),
    };
  } catch (error) {
    if (error instanceof AppError) throw refusal(error.status, error.code, ...error.messages);
    throw error;
  }
}

const notAudio = () => refusal(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, ASSET_MESSAGES.notAudio);

/**
 * A finished audio upload: sniffed and read by ffprobe at once (anything else, a video included,
 * is refused and removed), stored under `a2v/assets/`, recorded QUEUED for the full probe.
 */
export async function finishAssetUpload(
  db: Db,
  storage: MediaStorage,
  { auth, file, metadata, remove }: FinishedUpload,
): Promise<number> {
  const refuse = async (answer: ReturnType<typeof refusal>) => {
    await remove();
    return answer;
  };
  if (!(await sniffAudioFile(file))) throw await refuse(notAudio());
  const probe = await probeAudio(file).catch(async (error: unknown) => {
    const message =
      error instanceof MediaToolError && error.message !== NOT_AUDIO ? ASSET_MESSAGES.unreadable : null;
    throw await refuse(message ? refusal(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, message) : notAudio());
  });
  const { request, networkId } = await checkAssetRequest(db, auth, metadata);
  const sizeBytes = (await stat(file)).size;
  const key = `a2v/assets/${randomBytes(16).toString('hex')}`;
  await storage.putFrom(key, file);
  await remove();
  const [row] = await db
    .insert(a2vAssets)
    .values({
      name: request.name,
      kind: request.kind,
      advertiserId: request.advertiserId,
      networkId,
      fileKey: key,
      fileName: request.filename ?? request.name,
      sizeBytes,
      processing: 'QUEUED',
      durationSeconds: probe.durationSeconds,
      codec: probe.codec,
      channels: probe.channels,
      sampleRate: probe.sampleRate,
      createdBy: auth.user.id,
    })
    .returning({ id: a2vAssets.id });
  return row!.id;
}
