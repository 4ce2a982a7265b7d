import { open } from 'node:fs/promises';

/** The audio container a file's first bytes announce, or null when they are not one we take. */
export function sniffAudio(head: Buffer): string | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 3) === 'ID3') return 'audio/mpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  // An MP4 family file (M4A, or an MP4 holding only audio): ffprobe then says whether it has video.
  if (ascii(4, 8) === 'ftyp') return 'audio/mp4';
  // An MPEG audio frame (MP3) or an ADTS frame (AAC): eleven set sync bits.
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)
    return (head[1]! & 0x06) === 0 ? 'audio/aac' : 'audio/mpeg';
  return null;
}

export async function sniffAudioFile(path: string): Promise<string | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return bytesRead < 12 ? null : sniffAudio(head);
  } finally {
    await file.close();
  }
}
