import { execSync } from 'node:child_process';
import { inject } from 'vitest';

export const E2E_PASSWORD = 'e2e-password-1';

/** Creates an officer the way an operator does, with `npm run officer:add`, against the running server's database. */
export function officerAdd(args: string): number {
  // The password goes on stdin, never on the command line.
  const out = execSync(`npm run -s officer:add -- ${args}`, {
    env: { ...process.env, DATA_DIR: inject('dataDir') },
    input: `${E2E_PASSWORD}\n`,
    encoding: 'utf8',
  });
  return Number(out.trim().split('\n').pop());
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
