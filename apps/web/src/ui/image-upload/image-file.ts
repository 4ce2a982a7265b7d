import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import {
  imageResolutionError,
  type Resolution,
  type ResolutionMode,
  THUMBNAIL_MIME_TYPES,
} from '@adcast/domain/limits';

/** The image type a file's first bytes say it is; the name and the browser's guess are not trusted. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const gif = [0x47, 0x49, 0x46, 0x38];
  if (gif.every((byte, index) => bytes[index] === byte)) return 'image/gif';
  return null;
}

/** The first bytes of a file (FileReader: every browser and the test DOM have it). */
function readHead(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

async function readDimensions(file: Blob): Promise<Resolution | null> {
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve(null);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

export interface ImageRules {
  /** Allowed types; the file's bytes must say one of them. */
  accept: readonly string[];
  /** The message when the bytes are of another type. */
  typeMessage: string;
  resolution?: Resolution;
  /** Part 2 §5: 'exact' or 'greater' than the resolution; part 1 §5 feed thumbnail: 'atLeast'. */
  mode?: ResolutionMode;
}

/** Images of any size (collection and channel images, posters): a PNG or JPG by their bytes. */
export const PNG_OR_JPG: ImageRules = {
  accept: THUMBNAIL_MIME_TYPES,
  typeMessage: CATALOGUE_MESSAGES.imageType,
};

/** Part 2 §5 image upload: the reason a file is refused, or null when it may be uploaded. */
export async function imageFileError(file: Blob, rules: ImageRules): Promise<string | null> {
  const type = sniffImageType(await readHead(file, 8));
  if (type === null || !rules.accept.includes(type)) return rules.typeMessage;
  if (!rules.resolution) return null;
  const dimensions = await readDimensions(file);
  if (dimensions === null) return rules.typeMessage;
  return imageResolutionError(dimensions, rules.resolution, rules.mode ?? 'greater');
}
