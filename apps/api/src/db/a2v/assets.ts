import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { a2vAssets } from '../schema/a2v';

export type AssetProbeValues = {
  processing: 'PROCESSING' | 'READY' | 'FAILED';
  processingError: string | null;
  durationSeconds?: number;
  codec?: string;
  channels?: number;
  sampleRate?: number;
  loudness?: number | null;
};

export async function setAssetProbe(db: Db, id: number, values: AssetProbeValues): Promise<void> {
  await db.update(a2vAssets).set(values).where(eq(a2vAssets.id, id));
}

/** Where an asset's audio is stored, or null when the asset is gone. */
export async function assetFileKey(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ key: a2vAssets.fileKey }).from(a2vAssets).where(eq(a2vAssets.id, id));
  return row?.key ?? null;
}
