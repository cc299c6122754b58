// The course-to-first-lesson lookup of /university/{playlistSlug} (models/content.server.ts) on this
// file's copy of the seeded database. The lists and pages themselves: tests/integration/content.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { VIDEO_COURSES } from '../../seeds/content';
import { db } from '~/lib/db.server';
import { getCourseFirstLessonPath } from './content.server';

describe('getCourseFirstLessonPath', () => {
  it("is the address of a course's first lesson", () => {
    for (const course of VIDEO_COURSES) {
      expect(getCourseFirstLessonPath(course.slug)).toBe(`/university/${course.slug}/${course.videos[0]!.slug}`);
    }
  });

  it('is null for an unknown or unpublished course', () => {
    expect(getCourseFirstLessonPath('tidak-ada')).toBeNull();
    const slug = VIDEO_COURSES[0]!.slug;
    const { videoCourses } = schema;
    db().update(videoCourses).set({ isPublished: false }).where(eq(videoCourses.slug, slug)).run();
    try {
      expect(getCourseFirstLessonPath(slug)).toBeNull();
    } finally {
      db().update(videoCourses).set({ isPublished: true }).where(eq(videoCourses.slug, slug)).run();
    }
  });
});
