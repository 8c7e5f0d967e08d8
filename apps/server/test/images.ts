import sharp from 'sharp';

/** Real images made in memory for upload tests. */
export const makeImage = {
  png: (width = 300, height = 200) =>
    sharp({ create: { width, height, channels: 3, background: '#8b7dbe' } }).png().toBuffer(),
  webp: (width = 300, height = 200) =>
    sharp({ create: { width, height, channels: 3, background: '#FFC700' } }).webp().toBuffer(),
  gif: () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#000000' } }).gif().toBuffer(),
  /** A JPEG shot "sideways": stored 400×200 with EXIF orientation 6 (display rotated 90°), plus personal EXIF. */
  sidewaysJpegWithExif: () =>
    sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Secret Studio', Artist: 'Jane Private' } })
      .toBuffer(),
};
