import { describe, expect, it } from 'vitest';
import {
  carriedWrongAttempts,
  decideOtpCheck,
  decideOtpRequest,
  isOtpCode,
  OTP_BLOCK_MS,
  OTP_FLOW_RULES,
  OTP_FLOWS,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  otpAttemptOutcome,
  otpPageState,
  type ChallengeSnapshot,
} from './otp';

const NOW = new Date('2025-11-07T03:00:00Z');
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

/** A code sent `sentAgo` ago, with its wrong count. */
const challenge = (sentAgo: number, over: Partial<ChallengeSnapshot> = {}): ChallengeSnapshot => ({
  createdAt: at(-sentAgo),
  expiresAt: at(-sentAgo + OTP_TTL_MS),
  attempts: 0,
  blockedUntil: null,
  consumedAt: null,
  ...over,
});

describe('the constants', () => {
  it('are those of the issue and the spec', () => {
    // spec funds §9 "OTP resend constant 60 seconds"; issue 14 item 4: 6 digits, 5 attempts, an hour.
    expect(OTP_RESEND_INTERVAL_MS).toBe(60 * SEC);
    expect(OTP_MAX_WRONG_ATTEMPTS).toBe(5);
    expect(OTP_BLOCK_MS).toBe(HOUR);
    expect(OTP_TTL_MS).toBe(5 * MIN);
  });
});

describe('isOtpCode', () => {
  it.each<[unknown, boolean]>([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['١٢٣٤٥٦', false],
    [123456, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isOtpCode(value)).toBe(expected);
  });
});

describe('decideOtpRequest', () => {
  type Row = [string, { blockedUntil: Date | null; lastSentAt: Date | null }, ReturnType<typeof decideOtpRequest>];
  const rows: Row[] = [
    ['no code sent before', { blockedUntil: null, lastSentAt: null }, { allowed: true }],
    ['the last code 1 s ago', { blockedUntil: null, lastSentAt: at(-SEC) }, { allowed: false, reason: 'RESEND_TOO_SOON', retryAt: at(59 * SEC), retryAfterSeconds: 59 }],
    ['the last code just now', { blockedUntil: null, lastSentAt: NOW }, { allowed: false, reason: 'RESEND_TOO_SOON', retryAt: at(MIN), retryAfterSeconds: 60 }],
    ['the last code 59.5 s ago: the wait rounds up', { blockedUntil: null, lastSentAt: at(-59.5 * SEC) }, { allowed: false, reason: 'RESEND_TOO_SOON', retryAt: at(0.5 * SEC), retryAfterSeconds: 1 }],
    ['the last code exactly 60 s ago', { blockedUntil: null, lastSentAt: at(-MIN) }, { allowed: true }],
    ['the last code stamped in the future counts as now', { blockedUntil: null, lastSentAt: at(5 * MIN) }, { allowed: false, reason: 'RESEND_TOO_SOON', retryAt: at(MIN), retryAfterSeconds: 60 }],
    ['blocked for 10 more minutes', { blockedUntil: at(10 * MIN), lastSentAt: null }, { allowed: false, reason: 'BLOCKED', until: at(10 * MIN) }],
    ['blocked, and a code just sent: the block is what is said', { blockedUntil: at(HOUR), lastSentAt: at(-SEC) }, { allowed: false, reason: 'BLOCKED', until: at(HOUR) }],
    ['a block that ended exactly now', { blockedUntil: NOW, lastSentAt: null }, { allowed: true }],
    ['a block that ended an hour ago', { blockedUntil: at(-HOUR), lastSentAt: at(-2 * HOUR) }, { allowed: true }],
  ];
  it.each(rows)('%s', (_label, input, expected) => {
    expect(decideOtpRequest({ now: NOW, ...input })).toEqual(expected);
  });
});

describe('carriedWrongAttempts', () => {
  it.each<[string, Parameters<typeof carriedWrongAttempts>[0], number]>([
    ['no earlier code', null, 0],
    ['an earlier code with 3 wrong tries', challenge(2 * MIN, { attempts: 3 }), 3],
    ['an earlier code answered right', challenge(2 * MIN, { attempts: 3, consumedAt: at(-MIN) }), 0],
    ['an earlier code that ended in a block (served)', challenge(2 * HOUR, { attempts: 5, blockedUntil: at(-HOUR) }), 0],
    ['an earlier code 59 minutes old keeps its count', challenge(59 * MIN, { attempts: 4 }), 4],
    ['an earlier code exactly an hour old is forgotten', challenge(HOUR, { attempts: 4 }), 0],
  ])('%s → %i', (_label, newest, expected) => {
    expect(carriedWrongAttempts(newest, NOW)).toBe(expected);
  });
});

