import sharp from 'sharp';

// libvips keeps up to 50 MB of recent operations for reuse; an image here is decoded once and never
// asked for again, so the cache would only hold memory.
sharp.cache(false);

export { sharp };
