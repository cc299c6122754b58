// Structured JSON logs (pino). Secrets and personal data never reach a log line: the redaction
// list covers the fields that could carry them, and callers log ids, not people.
import pino from 'pino';
import { env } from './env.server';

export const REDACTED_FIELDS = [
  'password',
  'passwordConfirmation',
  'pin',
  'token',
  'cookie',
  'email',
  'mobilePhone',
  'nik',
  'accountNumber',
  '*.password',
  '*.passwordConfirmation',
  '*.pin',
  '*.token',
  '*.email',
  '*.mobilePhone',
  '*.nik',
  '*.accountNumber',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export const logger = pino({
  level: env().logLevel,
  base: { service: 'celengan' },
  redact: { paths: REDACTED_FIELDS, censor: '[redacted]' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
