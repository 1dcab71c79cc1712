/** Image types we accept, recognised by their first bytes (never by the declared type: D12). */
const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mime: 'image/heic',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['heic', 'heix', 'mif1', 'msf1', 'hevc'].includes(b.subarray(8, 12).toString('latin1')),
  },
];

export function sniffImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

/** The bytes of a data URL (`data:image/jpeg;base64,...`) or of bare base64; null when it is neither. */
export function decodeDataUrl(value: string): Buffer | null {
  const match = /^data:[^;,]*(;[^,]*)?,(.*)$/s.exec(value.trim());
  const base64 = match ? (match[1]?.includes('base64') ? match[2]! : null) : value.trim();
  if (base64 === null || !/^[A-Za-z0-9+/=\s_-]*$/.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.length ? bytes : null;
}
