// The 404 answers the video-learning routes throw (lib/video-learning.server.ts), on this file's copy
// of the seeded database.
import { describe, expect, it } from 'vitest';
import { db } from './db.server';
import { lessonNotFound, requireVideoLearning } from './video-learning.server';
import { setFeatureFlag } from '~/models/feature-flags.server';

describe('requireVideoLearning', () => {
  const setVideoLearning = (enabled: boolean) =>
    setFeatureFlag(db(), { name: 'videoLearning', enabled, actor: { kind: 'cli' }, now: new Date() });

  it('passes while video learning is on and throws the "disabled" 404 while it is off', () => {
    expect(() => requireVideoLearning()).not.toThrow();
    setVideoLearning(false);
    try {
      let thrown: unknown;
      try {
        requireVideoLearning();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ type: 'DataWithResponseInit', data: { notFound: 'disabled' }, init: { status: 404 } });
    } finally {
      setVideoLearning(true);
    }
  });

  it('has a "lesson" 404 for an unknown course or lesson', () => {
    expect(lessonNotFound()).toMatchObject({ data: { notFound: 'lesson' }, init: { status: 404 } });
  });
});
