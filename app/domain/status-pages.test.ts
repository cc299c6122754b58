import { describe, expect, it } from 'vitest';
import { expiredLinkPath, expiredLinkReason, redirectNoticeDestination } from './status-pages';

describe('expiredLinkReason', () => {
  it.each([
    ['verifikasi-email', 'verifikasi-email'],
    ['pin', 'pin'],
    ['pembayaran', 'pembayaran'],
    ['undangan', 'undangan'],
    ['umum', 'umum'],
    [null, 'umum'],
    ['', 'umum'],
    ['PIN', 'umum'],
    ['__proto__', 'umum'],
    ['toString', 'umum'],
  ] as const)('%j → %s', (raw, reason) => expect(expiredLinkReason(raw)).toBe(reason));

  it('builds the page address of a reason', () => expect(expiredLinkPath('pin')).toBe('/reksadana/link-kedaluwarsa?reason=pin'));
});

describe('redirectNoticeDestination: a path of this site, else home (never an open redirect)', () => {
  it.each([
    [null, '/reksadana'],
    ['', '/reksadana'],
    ['/reksadana/semua-produk', '/reksadana/semua-produk'],
    ['/reksadana/saham?urut=nama#daftar', '/reksadana/saham?urut=nama#daftar'],
    ['/me/order', '/me/order'],
    ['//evil.example/x', '/reksadana'],
    ['/\\evil.example', '/reksadana'],
    ['\\\\evil.example', '/reksadana'],
    ['/.//evil.example', '/reksadana'],
    ['https://evil.example/', '/reksadana'],
    ['http://evil.example', '/reksadana'],
    ['https://celengan.id/me', '/reksadana'],
    ['javascript:alert(1)', '/reksadana'],
    ['JaVaScRiPt:alert(1)', '/reksadana'],
    ['data:text/html,<script>', '/reksadana'],
    ['celengan://home', '/reksadana'],
    ['reksadana', '/reksadana'],
    ['./me', '/reksadana'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/\u0000/evil', '/reksadana'],
    ['/\u202e/evil', '/reksadana'],
    [' //evil.example', '/reksadana'],
    ['/reksadana/redireksi', '/reksadana'],
    ['/reksadana/redireksi/?to=//evil.example', '/reksadana'],
    [`/${'a'.repeat(3000)}`, '/reksadana'],
  ] as const)('%j → %s', (raw, destination) => expect(redirectNoticeDestination(raw)).toBe(destination));
});
