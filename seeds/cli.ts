// Entry point of `npm run cli -- <command>` (run by tsx). The commands live in seeds/commands/.
import { runCli } from './commands/program';

process.exitCode = await runCli(process.argv.slice(2), {
  databasePath: process.env.DATABASE_PATH || 'data/celengan.db',
  now: () => new Date(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
