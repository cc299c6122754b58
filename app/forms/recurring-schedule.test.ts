import { describe, expect, it } from 'vitest';
import { cartPlanOf, cartPlanProblems, recurringInvestmentSchema, recurringScheduleChangeSchema, recurringScheduleSchema } from './recurring-schedule';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('recurring schedule form', () => {
  it('reads a form post: masked amount, digits, DD-MM-YYYY', () => {
    const parsed = recurringScheduleSchema.parse({ portfolioId: '3', mutualFundId: '7', amount: '1.000.000', period: 'MONTHLY', date: '31', validity: 'CHOOSE_DATE', endDate: '01-01-2027' });
    expect(parsed).toEqual({ portfolioId: 3, mutualFundId: 7, amount: '1.000.000', rule: { period: 'MONTHLY', day: 31 }, validity: 'CHOOSE_DATE', endDate: '2027-01-01' });
  });

  it('reads JSON; DAILY ignores a date, FOREVER an end date; a date input\u2019s ISO date is taken', () => {
    expect(recurringScheduleChangeSchema.parse({ amount: 150000, period: 'DAILY', date: 5, validity: 'FOREVER', endDate: '01-01-2027' })).toEqual({
      amount: '150000',
      rule: { period: 'DAILY', day: null },
      validity: 'FOREVER',
      endDate: null,
    });
    expect(recurringInvestmentSchema.parse({ period: 'WEEKLY', date: 7, validity: 'CHOOSE_DATE', endDate: '2027-01-01' })).toEqual({
      rule: { period: 'WEEKLY', day: 7 },
      validity: 'CHOOSE_DATE',
      endDate: '2027-01-01',
    });
  });

  it.each([
    [{ period: 'MONTHLY', validity: 'FOREVER' }, { date: 'validation:required' }],
    [{ period: 'MONTHLY', date: 32, validity: 'FOREVER' }, { date: 'recurring:rules.errors.monthlyDate' }],
    [{ period: 'MONTHLY', date: 0, validity: 'FOREVER' }, { date: 'recurring:rules.errors.monthlyDate' }],
    [{ period: 'WEEKLY', date: 8, validity: 'FOREVER' }, { date: 'recurring:rules.errors.weekday' }],
    [{ period: 'WEEKLY', date: 1.5, validity: 'FOREVER' }, { date: 'recurring:rules.errors.weekday' }],
    [{ period: 'MONTHLY', date: 1, validity: 'CHOOSE_DATE' }, { endDate: 'validation:required' }],
    [{ period: 'MONTHLY', date: 1, validity: 'CHOOSE_DATE', endDate: '30-02-2027' }, { endDate: 'validation:dateFormat' }],
    [{ period: 'YEARLY', date: 1, validity: 'FOREVER' }, { period: 'validation:memberOf' }],
    [{ date: 1, validity: 'NEVER' }, { period: 'validation:required', validity: 'validation:memberOf' }],
  ])('refuses %o', (plan, errors) => {
    expect(errorsOf(recurringInvestmentSchema.safeParse(plan))).toEqual(errors);
  });

  it('refuses what is not an object', () => {
    for (const body of [null, [], 'x', 1]) expect(recurringScheduleSchema.safeParse(body).success).toBe(false);
  });

  it('takes the cart fields all or none', () => {
    expect(cartPlanProblems({})).toEqual([]);
    expect(cartPlanOf({})).toBeNull();
    expect(cartPlanProblems({ recurringDate: 3 })).toEqual([
      { field: 'recurringPeriod', message: 'validation:required' },
      { field: 'recurringValidity', message: 'validation:required' },
    ]);
    expect(cartPlanProblems({ recurringPeriod: 'WEEKLY', recurringValidity: 'FOREVER' })).toEqual([{ field: 'recurringDate', message: 'validation:required' }]);
    expect(cartPlanOf({ recurringPeriod: 'MONTHLY', recurringDate: 10, recurringValidity: 'CHOOSE_DATE', recurringEndDate: '2027-01-01' })).toEqual({
      rule: { period: 'MONTHLY', day: 10 },
      validity: 'CHOOSE_DATE',
      endDate: '2027-01-01',
    });
  });
});
