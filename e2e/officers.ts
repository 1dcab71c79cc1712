import { execSync } from 'node:child_process';
import { inject } from 'vitest';
import { AccountsService } from '../api/src/accounts/accounts.service.js';
import { Role } from '../api/src/accounts/user.entity.js';
import { openOrm } from '../api/src/db/orm.js';
import { systemContext } from '../api/src/core/context/service-context.js';

export const E2E_PASSWORD = 'e2e-password-1';

/**
 * Creates an officer the way an operator does, with `npm run officer:add`, against the running server's database.
 * It starts a whole process (seconds): roles.spec.ts keeps this one test of the command; others use `addOfficer`.
 */
export function officerAdd(args: string): number {
  // The password goes on stdin, never on the command line.
  const out = execSync(`npm run -s officer:add -- ${args}`, {
    env: { ...process.env, DATA_DIR: inject('dataDir') },
    input: `${E2E_PASSWORD}\n`,
    encoding: 'utf8',
  });
  return Number(out.trim().split('\n').pop());
}

export interface E2eOfficer {
  role: 'DS_OFFICER' | 'DMC_OFFICER';
  /** District and DS division by name, as an operator types them. */
  district: string;
  ds?: string;
  name: string;
  contact: string;
}

/** Creates an officer through the accounts service the command uses, on the e2e server's database; answers the ID. */
export async function addOfficer(officer: E2eOfficer): Promise<number> {
  const orm = await openOrm(inject('databaseUrl'), { poolMax: 1 });
  try {
    const user = await new AccountsService(systemContext(orm.em.fork())).createOfficer({
      role: officer.role === 'DS_OFFICER' ? Role.DS_OFFICER : Role.DMC_OFFICER,
      district: officer.district,
      dsDivision: officer.ds ?? null,
      fullName: officer.name,
      contactNo: officer.contact,
      password: E2E_PASSWORD,
    });
    return user.id;
  } finally {
    await orm.close();
  }
}

/** Signs a volunteer up through the old clients' REST call; answers the new User ID. */
export async function volunteerSignup(name: string, contact: string): Promise<number> {
  const answer = await fetch(`${inject('baseUrl')}/Volunteer/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Name: name,
      Email: `v-${Date.now()}@example.org`,
      Password: E2E_PASSWORD,
      District: 'Colombo',
      DivisionalSecretariat: 'Kolonnawa',
      ContactNumber: contact,
    }),
  });
  if (!answer.ok) throw new Error(`sign-up answered ${answer.status}`);
  return ((await answer.json()) as { userId: number }).userId;
}
