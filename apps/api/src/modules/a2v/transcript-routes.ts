import { AssetSchema } from '@adcast/domain/a2v/assets';
import { A2V_API } from '@adcast/domain/a2v/paths';
import {
  type Cue,
  parseTranscript,
  TRANSCRIPT_MESSAGES,
  TranscriptSchema,
  TranscriptUploadSchema,
} from '@adcast/domain/a2v/transcripts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { a2vTranscripts } from '../../db/schema/a2v';
import { authOf, needs } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';
import { visibleAsset } from './asset-record';

const tags = ['a2v-assets'];

/** The cues an asset's render draws as captions; none without a transcript. */
export async function transcriptCues(db: Db, assetId: number): Promise<Cue[] | null> {
  const [row] = await db
    .select({ cues: a2vTranscripts.cues })
    .from(a2vTranscripts)
    .where(eq(a2vTranscripts.assetId, assetId));
  return row ? (row.cues as Cue[]) : null;
}

/** An asset's transcript: read its cues, upload a WebVTT or SRT file (checked against the audio), remove it. */
export function registerTranscriptRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    A2V_API.assetTranscript(':id'),
    {
      config: needs('ASSETS_READ'),
      schema: { tags, params: IdParamsSchema, response: { 200: TranscriptSchema } },
    },
    async (request) => {
      const { id } = request.params;
      await visibleAsset(deps.db, authOf(request), id);
      const [row] = await deps.db.select().from(a2vTranscripts).where(eq(a2vTranscripts.assetId, id));
      if (!row) throw notFound('Transcript');
      return {
        fileName: row.fileName,
        format: row.format as 'WEBVTT' | 'SRT',
        cueCount: row.cueCount,
        cues: row.cues as Cue[],
      };
    },
  );
  r.put(
    A2V_API.assetTranscript(':id'),
    {
      config: needs('ASSETS_EDIT'),
      schema: {
        tags,
        summary: 'A WebVTT or SRT file’s text; every cue inside the audio, none overlapping',
        params: IdParamsSchema,
        body: TranscriptUploadSchema,
        response: { 200: AssetSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const auth = authOf(request);
      const { row } = await visibleAsset(deps.db, auth, id);
      if (row.processing !== 'READY' || row.durationSeconds === null)
        throw badRequest(TRANSCRIPT_MESSAGES.assetNotReady);
      const parsed = parseTranscript(request.body.text, row.durationSeconds);
      if (!parsed.ok) throw badRequest(parsed.message);
      const values = {
        fileName: request.body.fileName,
        format: parsed.format,
        cueCount: parsed.cues.length,
        cues: parsed.cues,
        updatedBy: auth.user.id,
        updatedOn: new Date(),
      };
      await deps.db
        .insert(a2vTranscripts)
        .values({ assetId: id, ...values })
        .onConflictDoUpdate({ target: a2vTranscripts.assetId, set: values });
      return (await visibleAsset(deps.db, auth, id)).dto;
    },
  );
  r.delete(
    A2V_API.assetTranscript(':id'),
    {
      config: needs('ASSETS_EDIT'),
      schema: { tags, params: IdParamsSchema, response: { 200: AssetSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const auth = authOf(request);
      await visibleAsset(deps.db, auth, id);
      await deps.db.delete(a2vTranscripts).where(eq(a2vTranscripts.assetId, id));
      return (await visibleAsset(deps.db, auth, id)).dto;
    },
  );
}
