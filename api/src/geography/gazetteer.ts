import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { placeBaseName, placeKey } from './name-matching.js';

/** A Grama Niladhari division: the level below a DS division. Its code is the DS P-code and three digits. */
export interface GnDivision {
  code: string;
  dsCode: string;
  name: { en: string; si: string | null };
  /** The division's centre, [lat, lng]: the source has no boundaries. */
  centre: [number, number];
}

/** Which DS divisions a name stands for in a district, and the GN division when the name is one. */
export interface GazetteerMatch {
  dsCodes: string[];
  gn?: GnDivision;
  level: 'GN_DIVISION' | 'VILLAGE';
}

/**
 * The keys (name-matching.ts) a list of names answers to: in full, and the further keys of the names without the
 * words naming a part of a place ("Rakwana Town" is also "Rakwana").
 */
export function gazetteerKeys(names: string[]): { exact: string[]; base: string[] } {
  const exact = new Set(names.map(placeKey).filter(Boolean));
  const base = new Set(names.map((n) => placeKey(placeBaseName(n))).filter((key) => key && !exact.has(key)));
  return { exact: [...exact], base: [...base] };
}

const dsOfGn = (gnCode: string) => gnCode.slice(0, 6);

/** A GN code as a small integer (LK1103005 is 1103005): an index of numbers holds far less than one of strings. */
const gnNumber = (gnCode: string) => Number(gnCode.slice(2));
const gnCodeOf = (n: number) => `LK${n}`;
const districtOfNumber = (n: number) => `LK${Math.floor(n / 100_000)}`;

/** District code + name key: the GN divisions (one number, or several) that bear the name. */
type NameIndex = Map<string, number | number[]>;

/** Keys and GN numbers of one line, the keys with the district in front. */
interface Entry {
  gn: number;
  keys: string[];
}

function addAll(index: NameIndex, { gn, keys }: Entry): void {
  // One JSON round trip copies the keys into strings of their own: a key sliced from its line, with the district
  // joined on, would otherwise keep the line alive.
  for (const key of JSON.parse(JSON.stringify(keys)) as string[]) {
    const found = index.get(key);
    if (found === undefined) index.set(key, gn);
    else if (typeof found === 'number') {
      if (found !== gn) index.set(key, [found, gn]);
    } else if (!found.includes(gn)) found.push(gn);
  }
}

const numbersAt = (index: NameIndex, key: string): number[] => {
  const found = index.get(key);
  return found === undefined ? [] : typeof found === 'number' ? [found] : found;
};

/** One line's keys (|-separated in the file) with its district in front. */
const entryOf = (gnCode: string, keys: string | undefined): Entry => {
  const gn = gnNumber(gnCode);
  const district = districtOfNumber(gn);
  return {
    gn,
    keys: (keys ?? '')
      .split('|')
      .filter(Boolean)
      .map((key) => district + key),
  };
};

/**
 * The GN divisions and villages of the committed gazetteer (data/gazetteer.tsv.gz, written with each name's keys by
 * scripts/generate-gazetteer.ts so that reading it folds nothing), indexed by district and key: a name a person types
 * for a village or a GN division answers the DS divisions it lies in.
 */
export class Gazetteer {
  private readonly gnByCode = new Map<string, GnDivision>();
  private readonly gnsByDs = new Map<string, GnDivision[]>();
  /** GN divisions' and villages' names in full, and the further keys of their names without "Town", "North"… */
  private readonly gnNames: NameIndex = new Map();
  private readonly villageNames: NameIndex = new Map();
  private readonly gnBases: NameIndex = new Map();
  private readonly villageBases: NameIndex = new Map();

  /** `data`: the gazetteer's text as UTF-8 bytes, read a line at a time (never one string of the whole file). */
  constructor(data: Buffer) {
    for (let start = 0; start < data.length;) {
      const end = data.indexOf(0x0a, start);
      const stop = end === -1 ? data.length : end;
      if (stop - start > 2 && data[start + 1] === 0x09) this.addLine(data.toString('utf8', start, stop));
      start = stop + 1;
    }
  }

