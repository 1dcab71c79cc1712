import type { EntityManager } from '@mikro-orm/postgresql';
import { geographyData } from './geography.data.js';

/**
 * Loads the reference geography into PostgreSQL (idempotent: rows are upserted by P-code).
 * A DS division's office contact is operational data and is never overwritten.
 */
export async function loadGeography(em: EntityManager): Promise<{ districts: number; dsDivisions: number }> {
  const data = geographyData();
  const districts = data.districts.map((d) => ({
    code: d.code,
    name_en: d.name.en,
    name_si: d.name.si,
    name_ta: d.name.ta,
    province: d.province,
    centroid_lat: d.centroid[0],
    centroid_lng: d.centroid[1],
    boundary: d.boundary,
  }));
  const divisions = data.dsDivisions.map((d) => ({
    code: d.code,
    district_code: d.districtCode,
    name_en: d.name.en,
    name_si: d.name.si,
    name_ta: d.name.ta,
    centroid_lat: d.centroid[0],
    centroid_lng: d.centroid[1],
    boundary: d.boundary,
  }));
  const connection = em.getConnection();
  await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    await conn.execute(
      `insert into districts (code, name_en, name_si, name_ta, province, centroid_lat, centroid_lng, boundary)
       select code, name_en, name_si, name_ta, province, centroid_lat, centroid_lng, boundary
       from jsonb_to_recordset(?::jsonb) as x(code text, name_en text, name_si text, name_ta text, province text,
         centroid_lat float8, centroid_lng float8, boundary jsonb)
       on conflict (code) do update set name_en = excluded.name_en, name_si = excluded.name_si, name_ta = excluded.name_ta,
         province = excluded.province, centroid_lat = excluded.centroid_lat, centroid_lng = excluded.centroid_lng,
         boundary = excluded.boundary`,
      [JSON.stringify(districts)],
      'run',
      tx.getTransactionContext(),
    );
    await conn.execute(
      `insert into ds_divisions (code, district_code, name_en, name_si, name_ta, centroid_lat, centroid_lng, boundary)
       select code, district_code, name_en, name_si, name_ta, centroid_lat, centroid_lng, boundary
       from jsonb_to_recordset(?::jsonb) as x(code text, district_code text, name_en text, name_si text, name_ta text,
         centroid_lat float8, centroid_lng float8, boundary jsonb)
       on conflict (code) do update set district_code = excluded.district_code, name_en = excluded.name_en,
         name_si = excluded.name_si, name_ta = excluded.name_ta, centroid_lat = excluded.centroid_lat,
         centroid_lng = excluded.centroid_lng, boundary = excluded.boundary`,
      [JSON.stringify(divisions)],
      'run',
      tx.getTransactionContext(),
    );
  });
  const [counts] = await connection.execute<{ districts: string; ds: string }[]>(
    'select (select count(*) from districts) as districts, (select count(*) from ds_divisions) as ds',
  );
  return { districts: Number(counts?.districts), dsDivisions: Number(counts?.ds) };
}
