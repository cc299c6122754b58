import { describe, expect, it } from 'vitest';
import { moveFormSchema, moveRequestSchema } from './move-fund';

const base = { portfolioId: 1, targetPortfolioId: 2, mutualFundId: 3 };

describe('the move request (spec funds §7 move-fund; decision 061)', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['a JSON number of units', { units: 12.5 }, { mode: 'units', units: 125_000 }],
    ['4 decimals', { units: 0.0001 }, { mode: 'units', units: 1 }],
    ['Indonesian text', { units: '1.234,5678' }, { mode: 'units', units: 12_345_678 }],
    ['plain text', { units: '40' }, { mode: 'units', units: 400_000 }],
    ['all', { all: true }, { mode: 'all' }],
    ['all as form text', { all: 'true' }, { mode: 'all' }],
  ])('%s', (_case, change, amount) => {
    const parsed = moveRequestSchema.safeParse({ ...base, ...change });
    expect(parsed.success && parsed.data.amount).toEqual(amount);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['5 decimals', { units: 1.00001 }, 'transact:move.errors.units'],
    ['a number JSON prints with an exponent', { units: 1e-7 }, 'transact:move.errors.units'],
    ['zero', { units: 0 }, 'transact:move.errors.units'],
    ['words', { units: 'sepuluh' }, 'transact:move.errors.units'],
    ['units and all', { units: 1, all: true }, 'transact:move.errors.unitsOrAll'],
    ['neither', {}, 'validation:required'],
  ])('refuses %s', (_case, change, message) => {
    const parsed = moveRequestSchema.safeParse({ ...base, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('the form: "all" wins over units typed before it, and posts ids as text', () => {
    const parsed = moveFormSchema.safeParse({ intent: 'calculate', targetPortfolioId: '2', all: 'true', units: '5' });
    expect(parsed.success && parsed.data).toMatchObject({ targetPortfolioId: 2, amount: { mode: 'all' } });
    const some = moveFormSchema.safeParse({ intent: 'calculate', targetPortfolioId: '2', all: 'false', units: '' });
    expect(some.success).toBe(false);
  });
});
