import { describe, expect, it } from 'vitest';
import { imageFileError, sniffImageType } from './image-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const rules = { accept: ['image/png', 'image/jpeg'], typeMessage: 'The image must be a PNG or JPG file' };

describe('image files are judged by their bytes (part 2 §5)', () => {
  it('knows PNG and JPG from their first bytes, whatever the name says', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a..'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('BM......'))).toBeNull();
  });

  it('refuses a file named .png that is not one', async () => {
    const fake = new File(['not an image'], 'poster.png', { type: 'image/png' });
    expect(await imageFileError(fake, rules)).toBe('The image must be a PNG or JPG file');
  });
});
