import { describe, expect, it } from 'vitest';
import { normalizedPepAnswer, PEP_POSITIONS, pepProblems, type PepAnswer } from './pep';

const answer = (pepStatus: PepAnswer['pepStatus'], pepPosition: string | null = null, pepRelationship: PepAnswer['pepRelationship'] = null): PepAnswer => ({
  pepStatus,
  pepPosition,
  pepRelationship,
});

describe('the PEP positions', () => {
  it('are 14 (spec funds §5), each once', () => {
    expect(PEP_POSITIONS).toHaveLength(14);
    expect(new Set(PEP_POSITIONS).size).toBe(14);
  });
});

describe('pepProblems', () => {
  it.each([
    [answer(null), { pepStatus: 'STATUS_MISSING' }],
    [answer('NO'), {}],
    // a position given with NO is dropped, not refused
    [answer('NO', 'MINISTER', 'SPOUSE'), {}],
    [answer('SELF', 'MINISTER'), {}],
    [answer('SELF'), { pepPosition: 'POSITION_MISSING' }],
    [answer('SELF', ''), { pepPosition: 'POSITION_MISSING' }],
    [answer('SELF', 'KING'), { pepPosition: 'POSITION_UNKNOWN' }],
    // one's own position needs no relationship
    [answer('SELF', 'JUDGE', null), {}],
    [answer('RELATED', 'GOVERNOR', 'PARENT_CHILD'), {}],
    [answer('RELATED', 'GOVERNOR'), { pepRelationship: 'RELATIONSHIP_MISSING' }],
    [answer('RELATED', null, 'SPOUSE'), { pepPosition: 'POSITION_MISSING' }],
    [answer('RELATED'), { pepPosition: 'POSITION_MISSING', pepRelationship: 'RELATIONSHIP_MISSING' }],
  ])('%o → %o', (input, problems) => {
    expect(pepProblems(input)).toEqual(problems);
  });
});

describe('normalizedPepAnswer', () => {
  it.each([
    [answer('NO', 'MINISTER', 'SPOUSE'), answer('NO')],
    [answer('SELF', 'MINISTER', 'SPOUSE'), answer('SELF', 'MINISTER')],
    [answer('RELATED', 'MINISTER', 'SPOUSE'), answer('RELATED', 'MINISTER', 'SPOUSE')],
    [answer(null, 'MINISTER'), answer(null)],
  ])('%o → %o', (input, output) => {
    expect(normalizedPepAnswer(input)).toEqual(output);
  });
});
