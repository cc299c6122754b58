// Nabung Rutin schedules through their model (issue 17 item 1; spec funds §4.4, §5, §9; decision 072): create with
// the rules (robo refused, the five-schedule limit re-checked inside the transaction, the minimum, the end-date
// window, the weekly/daily flag), another user's ids as missing, update, pause, resume, stop kept as history,
// the per-portfolio figures and the landing summary. On this file's copy of the seeded database, a fixed clock.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import { setFeatureFlag } from '~/models/feature-flags.server';
import {
  createSchedule,
  getSchedule,
  listSchedules,
  pauseSchedule,
  portfolioSchedules,
  recurringSummary,
  resumeSchedule,
  stopSchedule,
  updateSchedule,
} from '~/models/recurring-schedules.server';

const NOW = new Date('2025-11-10T03:00:00Z'); // Monday 10 November 2025, 10:00 WIB

const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const portfolio = (email: string, name: string) =>
  db()
    .select()
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, userId(email)), eq(schema.portfolios.name, name)))
    .get()!;
const fund = (name: string) => db().select().from(schema.funds).where(eq(schema.funds.name, name)).get()!;

const investor = () => userId('investor@celengan.test');
const education = () => portfolio('investor@celengan.test', 'Pendidikan Anak');
const robo = () => portfolio('investor@celengan.test', 'Portofolio Utama');
const stockFund = () => fund('Swarna Saham Unggulan');
const monthly = (day: number) => ({ rule: { period: 'MONTHLY' as const, day }, validity: 'FOREVER' as const, endDate: null });

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('recurring schedules', () => {
  it('creates a monthly schedule starting at the next occurrence after today, audited', () => {
    const result = createSchedule(investor(), { portfolioId: education().id, mutualFundId: stockFund().id, amount: '100.000', plan: monthly(10) }, NOW);
    expect(result).toEqual({ ok: true, id: expect.any(Number), startDate: '2025-12-10' });
    if (!result.ok) return;
    const detail = getSchedule(investor(), result.id, NOW)!;
    expect(detail).toMatchObject({ amount: 100_000, period: 'MONTHLY', date: 10, status: 'ACTIVE', nextRunDate: '2025-12-10', runs: [], fundName: 'Swarna Saham Unggulan' });
    const audit = db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'recurring_schedule'), eq(schema.auditLog.entityId, String(result.id)))).all();
    expect(audit.map((a) => a.action)).toEqual(['recurring.created']);
  });

  it('refuses a robo portfolio, an amount below the minimum and an end date outside the window', () => {
    const base = { portfolioId: education().id, mutualFundId: stockFund().id, amount: '100.000', plan: monthly(1) };
    expect(createSchedule(investor(), { ...base, portfolioId: robo().id }, NOW)).toEqual({ ok: false, refusal: { code: 'ROBO_PORTFOLIO' } });
    expect(createSchedule(investor(), { ...base, amount: '5.000' }, NOW)).toMatchObject({ ok: false, refusal: { code: 'BELOW_MINIMUM' } });
    expect(createSchedule(investor(), { ...base, plan: { ...base.plan, validity: 'CHOOSE_DATE', endDate: '2025-12-31' } }, NOW)).toEqual({
      ok: false,
      refusal: { code: 'END_DATE_OUT_OF_WINDOW', min: '2026-01-01', max: '2035-11-10' },
    });
  });

  it('answers another user\u2019s portfolio and schedule as missing', () => {
    const other = userId('baru@celengan.test');
    expect(createSchedule(other, { portfolioId: education().id, mutualFundId: stockFund().id, amount: '100.000', plan: monthly(1) }, NOW)).toEqual({
      ok: false,
      refusal: { code: 'NOT_FOUND' },
    });
    const mine = listSchedules(investor(), NOW)[0]!;
    expect(getSchedule(other, mine.id, NOW)).toBeNull();
    expect(portfolioSchedules(other, education().id, NOW)).toBeNull();
    expect(pauseSchedule(other, mine.id, NOW)).toEqual({ ok: false, refusal: { code: 'NOT_FOUND' } });
    expect(stopSchedule(other, mine.id, NOW)).toEqual({ ok: false, refusal: { code: 'NOT_FOUND' } });
    expect(updateSchedule(other, mine.id, { amount: '200000', plan: monthly(2) }, NOW)).toEqual({ ok: false, refusal: { code: 'NOT_FOUND' } });
    expect(getSchedule(investor(), mine.id, NOW, db(), robo().id)).toBeNull();
  });

  it('keeps weekly and daily behind their flag', () => {
    setFeatureFlag(db(), { name: 'recurringWeeklyDaily', enabled: false, actor: { kind: 'cli' }, now: NOW });
    try {
      const weekly = { rule: { period: 'WEEKLY' as const, day: 3 }, validity: 'FOREVER' as const, endDate: null };
      expect(createSchedule(investor(), { portfolioId: education().id, mutualFundId: stockFund().id, amount: '100000', plan: weekly }, NOW)).toMatchObject({
        ok: false,
        refusal: { code: 'PERIOD_NOT_AVAILABLE' },
      });
    } finally {
      setFeatureFlag(db(), { name: 'recurringWeeklyDaily', enabled: true, actor: { kind: 'cli' }, now: NOW });
    }
  });

  it('allows five open schedules per portfolio, paused ones counted, stopped ones not', () => {
    const make = (day: number) => createSchedule(investor(), { portfolioId: education().id, mutualFundId: stockFund().id, amount: '150000', plan: monthly(day) }, NOW);
    // one exists from the first test
    for (const day of [2, 3, 4, 5]) expect(make(day).ok).toBe(true);
    expect(portfolioSchedules(investor(), education().id, NOW)).toMatchObject({ openCount: 5, reachedMaximum: true, maximum: 5 });
    expect(make(6)).toEqual({ ok: false, refusal: { code: 'REACHED_MAXIMUM', maximum: 5 } });
    const first = listSchedules(investor(), NOW).find((s) => s.date === 2)!;
    expect(pauseSchedule(investor(), first.id, NOW)).toMatchObject({ ok: true, status: 'PAUSED', changed: true });
    expect(make(6).ok).toBe(false);
    expect(stopSchedule(investor(), first.id, NOW)).toMatchObject({ ok: true, status: 'STOPPED', changed: true });
    expect(make(6).ok).toBe(true);
    expect(make(7).ok).toBe(false);
    // the stopped one stays, as history
    expect(getSchedule(investor(), first.id, NOW)).toMatchObject({ status: 'STOPPED', nextRunDate: null });
    expect(recurringSummary(investor(), NOW)).toMatchObject({ count: 5, portfolios: [{ portfolioId: education().id, count: 5, reachedMaximum: true }] });
  });

  it('updates, pauses and resumes; a stopped schedule cannot change', () => {
    const schedule = listSchedules(investor(), NOW).find((s) => s.status === 'ACTIVE')!;
    expect(updateSchedule(investor(), schedule.id, { amount: '250.000', plan: { rule: { period: 'WEEKLY', day: 5 }, validity: 'CHOOSE_DATE', endDate: '2026-06-30' } }, NOW)).toEqual({
      ok: true,
      id: schedule.id,
      startDate: '2025-11-14',
    });
    expect(getSchedule(investor(), schedule.id, NOW)).toMatchObject({ amount: 250_000, period: 'WEEKLY', date: 5, endDate: '2026-06-30', nextRunDate: '2025-11-14' });
    expect(pauseSchedule(investor(), schedule.id, NOW)).toMatchObject({ ok: true, changed: true });
    expect(getSchedule(investor(), schedule.id, NOW)?.nextRunDate).toBeNull();
    expect(resumeSchedule(investor(), schedule.id, NOW)).toMatchObject({ ok: true, status: 'ACTIVE', changed: true });
    expect(resumeSchedule(investor(), schedule.id, NOW)).toMatchObject({ ok: true, changed: false });
    const stopped = listSchedules(investor(), NOW).find((s) => s.status === 'STOPPED')!;
    expect(resumeSchedule(investor(), stopped.id, NOW)).toEqual({ ok: false, refusal: { code: 'STOPPED' } });
    expect(updateSchedule(investor(), stopped.id, { amount: '200000', plan: monthly(2) }, NOW)).toEqual({ ok: false, refusal: { code: 'STOPPED' } });
    const count = db().select({ n: sql<number>`count(*)` }).from(schema.recurringSchedules).get()!.n;
    expect(count).toBeGreaterThanOrEqual(6);
  });
});
