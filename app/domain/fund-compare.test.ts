import { describe, expect, it } from 'vitest';
import { commonStartDate, compareQuery, compareSelection, growthFrom } from './fund-compare';

describe('compareSelection', () => {
  it.each([
    { values: ['a', 'b', 'c'], slugs: ['a', 'b', 'c'], malformed: [], tooMany: false },
    { values: ['a', '', 'c'], slugs: ['a', 'c'], malformed: [], tooMany: false },
    { values: ['', '', ''], slugs: [], malformed: [], tooMany: false },
    { values: [null, undefined, ' b '], slugs: ['b'], malformed: [], tooMany: false },
    { values: ['a', 'a', 'b'], slugs: ['a', 'b'], malformed: [], tooMany: false },
    { values: ['a', 'b', 'c', 'd'], slugs: ['a', 'b', 'c'], malformed: [], tooMany: true },
    { values: ['A-B', '../x', 'ok-1'], slugs: ['ok-1'], malformed: ['A-B', '../x'], tooMany: false },
  ])('$values → $slugs', ({ values, slugs, malformed, tooMany }) => {
    expect(compareSelection(values)).toEqual({ slugs, malformed, tooMany });
  });

  it('writes fund1..fund3 with empty strings for the unset ones', () => {
    expect(compareQuery(['a'])).toBe('fund1=a&fund2=&fund3=');
    expect(compareQuery(['a', 'b', 'c'], { jenis: 'saham', q: '' })).toBe('fund1=a&fund2=b&fund3=c&jenis=saham');
  });
});

describe('growth from a common start', () => {
  const old = [
    { date: '2024-01-02', adjustedNav: 10000 },
    { date: '2024-01-03', adjustedNav: 20000 },
    { date: '2024-01-04', adjustedNav: 30000 },
    { date: '2024-01-05', adjustedNav: 25000 },
  ];
  const young = [
    { date: '2024-01-03', adjustedNav: 50000 },
    { date: '2024-01-04', adjustedNav: 55000 },
    { date: '2024-01-05', adjustedNav: 45000 },
  ];

  it('starts at the latest first date, and has none when a fund has no NAV', () => {
    expect(commonStartDate([old, young])).toBe('2024-01-03');
    expect(commonStartDate([old, []])).toBeNull();
    expect(commonStartDate([])).toBeNull();
  });

  it('rebases each fund to 100 on the common start', () => {
    expect(growthFrom(old, '2024-01-03')).toEqual([
      { x: '2024-01-03', y: 100 },
      { x: '2024-01-04', y: 150 },
      { x: '2024-01-05', y: 125 },
    ]);
    expect(growthFrom(young, '2024-01-03')).toEqual([
      { x: '2024-01-03', y: 100 },
      { x: '2024-01-04', y: 110 },
      { x: '2024-01-05', y: 90 },
    ]);
  });

  it('thins long series evenly and keeps the last point', () => {
    const long = Array.from({ length: 1000 }, (_, i) => ({ date: `d${String(i).padStart(4, '0')}`, adjustedNav: 10000 + i }));
    const thinned = growthFrom(long, 'd0000', 100);
    expect(thinned.length).toBeLessThanOrEqual(101);
    expect(thinned[0]).toEqual({ x: 'd0000', y: 100 });
    expect(thinned.at(-1)).toEqual({ x: 'd0999', y: 109.99 });
  });
});
