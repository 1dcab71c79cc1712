import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/bootstrap.js';
import { CREATE_AID, EMERGENCY, ok, POST_DISASTER } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { withPgClient } from '../testing/pg-client.js';
import { AidRequestDuplicate } from './duplicates/aid-request-duplicate.entity.js';
import { backfillNameKeys, MISSING_KEYS_SQL } from './name-key-backfill.js';

const db = useTestDatabase();
const api = useTestServer(db);

const near = { latitude: 6.9345, longitude: 79.8528 };
let serial = 0;
/** A request with its own phone, NIC and description, so only the name can pair it. */
async function create(fullName: string): Promise<number> {
  serial += 1;
  const unique = {
    contactNo: `07${String(50_000_000 + serial * 7919).padStart(8, '0')}`,
    nicNumber: `19902${String(serial).padStart(7, '0')}`,
    description: `Backfill need ${serial}: ${'klmnopqrst'.repeat(serial)}`,
  };
  const data = await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, {
    input: POST_DISASTER({ fullName, ...unique, ...near }),
  });
  return Number(data.createAidRequest.id);
}

const keyOf = async (id: number) =>
  (
    await db.orm.em
      .fork()
      .execute<{ name_key: string | null }[]>('select name_key from aid_requests where id = ?', [id])
  )[0]!.name_key;
const pairOf = (requestId: number, otherId: number) =>
  db.orm.em.fork().findOne(AidRequestDuplicate, { request: requestId, other: otherId });

describe('name keys of requests stored before the key existed', () => {
  it('keys them in batches at start, after which duplicate detection pairs them by name', async () => {
    const old = await create('Nimal Perera');
    const otherOld = await create('Kamal Silva');
    const emergency = Number(
      (await ok<{ createAidRequest: { id: string } }>(api, CREATE_AID, { input: EMERGENCY('0761239001') }))
        .createAidRequest.id,
    );
    await db.orm.em.fork().execute('update aid_requests set name_key = null where id in (?, ?)', [old, otherOld]);
    // Without its key, the old request is not paired by name.
    const before = await create('නිමල් පෙරේරා');
    expect(await pairOf(before, old)).toBeNull();
    await db.orm.em.fork().execute('update aid_requests set name_key = null where id = ?', [before]);

    // Batches of one: every batch boundary is crossed; the emergency request has no name and stays without a key.
    expect(await backfillNameKeys(db.orm.em.fork(), 1)).toBe(3);
    expect([await keyOf(old), await keyOf(otherOld), await keyOf(before), await keyOf(emergency)]).toEqual([
      'nml prr',
      'kml slv',
      'nml prr',
      null,
    ]);
    expect(await backfillNameKeys(db.orm.em.fork())).toBe(0);

    const after = await create('நிமல் பெரேரா');
    expect((await pairOf(after, old))?.reasons).toEqual(['SAME_NAME_NEARBY']);
    expect(await pairOf(after, otherOld)).toBeNull();
  });

  it('runs on the database start-up, before the server serves', async () => {
    const old = await create('Sunil Fernando');
    await db.orm.em.fork().execute('update aid_requests set name_key = null where id = ?', [old]);
    const started = await openDatabase({ databaseUrl: db.url, dataDir: '' }, () => undefined);
    await started.close();
    expect(await keyOf(old)).toBe('prnnt snl');
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the start-up read of requests without a name key', () => {
  it('reads the partial index of those requests, not the table, however many requests are keyed', async () => {
    const plan = await withPgClient(db.url, async (client) => {
      await client.query('begin');
      try {
        // Many keyed requests (rolled back after): the backfill's read must not walk them at each start.
        await client.query(
          `insert into aid_requests (request_type, status, full_name, name_key, contact_no, date_time, description,
             type_support, district_code, ds_division_code, latitude, longitude, created_at, updated_at)
           select 'POST_DISASTER', 'PENDING', 'Person ' || g, 'prsn', lpad(g::text, 10, '7'), now(), 'Need', 'Food',
             d.district_code, d.code, 7.0, 80.0, now(), now()
           from generate_series(1, 20000) g, (select code, district_code from ds_divisions order by code limit 1) d`,
        );
        await client.query('analyze aid_requests');
        const sql = MISSING_KEYS_SQL.replace('?', '0').replace('?', '1000');
        return (await client.query(`explain (format json) ${sql}`)).rows[0]['QUERY PLAN'][0].Plan as PlanNode;
      } finally {
        await client.query('rollback');
      }
    });
    const scans = nodesOf(plan).filter((n) => n['Relation Name'] === 'aid_requests');
    expect(scans.map((n) => [n['Node Type'], n['Index Name']])).toEqual([
      ['Index Scan', 'aid_requests_name_key_missing_index'],
    ]);
  });
});
