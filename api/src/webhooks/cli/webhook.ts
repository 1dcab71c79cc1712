/**
 * Operator commands for CAP webhook receivers (README "Webhooks"):
 *   npm run webhook:add -- [--allow-private] <url> [<secret>]
 *                                              registers a receiver; without <secret>, the first line of stdin;
 *                                              --allow-private: the receiver is meant to be at a private address
 *   npm run webhook:list                       lists receivers (never their secrets)
 *   npm run webhook:remove -- <id>             stops sending to a receiver; what it was sent stays on record
 * Works whether or not the server runs: it joins the embedded PostgreSQL of DATA_DIR, or starts it, or uses DATABASE_URL.
 */
import 'reflect-metadata';
import { openDatabase } from '../../db/bootstrap.js';
import { readOutboundAddressRule } from '../../core/config/config.js';
import { readServerConfig } from '../../server/settings.js';
import {
  addSubscription,
  listSubscriptions,
  receiverRule,
  removeSubscription,
  subscriptionProblem,
} from '../webhook-subscriptions.js';
import { runCommand } from '../../core/context/cli.js';

const USAGE =
  'Usage: npm run webhook:add -- [--allow-private] <url> [<secret>] | npm run webhook:list | npm run webhook:remove -- <id>';
const ALLOW_PRIVATE = '--allow-private';

async function firstLineOfStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/u)[0] ?? '';
}

async function main(): Promise<number> {
  const [command, ...given] = process.argv.slice(2);
  const allowPrivate = command === 'add' && given.includes(ALLOW_PRIVATE);
  const args = given.filter((arg) => arg !== ALLOW_PRIVATE || command !== 'add');
  const secret = command === 'add' ? (args[1] ?? (await firstLineOfStdin())) : '';
  if (command === 'add') {
    const rule = receiverRule(readOutboundAddressRule(), allowPrivate);
    const problem = args[0] ? await subscriptionProblem(args[0], secret, rule) : USAGE;
    if (problem) {
      process.stderr.write(`${problem}\n`);
      return 2;
    }
  } else if (
    (command === 'remove' && !/^\d+$/u.test(args[0] ?? '')) ||
    !['add', 'list', 'remove'].includes(command ?? '')
  ) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // Never the demo data: an operator's command only changes the receivers.
  const database = await openDatabase({ ...readServerConfig(), demoData: false }, () => undefined);
  try {
    const em = database.orm.em.fork();
    if (command === 'add') {
      const subscription = await addSubscription(em, args[0]!, secret, allowPrivate);
      process.stdout.write(`${subscription.id}\n`);
    } else if (command === 'list') {
      for (const s of await listSubscriptions(em))
        process.stdout.write(
          `${s.id}\t${s.active ? 'active' : 'removed'}\t${s.createdAt.toISOString()}\t${s.url}${s.allowPrivate ? `\t${ALLOW_PRIVATE}` : ''}\n`,
        );
    } else if (!(await removeSubscription(em, Number(args[0])))) {
      process.stderr.write(`No active webhook ${args[0]}.\n`);
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
