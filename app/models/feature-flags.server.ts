// Feature flags (spec landing §3 "Initial page data", funds §3 "Page initials"): the database holds
// their state, app/domain/feature-flags.ts their closed list and defaults. Switching one is an
// operator action and is written to the audit log (DESIGN.md "Security baseline").
import {
  FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  resolveFlags,
  type FeatureFlagName,
  type FeatureFlagState,
} from '~/domain/feature-flags';
import type { Db } from '../../db/client';
import { auditLog, featureFlags } from '../../db/schema';
import { versionedCache } from '~/lib/db-version.server';

/** The flags per database, read again whenever anything in the database changed (every page reads them). */
const rememberFlags = versionedCache<FeatureFlagState>(1);

/** Every flag, stored value or default. */
export function getFeatureFlags(db: Db): FeatureFlagState {
  return rememberFlags(db, 'flags', () => resolveFlags(db.select({ name: featureFlags.name, enabled: featureFlags.enabled }).from(featureFlags).all()));
}

export interface FeatureFlagRow {
  name: FeatureFlagName;
  enabled: boolean;
  defaultEnabled: boolean;
  description: string;
  /** When it was last stored; null when the flag still has its default without a row. */
  updatedAt: Date | null;
}

/** Every flag with its description and default, for operators (`flags:list`). */
export function listFeatureFlags(db: Db): FeatureFlagRow[] {
  const stored = new Map(db.select().from(featureFlags).all().map((row) => [row.name, row]));
  const state = resolveFlags([...stored.values()]);
  return FEATURE_FLAG_NAMES.map((name) => ({
    name,
    enabled: state[name],
    defaultEnabled: FEATURE_FLAGS[name].defaultEnabled,
    description: FEATURE_FLAGS[name].description,
    updatedAt: stored.get(name)?.updatedAt ?? null,
  }));
}

export type AuditActor = { kind: 'cli' } | { kind: 'operator'; userId: number };

export interface SetFeatureFlagResult {
  name: FeatureFlagName;
  previous: boolean;
  enabled: boolean;
}

/** Stores one flag and records who switched it, in one transaction. */
export function setFeatureFlag(
  db: Db,
  input: { name: FeatureFlagName; enabled: boolean; actor: AuditActor; now: Date },
): SetFeatureFlagResult {
  return db.transaction(
    (tx) => {
      const previous = resolveFlags(tx.select().from(featureFlags).all())[input.name];
      tx.insert(featureFlags)
        .values({ name: input.name, enabled: input.enabled, updatedAt: input.now })
        .onConflictDoUpdate({ target: featureFlags.name, set: { enabled: input.enabled, updatedAt: input.now } })
        .run();
      tx.insert(auditLog)
        .values({
          at: input.now,
          actorKind: input.actor.kind,
          actorUserId: input.actor.kind === 'operator' ? input.actor.userId : null,
          action: 'feature_flag.set',
          entity: 'feature_flag',
          entityId: input.name,
          details: { from: previous, to: input.enabled },
        })
        .run();
      return { name: input.name, previous, enabled: input.enabled };
    },
    { behavior: 'immediate' },
  );
}

/** The seed's starting state: every flag at its default. */
export function resetFeatureFlags(db: Db, now: Date): number {
  return db.transaction(
    (tx) => {
      tx.delete(featureFlags).run();
      for (const name of FEATURE_FLAG_NAMES) {
        tx.insert(featureFlags).values({ name, enabled: FEATURE_FLAGS[name].defaultEnabled, updatedAt: now }).run();
      }
      return FEATURE_FLAG_NAMES.length;
    },
    { behavior: 'immediate' },
  );
}
