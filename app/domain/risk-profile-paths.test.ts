import { describe, expect, it } from 'vitest';
import { nextQuestionIndex, questionHref, questionIndexToShow, roboScorePath, roboScoreResultPath } from './risk-profile-paths';

describe('the question a test page shows (decision 065)', () => {
  it.each<[string | null, number, number, number]>([
    [null, 0, 8, 0],
    [null, 3, 8, 3],
    // every question answered (a retake's stale page): the last one
    [null, 8, 8, 7],
    ['1', 3, 8, 0],
    ['4', 3, 8, 3],
    // never past the first unanswered question
    ['5', 3, 8, 3],
    ['0', 3, 8, 3],
    ['-1', 3, 8, 3],
    ['abc', 3, 8, 3],
    ['1e3', 3, 8, 3],
    ['99999', 3, 8, 3],
    ['3', 8, 3, 2],
  ])('langkah=%s, resume %i of %i → %i', (requested, resume, total, index) => {
    expect(questionIndexToShow(requested, resume, total)).toBe(index);
  });

  it.each<[number, number, number, number]>([
    [0, 1, 8, 1],
    // answering an earlier question again goes to the next one, not to the resume step
    [1, 5, 8, 2],
    [6, 7, 8, 7],
    [7, 8, 8, 7],
  ])('after question %i (resume %i of %i) → %i', (index, resume, total, next) => {
    expect(nextQuestionIndex(index, resume, total)).toBe(next);
  });

  it('writes the addresses', () => {
    expect(questionHref('/reksadana/profil-risiko', 2)).toBe('/reksadana/profil-risiko?langkah=3');
    expect(roboScorePath(12)).toBe('/reksadana/profil-risiko/12');
    expect(roboScoreResultPath(12)).toBe('/reksadana/profil-risiko/12/hasil');
  });
});
