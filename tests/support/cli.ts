// Runs the operator CLI in-process (seeds/commands/program.ts) with a fixed clock, capturing what it
// prints: the CLI tests' one way to call a command line.
import type { CliContext } from '../../seeds/commands/context';
import { runCli } from '../../seeds/commands/program';

export function cliRunner(now: Date) {
  return async function cli(args: string[], databasePath = process.env.DATABASE_PATH!) {
    let out = '';
    let err = '';
    const context: CliContext = { databasePath, now: () => now, out: (t) => (out += t), err: (t) => (err += t) };
    const status = await runCli(args, context);
    return { status, out, err };
  };
}
