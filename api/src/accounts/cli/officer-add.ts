/**
 * Operator command: creates a DS or DMC officer and prints the numeric user id.
 *   npm run officer:add -- --role DS_OFFICER|DMC_OFFICER --district NAME [--ds NAME] --name NAME --contact 10DIGITS [--email E]
 * The password is typed at a prompt, or read from the first line of stdin; never from the command line.
 * Works whether or not the server runs: it joins the embedded PostgreSQL of DATA_DIR, or starts it, or uses DATABASE_URL.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../../server/settings.js';
import { openDatabase } from '../../db/bootstrap.js';
import { AppError } from '../../core/errors/errors.js';
import { systemContext } from '../../core/context/service-context.js';
import { AccountsService } from '../accounts.service.js';
import { Role } from '../user.entity.js';
import { readPassword } from './read-password.js';
import { runCommand } from '../../core/context/cli.js';

const USAGE =
  'Usage: npm run officer:add -- --role DS_OFFICER|DMC_OFFICER --district NAME [--ds NAME] --name NAME --contact 10DIGITS [--email E]\n' +
  'The password is asked for at a prompt, or read from the first line of stdin.';

async function main(): Promise<number> {
  if (process.argv.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    process.stderr.write(
      '--password is not accepted: a password on the command line ends up in shell history and the process list. Type it at the prompt or pipe it on stdin.\n',
    );
    return 2;
  }
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      district: { type: 'string' },
      ds: { type: 'string' },
      name: { type: 'string' },
      contact: { type: 'string' },
      email: { type: 'string' },
    },
    strict: true,
  });
  const role = values.role?.toUpperCase();
  if ((role !== Role.DS_OFFICER && role !== Role.DMC_OFFICER) || !values.district || !values.name || !values.contact) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (role === Role.DS_OFFICER && !values.ds) {
    process.stderr.write('A DS officer needs --ds (the divisional secretariat).\n');
    return 2;
  }
  const password = await readPassword();
  if (!password) {
    process.stderr.write('No password given (prompt or first line of stdin).\n');
    return 2;
  }
  // Never the demo data: an operator's command only adds the officer.
  const database = await openDatabase({ ...readServerConfig(), demoData: false }, () => undefined);
  try {
    const em = database.orm.em.fork();
    const user = await new AccountsService(systemContext(em)).createOfficer({
      role,
      district: values.district,
      dsDivision: values.ds ?? null,
      fullName: values.name,
      contactNo: values.contact,
      password,
      email: values.email ?? null,
    });
    process.stdout.write(`${user.id}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const details = error.fields
        ? Object.entries(error.fields)
            .map(([field, message]) => `\n  ${field}: ${message}`)
            .join('')
        : '';
      process.stderr.write(`${error.message}${details}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runCommand(main);
