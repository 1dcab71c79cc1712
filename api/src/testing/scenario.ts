import type { User } from '../accounts/user.entity.js';
import { makeDmcOfficer, makeDsOfficer, makeVolunteer, tokenFor } from './factories.js';
import type { TestDatabase } from './test-database.js';
import type { GraphQLResult, TestServer } from './test-server.js';

export interface Person {
  user: User;
  token: string;
}

/**
 * The cast of the permission tests: division A (Colombo DS) and B (Kolonnawa DS) in district X (Colombo),
 * district Y (Kandy) with its own DS officer.
 */
export interface Cast {
  volunteerA: Person;
  volunteerY: Person;
  dsA: Person;
  dsB: Person;
  dsY: Person;
  dmcX: Person;
  dmcY: Person;
}

export const DIVISION_A = { district: 'LK11', dsDivision: 'LK1103' };
export const DIVISION_B = { district: 'LK11', dsDivision: 'LK1106' };
export const DIVISION_Y = { district: 'LK21', dsDivision: 'LK2130' };

export async function makeCast(db: TestDatabase): Promise<Cast> {
  const em = db.orm.em;
  const person = async (user: User): Promise<Person> => ({ user, token: await tokenFor(em, user) });
  return {
    volunteerA: await person(await makeVolunteer(em, DIVISION_A.district, DIVISION_A.dsDivision)),
    volunteerY: await person(await makeVolunteer(em, DIVISION_Y.district, DIVISION_Y.dsDivision)),
    dsA: await person(await makeDsOfficer(em, DIVISION_A.district, DIVISION_A.dsDivision)),
    dsB: await person(await makeDsOfficer(em, DIVISION_B.district, DIVISION_B.dsDivision)),
    dsY: await person(await makeDsOfficer(em, DIVISION_Y.district, DIVISION_Y.dsDivision)),
    dmcX: await person(await makeDmcOfficer(em, 'LK11')),
    dmcY: await person(await makeDmcOfficer(em, 'LK21')),
  };
}

/** Runs an operation and fails the test with the server's words when it answers an error. */
export async function ok<T>(
  api: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  who?: Person,
): Promise<T> {
  const result: GraphQLResult<T> = await api.gql<T>(query, variables, who ? { token: who.token } : undefined);
  if (result.errors?.length || !result.data) throw new Error(`GraphQL error: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** Publishes a high flood alert in division A as the given DMC officer; answers its id. */
export async function publishFloodAlert(api: TestServer, dmc: Person): Promise<number> {
  const { createAlert } = await ok<{ createAlert: { id: number } }>(
    api,
    'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
    { input: { dsDivision: DIVISION_A.dsDivision, type: 'FLOOD', severity: 'HIGH' } },
    dmc,
  );
  return createAlert.id;
}

export const EMERGENCY = (contactNo = '0771112223', place = DIVISION_A) => ({ form: 'EMERGENCY', contactNo, ...place });

/** The old client's emergency request, as `POST /AidRequest/create` takes it. */
export const REST_EMERGENCY = (contactNo = '0771112223') => ({
  full_name: '',
  contact_no: contactNo,
  district: 'Colombo',
  divisional_secretariat: 'Colombo',
  family_size: 1,
  date_time: '2026-11-21T10:00:00',
  description: 'Emergency support requested',
  type_support: 'Emergency Aid',
  request_type: 'Emergency',
  latitude: 6.93,
  longitude: 79.85,
});

/** The old client's full post-disaster request, as `POST /AidRequest/create` takes it. */
export const REST_POST_DISASTER = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Kamala Perera',
  nic_number: '198512345678',
  contact_no: '0712223334',
  district: 'Colombo',
  divisional_secretariat: 'Colombo',
  family_size: 4,
  date_time: '2026-11-20T08:30',
  description: 'House flooded',
  type_support: 'First aid',
  request_type: 'postDisaster',
  ...overrides,
});

export const POST_DISASTER = (overrides: Record<string, unknown> = {}) => ({
  form: 'POST_DISASTER',
  fullName: 'Kamala Perera',
  nicNumber: '198512345678',
  contactNo: '0712223334',
  ...DIVISION_A,
  familySize: 4,
  dateTime: '2026-11-20T08:30',
  description: 'Our house is flooded up to the windows.',
  typeSupport: 'Supply distribution',
  ...overrides,
});

export const CREATE_AID = `mutation ($input: CreateAidRequestInput!) {
  createAidRequest(input: $input) { id status requestType fullName nicNumber contactNo familySize dateTime description typeSupport latitude longitude district { code } dsDivision { code } }
}`;
