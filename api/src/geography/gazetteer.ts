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
const districtOfGn = (gnCode: string) => gnCode.slice(0, 4);

type NameIndex = Map<string, string[]>;

function add(index: NameIndex, keys: string, gnCode: string): void {
  const district = districtOfGn(gnCode);
  for (const key of keys.split('|')) {
    if (!key) continue;
    const codes = index.get(district + key);
    if (!codes) index.set(district + key, [gnCode]);
    else if (!codes.includes(gnCode)) codes.push(gnCode);
  }
}

/**
 * The GN divisions and villages of the committed gazetteer (data/gazetteer.tsv.gz, written with each name's keys by
 * scripts/generate-gazetteer.ts so that reading it folds nothing), indexed by district and key: a name a person types
 * for a village or a GN division answers the DS divisions it lies in.
 */
export class Gazetteer {
  private readonly gnByCode = new Map<string, GnDivision>();
  private readonly gnsByDs = new Map<string, GnDivision[]>();
  /** GN divisions' and villages' names, in full and without the words naming a part of a place. */
  private readonly gnNames: NameIndex = new Map();
  private readonly villageNames: NameIndex = new Map();
  private readonly gnBases: NameIndex = new Map();
  private readonly villageBases: NameIndex = new Map();

  constructor(text: string) {
    for (const line of text.split('\n')) {
      if (line.startsWith('G\t')) {
        const [, code, en, si, lat, lon, exact, base] = line.split('\t');
        this.addGn({ code: code!, dsCode: dsOfGn(code!), name: { en: en!, si: si || null }, centre: [+lat!, +lon!] });
        add(this.gnNames, exact!, code!);
        add(this.gnBases, `${exact}|${base}`, code!);
      } else if (line.startsWith('V\t')) {
        const [, code, , exact, base] = line.split('\t');
        add(this.villageNames, exact!, code!);
        add(this.villageBases, `${exact}|${base}`, code!);
      }
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
    return new Gazetteer(
      gunzipSync(readFileSync(new URL('./data/gazetteer.tsv.gz', import.meta.url))).toString('utf8'),
    );
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
      this.matchIn(this.gnNames.get(exact), this.villageNames.get(exact)) ??
      this.matchIn(this.gnBases.get(base), this.villageBases.get(base))
    );
  }

  private matchIn(gnCodes: string[] | undefined, villageGnCodes: string[] | undefined): GazetteerMatch | undefined {
    if (!gnCodes && !villageGnCodes) return undefined;
    const codes = [...(gnCodes ?? []), ...(villageGnCodes ?? [])];
    const dsCodes = [...new Set(codes.map(dsOfGn))].sort();
    const gn = gnCodes?.length === 1 && dsCodes.length === 1 ? this.gnByCode.get(gnCodes[0]!) : undefined;
    return { dsCodes, level: gnCodes ? 'GN_DIVISION' : 'VILLAGE', gn };
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
