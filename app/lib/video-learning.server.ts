// The 404 answers of the video-learning pages (/university and its courses and lessons), for their
// loaders to throw; the routes' error boundary (components/content/lesson-error-boundary.tsx) reads
// `notFound` to say what is missing.
import { data } from 'react-router';
import type { Db } from '../../db/client';
import { db } from './db.server';
import { getFeatureFlags } from '~/models/feature-flags.server';

export interface VideoNotFound {
  notFound: 'disabled' | 'lesson';
}

/** Throws the `disabled` 404 while video learning is switched off (feature flag videoLearning). */
export function requireVideoLearning(database: Db = db()): void {
  if (!getFeatureFlags(database).videoLearning) throw data({ notFound: 'disabled' } satisfies VideoNotFound, { status: 404 });
}

/** The `lesson` 404 for a loader to throw: an unknown course or lesson. */
export function lessonNotFound() {
  return data({ notFound: 'lesson' } satisfies VideoNotFound, { status: 404 });
}
