import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * The new officer's password, never from the command line (shell history, process list): typed at a prompt that does
 * not echo it when stdin is a terminal, else the first line of stdin (`printf '%s\n' "$PW" | npm run officer:add ...`).
 */
export async function readPassword(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (input.isTTY) return prompt(input, 'Password for the new officer: ');
  let text = '';
  for await (const chunk of input) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function prompt(input: NodeJS.ReadStream, question: string): Promise<string> {
  process.stderr.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}
