import type { EntityManager } from '@mikro-orm/postgresql';
import { DsDivision } from './geography.entity.js';

/** Every DS office with a public contact number, by division code. */
export async function allOfficeContacts(
  em: EntityManager,
): Promise<Array<{ dsDivisionCode: string; contactNo: string }>> {
  const rows = await em.find(
    DsDivision,
    { officeContact: { $ne: null } },
    { fields: ['code', 'officeContact'], orderBy: { code: 'asc' } },
  );
  return rows.map((row) => ({ dsDivisionCode: row.code, contactNo: row.officeContact! }));
}

/** The office contact of one division (null when none is set). */
export async function officeContactOf(em: EntityManager, dsDivisionCode: string): Promise<string | null> {
  return (await em.findOne(DsDivision, { code: dsDivisionCode }, { fields: ['officeContact'] }))?.officeContact ?? null;
}

/** Sets one division's office contact. */
export async function setOfficeContact(em: EntityManager, dsDivisionCode: string, contactNo: string): Promise<void> {
  await em.nativeUpdate(DsDivision, { code: dsDivisionCode }, { officeContact: contactNo });
}

/** Sets one division's office contact unless it already has one (the first officer's number). */
export async function setOfficeContactIfUnset(
  em: EntityManager,
  dsDivisionCode: string,
  contactNo: string,
): Promise<void> {
  await em.nativeUpdate(DsDivision, { code: dsDivisionCode, officeContact: null }, { officeContact: contactNo });
}
