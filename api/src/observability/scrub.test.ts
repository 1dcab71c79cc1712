import { describe, expect, it } from 'vitest';
import { maskedUrl } from './access-log.js';
import { scrubPersonalData } from './scrub.js';

describe('scrubPersonalData', () => {
  it('removes phone numbers, NIC numbers, bearer tokens and photo data from a log line', () => {
    const line = JSON.stringify({
      msg: 'Key (contact_no)=(0771234567) exists; also +94 77 123 4567, 94112345678 and NIC 881234567V / 199012345678',
      auth: 'Bearer abc.DEF-ghi_123',
      image: `data:image/jpeg;base64,${'A'.repeat(400)}`,
      blob: 'Q'.repeat(150),
    });
    const scrubbed = scrubPersonalData(line);
    expect(JSON.parse(scrubbed)).toEqual({
      msg: 'Key (contact_no)=([phone]) exists; also [phone], [phone] and NIC [nic] / [nic]',
      auth: 'Bearer [redacted]',
      image: '[photo]',
      blob: '[binary]',
    });
  });

  it('keeps timestamps, ids, durations and ordinary numbers', () => {
    const line =
      '{"level":30,"time":1795000000000,"pid":4242,"reqId":"3f2a0c1e-1b2c-4d5e-8f90-123456789abc","responseTime":12,"id":1234567}';
    expect(scrubPersonalData(line)).toBe(line);
  });
});

describe('maskedUrl', () => {
  it('hides query values, keeps the path and the query names', () => {
    expect(maskedUrl('/AidRequest/search?phone=0771234567&nic=881234567V')).toBe('/AidRequest/search?phone=…&nic=…');
    expect(maskedUrl('/graphql')).toBe('/graphql');
  });
});
