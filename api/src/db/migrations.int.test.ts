import { describe, expect, it } from 'vitest';
import { User } from '../accounts/user.entity.js';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { Alert } from '../alerts/alert.entity.js';
import { demoLogins, loadDemoDataIfEmpty } from '../demo/demo-data.js';
import { Report } from '../reports/report.entity.js';
import { useTestDatabase } from '../testing/test-database.js';

const db = useTestDatabase();

describe('migrations', () => {
  it('leave nothing for the schema generator to change (entities and migrations agree)', async () => {
    const diff = await db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('enforce the check constraints in the database itself', async () => {
    const conn = db.orm.em.getConnection();
    await expect(
      conn.execute(`insert into users (role, full_name, contact_no, password_hash, district_code, ds_division_code, created_at, updated_at)
                    values ('VOLUNTEER', 'X', '12345', 'h', 'LK11', 'LK1103', now(), now())`),
    ).rejects.toThrow(/users_contact_no_check/);
    await expect(
      conn.execute(`insert into users (role, full_name, contact_no, password_hash, district_code, created_at, updated_at)
                    values ('DS_OFFICER', 'X', '0112345678', 'h', 'LK11', now(), now())`),
    ).rejects.toThrow(/users_ds_division_by_role_check/);
  });
});

describe('demo data', () => {
  it('loads once into an empty database, marked as demo, with requests in every status', async () => {
    expect(await loadDemoDataIfEmpty(db.orm.em)).toBe(true);
    expect(await loadDemoDataIfEmpty(db.orm.em)).toBe(false);
    const em = db.orm.em.fork();
    expect(await em.count(User, { isDemo: false })).toBe(0);
    const statuses = new Set((await em.find(AidRequest, {})).map((r) => r.status));
    expect([...statuses].sort()).toEqual(['APPROVED', 'DELIVERED', 'PENDING', 'REJECTED']);
    expect(await em.count(Alert, { isDemo: true })).toBeGreaterThan(0);
    expect(await em.count(Report, { isDemo: true })).toBeGreaterThan(0);
    const logins = await demoLogins(db.orm.em);
    expect(new Set(logins.map((l) => l.role))).toEqual(new Set(['VOLUNTEER', 'DS_OFFICER', 'DMC_OFFICER']));
  });
});
