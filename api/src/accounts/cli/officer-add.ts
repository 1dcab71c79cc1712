/**
 * Operator command: creates a DS or DMC officer and prints the numeric user id.
 *   npm run officer:add -- --role DS_OFFICER|DMC_OFFICER --district NAME [--ds NAME] --name NAME --contact 10DIGITS --password PW [--email E]
 * Works whether or not the server runs: it joins the embedded PostgreSQL of DATA_DIR, or starts it, or uses DATABASE_URL.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { readConfig } from '../../shared/config.js';
import { openDatabase } from '../../db/bootstrap.js';
import { AppError } from '../../shared/errors.js';
import { systemContext } from '../../shared/service-context.js';
import { AccountsService } from '../accounts.service.js';
import { Role } from '../user.entity.js';

const USAGE =
  'Usage: npm run officer:add -- --role DS_OFFICER|DMC_OFFICER --district NAME [--ds NAME] --name NAME --contact 10DIGITS --password PW [--email E]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      district: { type: 'string' },
      ds: { type: 'string' },
      name: { type: 'string' },
      contact: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
    },
    strict: true,
  });
  const role = values.role?.toUpperCase();
  if ((role !== Role.DS_OFFICER && role !== Role.DMC_OFFICER) || !values.district || !values.name || !values.contact || !values.password) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (role === Role.DS_OFFICER && !values.ds) {
    process.stderr.write('A DS officer needs --ds (the divisional secretariat).\n');
    return 2;
  }
  const database = await openDatabase(readConfig(), () => undefined);
  try {
    const em = database.orm.em.fork();
    const user = await new AccountsService(systemContext(em)).createOfficer({
      role,
      district: values.district,
      dsDivision: values.ds ?? null,
      fullName: values.name,
      contactNo: values.contact,
      password: values.password,
      email: values.email ?? null,
    });
    process.stdout.write(`${user.id}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const details = error.fields ? Object.entries(error.fields).map(([field, message]) => `\n  ${field}: ${message}`).join('') : '';
      process.stderr.write(`${error.message}${details}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
