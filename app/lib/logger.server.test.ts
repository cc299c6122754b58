import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_FIELDS } from './logger.server';

describe('log redaction', () => {
  it('never writes passwords, emails, phone numbers, ID numbers or cookies', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: { paths: REDACTED_FIELDS, censor: '[redacted]' } }, sink);
    log.info(
      {
        email: 'rina@example.com',
        password: 'celengan123',
        user: { email: 'rina@example.com', mobilePhone: '081234567890', nik: '3171234567890001' },
        req: { headers: { cookie: 'celengan_session=abc' } },
        path: '/signin',
      },
      'sign-in',
    );
    const line = lines.join('');
    for (const secret of ['rina@example.com', 'celengan123', '081234567890', '3171234567890001', 'celengan_session=abc']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('/signin');
    expect(line).toContain('[redacted]');
  });
});
