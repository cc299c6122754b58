// `ledger:check`: recomputes every position from the unit ledger (DESIGN.md "The order
// lifecycle") and reports each difference; exits 1 when there is any.
import type { Command } from 'commander';
import { checkLedger, type LedgerDifference } from '~/models/ledger.server';
import { CliError, withDatabase, type CliContext } from './context';

export function describeDifference(d: LedgerDifference): string {
  const where = `portfolio ${d.portfolioId}, fund ${d.fundId}`;
  switch (d.kind) {
    case 'missing':
      return `${where}: position missing (ledger says ${d.expected.units} units ×10^-4)`;
    case 'extra':
      return `${where}: position without ledger entries (${d.actual.units} units ×10^-4)`;
    case 'entry':
      return `${where}: ledger entry ${d.entryId} ${d.field} is ${d.actual}, the rule gives ${d.expected}`;
    default:
      return `${where}: ${d.kind} is ${d.actual}, the ledger gives ${d.expected}`;
  }
}

export function registerLedgerCommands(program: Command, context: CliContext): void {
  program
    .command('ledger:check')
    .description('Recompute every position from the unit ledger and report any difference (exit 1)')
    .action(() => {
      const differences = withDatabase(context, checkLedger);
      if (differences.length > 0) {
        context.out(`${differences.map(describeDifference).join('\n')}\n`);
        throw new CliError(`${differences.length} difference(s) between the ledger and the positions.`);
      }
      context.out('Ledger check: every position matches the unit ledger.\n');
    });
}
