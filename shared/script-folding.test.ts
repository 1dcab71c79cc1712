import { describe, expect, it } from 'vitest';
import { foldSinhalaTamil } from './script-folding.js';

describe('foldSinhalaTamil', () => {
  it('gives two spellings typists mix the same form', () => {
    expect(foldSinhalaTamil('කොළොන්නාව')).toBe(foldSinhalaTamil('කොලොන්නාව'));
    expect(foldSinhalaTamil('මොණරාගල')).toBe(foldSinhalaTamil('මොනරාගල'));
    expect(foldSinhalaTamil('ශ්\u200Dරී')).toBe(foldSinhalaTamil('ශ්රී'));
    expect(foldSinhalaTamil('கொழும்பு')).toBe(foldSinhalaTamil('கொளும்பு'));
    expect(foldSinhalaTamil('குருணாகல்')).toBe(foldSinhalaTamil('குருநாகல்'));
  });

  it('keeps letters that are not variants of each other apart, and Latin text as it is', () => {
    expect(foldSinhalaTamil('කළුතර')).not.toBe(foldSinhalaTamil('කඵතර'));
    expect(foldSinhalaTamil('களுத்துறை')).not.toBe(foldSinhalaTamil('களுத்துரை'));
    expect(foldSinhalaTamil('Kolonnawa')).toBe('Kolonnawa');
  });
});
