// The operator CLI (`npm run cli -- <command>`, DESIGN.md "Data"): one commander program with one
// module per command. The program is built around a context (database path, clock, output) so
// that tests run commands and their argument validation in-process, without spawning.
import { Command, CommanderError } from 'commander';
import { registerContactCommands } from './contact';
import type { CliContext } from './context';
import { registerFlagCommands } from './flags';
import { registerJobCommands } from './jobs';
import { registerKycCommands } from './kyc';
import { registerLedgerCommands } from './ledger';
import { registerMailCommands } from './mail';
import { registerMaintenanceCommands } from './maintenance';
import { registerNavCommands } from './nav';
import { registerPaymentCommands } from './payments';
import { registerPayoutCommands } from './payouts';
import { registerRatesCommands } from './rates';
import { registerRecurringCommands } from './recurring';
import { registerSeedCommand } from './seed';
import { registerStatementCommands } from './statements';

export function buildProgram(context: CliContext): Command {
  const program = new Command('cli')
    .usage('<command> [options]')
    .description('Celengan operator commands (npm run cli -- <command>)')
    // Settings set before the subcommands are created are inherited by them.
    .exitOverride()
    .configureOutput({ writeOut: context.out, writeErr: context.err })
    .allowExcessArguments(false);
  registerSeedCommand(program, context);
  registerFlagCommands(program, context);
  registerLedgerCommands(program, context);
  registerMailCommands(program, context);
  registerMaintenanceCommands(program, context);
  registerNavCommands(program, context);
  registerPaymentCommands(program, context);
  // Issue 15: the custodian's payouts of sales and cash dividends
  registerPayoutCommands(program, context);
  registerKycCommands(program, context);
  // Issue 14 item 4: the back office's contact changes (decision 054)
  registerContactCommands(program, context);
  // Issue 16 item 6: the dollar's buy rate (decision 069)
  registerRatesCommands(program, context);
  // Issue 17 item 2: Nabung Rutin's daily runs (decisions 072, 073)
  registerRecurringCommands(program, context);
  // Issue 17 item 3: the daily jobs' runs (decision 076)
  registerJobCommands(program, context);
  // Issue 18 item 1: the monthly e-statements (decision 081)
  registerStatementCommands(program, context);
  return program;
}

/** Runs one command line (arguments after the script name) and returns the exit status. */
export async function runCli(args: readonly string[], context: CliContext): Promise<number> {
  try {
    await buildProgram(context).parseAsync([...args], { from: 'user' });
    return 0;
  } catch (error) {
    // Commander has already printed its own errors (and help, which exits 0).
    if (error instanceof CommanderError) return error.exitCode;
    const message = error instanceof Error ? error.message : String(error);
    context.err(`error: ${message}\n`);
    return 1;
  }
}