describe('decideOtpCheck', () => {
  type Row = [string, { blockedUntil: Date | null; challenge: ChallengeSnapshot | null }, ReturnType<typeof decideOtpCheck>];
  const rows: Row[] = [
    ['no code', { blockedUntil: null, challenge: null }, { kind: 'NO_CODE' }],
    ['a fresh code', { blockedUntil: null, challenge: challenge(10 * SEC) }, { kind: 'CHECK' }],
    ['a code with 4 wrong tries', { blockedUntil: null, challenge: challenge(10 * SEC, { attempts: 4 }) }, { kind: 'CHECK' }],
    ['a code 1 ms before it expires', { blockedUntil: null, challenge: challenge(OTP_TTL_MS - 1) }, { kind: 'CHECK' }],
    ['a code exactly 5 minutes old', { blockedUntil: null, challenge: challenge(OTP_TTL_MS) }, { kind: 'EXPIRED' }],
    ['a code answered right', { blockedUntil: null, challenge: challenge(10 * SEC, { consumedAt: at(-SEC) }) }, { kind: 'CONSUMED' }],
    ['a code whose count is used up after its block ended', { blockedUntil: at(-SEC), challenge: challenge(2 * MIN, { attempts: 5, blockedUntil: at(-SEC) }) }, { kind: 'EXPIRED' }],
    ['blocked: nothing is compared', { blockedUntil: at(HOUR), challenge: challenge(10 * SEC) }, { kind: 'BLOCKED', until: at(HOUR) }],
    ['blocked by another purpose\'s code, no code here', { blockedUntil: at(HOUR), challenge: null }, { kind: 'BLOCKED', until: at(HOUR) }],
  ];
  it.each(rows)('%s', (_label, input, expected) => {
    expect(decideOtpCheck({ now: NOW, ...input })).toEqual(expected);
  });
});

describe('otpAttemptOutcome', () => {
  it.each<[string, { attempts: number; matches: boolean }, ReturnType<typeof otpAttemptOutcome>]>([
    ['the right code at the first try', { attempts: 1, matches: true }, { kind: 'VERIFIED' }],
    ['the right code at the fifth try', { attempts: 5, matches: true }, { kind: 'VERIFIED' }],
    ['a first wrong code', { attempts: 1, matches: false }, { kind: 'WRONG', attemptsLeft: 4 }],
    ['a fourth wrong code', { attempts: 4, matches: false }, { kind: 'WRONG', attemptsLeft: 1 }],
    ['the fifth wrong code blocks for an hour', { attempts: 5, matches: false }, { kind: 'BLOCKED', until: at(HOUR) }],
  ])('%s', (_label, input, expected) => {
    expect(otpAttemptOutcome({ now: NOW, ...input })).toEqual(expected);
  });
});

describe('otpPageState', () => {
  type Row = [string, { blockedUntil: Date | null; challenge: ChallengeSnapshot | null }, ReturnType<typeof otpPageState>];
  const rows: Row[] = [
    ['nothing sent yet', { blockedUntil: null, challenge: null }, { kind: 'NOT_SENT' }],
    ['sent 10 s ago', { blockedUntil: null, challenge: challenge(10 * SEC) }, { kind: 'SENT', expiresAt: at(OTP_TTL_MS - 10 * SEC), resendAt: at(50 * SEC), attemptsLeft: 5 }],
    ['sent 2 minutes ago, 2 wrong tries', { blockedUntil: null, challenge: challenge(2 * MIN, { attempts: 2 }) }, { kind: 'SENT', expiresAt: at(3 * MIN), resendAt: at(-MIN), attemptsLeft: 3 }],
    ['expired', { blockedUntil: null, challenge: challenge(6 * MIN) }, { kind: 'EXPIRED', resendAt: at(-5 * MIN) }],
    ['already answered', { blockedUntil: null, challenge: challenge(MIN, { consumedAt: at(-SEC) }) }, { kind: 'CONSUMED' }],
    ['blocked', { blockedUntil: at(HOUR - MIN), challenge: challenge(MIN, { attempts: 5, blockedUntil: at(HOUR - MIN) }) }, { kind: 'BLOCKED', until: at(HOUR - MIN) }],
  ];
  it.each(rows)('%s', (_label, input, expected) => {
    expect(otpPageState({ now: NOW, ...input })).toEqual(expected);
  });
});

describe('OTP_FLOW_RULES', () => {
  it.each(OTP_FLOWS)('%s: goes to a local path and has a channel', (flow) => {
    const rule = OTP_FLOW_RULES[flow];
    expect(rule.channels.length).toBeGreaterThan(0);
    expect(rule.next).toMatch(/^\/[^/]/);
    expect(rule.start).toMatch(/^\/[^/]/);
  });

  it('confirms a phone by WhatsApp and an email by email; a forgotten PIN by either', () => {
    expect(OTP_FLOW_RULES.VERIFY_PHONE.channels).toEqual(['whatsapp']);
    expect(OTP_FLOW_RULES.UPDATE_PHONE.channels).toEqual(['whatsapp']);
    expect(OTP_FLOW_RULES.BACKOFFICE_PHONE.channels).toEqual(['whatsapp']);
    expect(OTP_FLOW_RULES.UPDATE_EMAIL.channels).toEqual(['email']);
    expect(OTP_FLOW_RULES.BACKOFFICE_EMAIL.channels).toEqual(['email']);
    expect(OTP_FLOW_RULES.FORGOT_PIN.channels).toEqual(['email', 'whatsapp']);
  });
});
