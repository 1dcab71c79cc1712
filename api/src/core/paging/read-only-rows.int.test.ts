import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { Alert, AlertType } from '../../alerts/alert.entity.js';
import { District, DsDivision } from '../../geography/geography.entity.js';
import { User } from '../../accounts/user.entity.js';
import { makeVolunteer } from '../../testing/factories.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { afterRow } from './paging.js';
import { findReadOnly } from './read-only-rows.js';

const db = useTestDatabase();

async function publishAlerts(em: EntityManager, count: number): Promise<Alert[]> {
  const alerts = Array.from({ length: count }, (_, i) =>
    em.create(Alert, {
      type: i % 2 ? AlertType.FLOOD : AlertType.OTHER,
      customType: i % 2 ? null : 'Tsunami warning',
      district: em.getReference(District, 'LK11'),
      dsDivision: em.getReference(DsDivision, 'LK1103'),
      latitude: 6.9 + i / 1000,
      longitude: 79.9,
      reporterContact: '0771234567',
      alsoDsDivisionCodes: ['LK1106'],
      texts: { si: { headline: 'ගංවතුර', instruction: null } },
      issuedAt: new Date(Date.UTC(2026, 10, 20, 6, i)),
    }),
  );
  await em.flush();
  return alerts;
}

describe('findReadOnly', () => {
  it('answers the rows em.find answers, field for field, with each relation as a reference to its key', async () => {
    const alerts = await publishAlerts(db.orm.em.fork(), 5);
    const where = { id: { $in: alerts.map((a) => a.id) }, ...afterRow('alerts', 'issued_at', alerts[4]!.id) };
    const orderBy = { issuedAt: 'desc', id: 'desc' } as const;
    const entities = await db.orm.em.fork().find(Alert, where, { orderBy, limit: 3 });
    const rows = await findReadOnly(db.orm.em.fork(), Alert, where, { orderBy, limit: 3 });

    expect(rows.map((r) => r.id)).toEqual([alerts[3]!.id, alerts[2]!.id, alerts[1]!.id]);
    expect(rows.map((r) => r.id)).toEqual(entities.map((e) => e.id));
    for (const [i, row] of rows.entries()) {
      const entity = entities[i]!;
      const { district, dsDivision, sourceReport, ...columns } = wrap(entity).toObject() as Record<string, unknown>;
      expect(row).toMatchObject(columns);
      expect(row.issuedAt).toBeInstanceOf(Date);
      expect(row.issuedAt.getTime()).toBe(entity.issuedAt.getTime());
      expect(row.district).toEqual({ code: district });
      expect(row.dsDivision).toEqual({ code: dsDivision });
      expect(row.sourceReport ?? null).toBe(sourceReport ?? null);
      expect('images' in row).toBe(false);
    }
    expect(rows[1]!.texts).toEqual({ si: { headline: 'ගංවතුර', instruction: null } });
    expect(rows[0]!.alsoDsDivisionCodes).toEqual(['LK1106']);
  });

  it('leaves the entity manager with nothing managed, so nothing it read is ever flushed', async () => {
    const alerts = await publishAlerts(db.orm.em.fork(), 2);
    const em = db.orm.em.fork();
    const rows = await findReadOnly(
      em,
      Alert,
      { id: { $in: alerts.map((a) => a.id) } },
      { orderBy: { id: 'asc' }, limit: 10 },
    );
    expect(rows).toHaveLength(2);
    rows[0]!.reporterContact = '0710000000';
    await em.flush();
    expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
    const stored = await db.orm.em.fork().findOneOrFail(Alert, alerts[0]!.id);
    expect(stored.reporterContact).toBe('0771234567');
  });

  it('leaves lazy properties unread, as em.find does: a list of users carries no password hash', async () => {
    const em = db.orm.em.fork();
    const volunteer = await makeVolunteer(em);
    const [entity] = await db.orm.em.fork().find(User, { id: volunteer.id });
    const [row] = await findReadOnly(em.fork(), User, { id: volunteer.id }, { orderBy: { id: 'asc' }, limit: 1 });
    expect(row!.fullName).toBe(entity!.fullName);
    expect(row!.district).toEqual({ code: volunteer.district.code });
    expect('passwordHash' in row!).toBe(false);
  });
});
