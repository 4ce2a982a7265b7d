import { open } from 'node:fs/promises';

/** The container a file's first bytes announce, or null when they are not a video container we take. */
export function sniffVideo(head: Buffer): string | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(4, 8) === 'ftyp') return 'video/mp4';
  if (head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 11) === 'AVI') return 'video/x-msvideo';
  if (ascii(0, 3) === 'FLV') return 'video/x-flv';
  if (head[0] === 0x47 && head[188] === 0x47) return 'video/mp2t';
  if (head.readUInt32BE(0) === 0x000001ba) return 'video/mpeg';
  return null;
}

export async function sniffVideoFile(path: string): Promise<string | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return bytesRead < 12 ? null : sniffVideo(head);
  } finally {
    await file.close();
  }
}
