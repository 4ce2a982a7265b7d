import type { Config } from '../../config';
import { DiskDocumentStorage, type DocumentStorage, S3DocumentStorage } from './document-storage';
import { DiskMediaStorage, type MediaStorage } from './media-storage';
import { S3Bucket } from './s3-bucket';
import { S3MediaStorage } from './s3-media-storage';

/** Where stored files go: media and documents. */
export type Storage = { media: MediaStorage; documents: DocumentStorage };

/** The bucket when `S3_URL` is set (media and documents share it), else folders under `DATA_DIR`. */
export function openStorage(config: Pick<Config, 's3' | 'media' | 'documents'>): Storage {
  if (!config.s3) {
    return {
      media: new DiskMediaStorage(config.media.dir),
      documents: new DiskDocumentStorage(config.documents.dir),
    };
  }
  const bucket = new S3Bucket(config.s3);
  return { media: new S3MediaStorage(bucket, config.media.dir), documents: new S3DocumentStorage(bucket) };
}
