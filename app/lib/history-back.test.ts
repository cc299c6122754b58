import { describe, expect, it } from 'vitest';
import { stepsBackToPreviousPage, type HistoryPosition } from './history-back';

const ORIGIN = 'https://celengan.test';
const at = (position: Partial<HistoryPosition>): HistoryPosition => ({
  entryIndex: 0,
  currentIndex: 0,
  historyLength: 1,
  referrer: '',
  origin: ORIGIN,
  ...position,
});

describe('stepsBackToPreviousPage', () => {
  it.each<[string, Partial<HistoryPosition>, number | null]>([
    ['entered by a client navigation: one step back', { entryIndex: 3, currentIndex: 3, historyLength: 4 }, 1],
    ['entries the page added itself (?beli=1) are skipped', { entryIndex: 3, currentIndex: 5, historyLength: 6 }, 3],
    ['loaded from a link on this site: back to it', { referrer: `${ORIGIN}/reksadana/saham?sort=oneYear`, historyLength: 2 }, 1],
    ['loaded from this site, then own entries', { currentIndex: 2, referrer: `${ORIGIN}/reksadana`, historyLength: 4 }, 3],
    ['loaded from this site in a new tab: no entry before', { referrer: `${ORIGIN}/reksadana`, historyLength: 1 }, null],
    ['loaded from another site', { referrer: 'https://www.google.com/', historyLength: 2 }, null],
    ['a look-alike host is another site', { referrer: 'https://celengan.test.example.com/', historyLength: 2 }, null],
    ['loaded directly (no referrer)', { historyLength: 3 }, null],
    ['a malformed referrer', { referrer: 'not a url', historyLength: 2 }, null],
    ['no index known (not hydrated yet)', { entryIndex: null }, null],
    ['no current index', { currentIndex: null, entryIndex: 2 }, null],
    ['the current entry before the page’s first (inconsistent)', { entryIndex: 4, currentIndex: 2, historyLength: 5 }, null],
  ])('%s', (_, position, expected) => {
    expect(stepsBackToPreviousPage(at(position))).toBe(expected);
  });
});
