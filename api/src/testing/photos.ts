import sharp from 'sharp';

export interface ExifSpec {
  make?: string;
  model?: string;
  software?: string;
  /** Wall clock in Sri Lanka, 'YYYY:MM:DD HH:MM:SS'. */
  takenAt?: string;
  gps?: { latitude: number; longitude: number };
}

const dms = (value: number) => {
  const abs = Math.abs(value);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
};

/** A camera-like test photo: textured, with shapes that depend on `seed`, so each seed is a different picture. */
export async function makePhoto(
  seed: number,
  options: { width?: number; height?: number; exif?: ExifSpec; blur?: number; quality?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 1024;
  const height = options.height ?? 768;
  let r = seed * 9301 + 49297;
  const rand = () => (r = (r * 9301 + 49297) % 233280) / 233280;
  const shapes = Array.from({ length: 14 }, () => {
    const x = Math.round(rand() * width),
      y = Math.round(rand() * height),
      s = Math.round(40 + rand() * 220);
    const colour = `rgb(${Math.round(rand() * 255)},${Math.round(rand() * 255)},${Math.round(rand() * 255)})`;
    return rand() > 0.5
      ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${colour}"/>`
      : `<rect x="${x}" y="${y}" width="${s}" height="${s * 0.6}" fill="${colour}"/>`;
  });
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${60 + ((seed * 7) % 120)},120,160)"/>${shapes.join('')}</svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
      background: { r: 0, g: 0, b: 0 },
    },
  })
    .png()
    .toBuffer();
  let image = sharp(svg).composite([{ input: noise, blend: 'overlay' }]);
  // sharp composites last in a pipeline: blur the composed picture in a second pass.
  if (options.blur) image = sharp(await image.png().toBuffer()).blur(options.blur);
  const exif = options.exif;
  const jpeg = image.jpeg({ quality: options.quality ?? 90 });
  if (!exif) return jpeg.toBuffer();
  return jpeg
    .withExif({
      IFD0: {
        ...(exif.make ? { Make: exif.make } : {}),
        ...(exif.model ? { Model: exif.model } : {}),
        ...(exif.software ? { Software: exif.software } : {}),
      },
      ...(exif.takenAt ? { IFD2: { DateTimeOriginal: exif.takenAt, OffsetTimeOriginal: '+05:30' } } : {}),
      ...(exif.gps
        ? {
            IFD3: {
              GPSLatitudeRef: exif.gps.latitude >= 0 ? 'N' : 'S',
              GPSLatitude: dms(exif.gps.latitude),
              GPSLongitudeRef: exif.gps.longitude >= 0 ? 'E' : 'W',
              GPSLongitude: dms(exif.gps.longitude),
            },
          }
        : {}),
    })
    .toBuffer();
}

export const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
