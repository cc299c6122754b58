// `flags:list` and `flags:set NAME on|off`: the feature flags of app/domain/feature-flags.ts.
// Setting one writes an audit_log row with actor_kind 'cli' (app/models/feature-flags.server.ts).
import { InvalidArgumentError, type Command } from 'commander';
import { FEATURE_FLAG_NAMES, isFeatureFlagName, type FeatureFlagName } from '~/domain/feature-flags';
import { listFeatureFlags, setFeatureFlag } from '~/models/feature-flags.server';
import { withDatabase, type CliContext } from './context';

export function parseFlagName(value: string): FeatureFlagName {
  if (!isFeatureFlagName(value)) {
    throw new InvalidArgumentError(`Unknown flag. Known flags: ${FEATURE_FLAG_NAMES.join(', ')}.`);
  }
  return value;
}

export function parseFlagValue(value: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new InvalidArgumentError("Expected 'on' or 'off'.");
}

const onOff = (enabled: boolean) => (enabled ? 'on' : 'off');

export function registerFlagCommands(program: Command, context: CliContext): void {
  program
    .command('flags:list')
    .description('List the feature flags with their state and default')
    .action(() => {
      const rows = withDatabase(context, listFeatureFlags);
      const width = Math.max(...rows.map((r) => r.name.length));
      const lines = rows.map(
        (r) => `${r.name.padEnd(width)}  ${onOff(r.enabled).padEnd(3)}  (default ${onOff(r.defaultEnabled).padEnd(3)})  ${r.description}`,
      );
      context.out(`${lines.join('\n')}\n`);
    });

  program
    .command('flags:set')
    .description('Switch a feature flag on or off (recorded in the audit log)')
    .argument('<name>', `flag name (${FEATURE_FLAG_NAMES.join(', ')})`, parseFlagName)
    .argument('<value>', 'on or off', parseFlagValue)
    .action((name: FeatureFlagName, enabled: boolean) => {
      const result = withDatabase(context, (db) =>
        setFeatureFlag(db, { name, enabled, actor: { kind: 'cli' }, now: context.now() }),
      );
      const change = result.previous === result.enabled ? `stays ${onOff(result.enabled)}` : `${onOff(result.previous)} -> ${onOff(result.enabled)}`;
      context.out(`Flag ${result.name}: ${change} (recorded in the audit log).\n`);
    });
}