  private addLine(line: string): void {
    if (line.startsWith('G\t')) {
      const [, code, en, si, lat, lon, exact, base] = line.split('\t');
      // A copy of its own: parts of the line would keep the whole line alive (V8 slices point into their source).
      const gn = JSON.parse(JSON.stringify({ code, en, si })) as { code: string; en: string; si: string };
      this.addGn({
        code: gn.code,
        dsCode: dsOfGn(gn.code),
        name: { en: gn.en, si: gn.si || null },
        centre: [+lat!, +lon!],
      });
      addAll(this.gnNames, entryOf(code!, exact));
      addAll(this.gnBases, entryOf(code!, base));
    } else if (line.startsWith('V\t')) {
      const [, code, , exact, base] = line.split('\t');
      addAll(this.villageNames, entryOf(code!, exact));
      addAll(this.villageBases, entryOf(code!, base));
    }
  }

  private addGn(gn: GnDivision): void {
    this.gnByCode.set(gn.code, gn);
    const list = this.gnsByDs.get(gn.dsCode) ?? [];
    list.push(gn);
    this.gnsByDs.set(gn.dsCode, list);
  }

  /** The gazetteer committed with the project. */
  static load(): Gazetteer {
    return new Gazetteer(gunzipSync(readFileSync(new URL('./data/gazetteer.tsv.gz', import.meta.url))));
  }

  gnDivision(code: string): GnDivision | undefined {
    return this.gnByCode.get(code.trim().toUpperCase());
  }

  gnDivisionsOf(dsCode: string): GnDivision[] {
    return this.gnsByDs.get(dsCode) ?? [];
  }

  get gnCount(): number {
    return this.gnByCode.size;
  }

  /**
   * What a name stands for in a district: every DS division where a GN division or a village bears it; failing that,
   * every one where one bears it without "Town", "North" and the like. Several DS divisions make it ambiguous (the
   * caller never guesses); undefined when none does.
   */
  match(districtCode: string, name: string): GazetteerMatch | undefined {
    const exact = districtCode + placeKey(name);
    const base = districtCode + placeKey(placeBaseName(name));
    return (
      this.matchIn(numbersAt(this.gnNames, exact), numbersAt(this.villageNames, exact)) ??
      this.matchIn(
        [...numbersAt(this.gnNames, base), ...numbersAt(this.gnBases, base)],
        [...numbersAt(this.villageNames, base), ...numbersAt(this.villageBases, base)],
      )
    );
  }

  private matchIn(gnNumbers: number[], villageGnNumbers: number[]): GazetteerMatch | undefined {
    if (!gnNumbers.length && !villageGnNumbers.length) return undefined;
    const dsCodes = [...new Set([...gnNumbers, ...villageGnNumbers].map((n) => dsOfGn(gnCodeOf(n))))].sort();
    const gnCodes = [...new Set(gnNumbers)];
    const gn = gnCodes.length === 1 && dsCodes.length === 1 ? this.gnByCode.get(gnCodeOf(gnCodes[0]!)) : undefined;
    return { dsCodes, level: gnNumbers.length ? 'GN_DIVISION' : 'VILLAGE', gn };
  }

  /** The GN division of a DS whose centre is nearest a point (the source has centres, not boundaries). */
  nearestIn(dsCode: string, latitude: number, longitude: number): GnDivision | undefined {
    const kx = Math.cos((latitude * Math.PI) / 180);
    let best: GnDivision | undefined;
    let bestDistance = Infinity;
    for (const gn of this.gnDivisionsOf(dsCode)) {
      const distance = Math.hypot((gn.centre[1] - longitude) * kx, gn.centre[0] - latitude);
      if (distance < bestDistance) [best, bestDistance] = [gn, distance];
    }
    return best;
  }
}
