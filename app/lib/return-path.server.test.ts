import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.server';

const EDD = '/reksadana/registrasi/edd';
const request = (query: string, referer?: string) =>
  new Request(`http://localhost${EDD}${query}`, { headers: referer ? { Referer: referer } : {} });

describe('returnPath', () => {
  it.each<[string, string, string | undefined, string]>([
    ['nothing: the default', '', undefined, '/reksadana'],
    ['a target', '?target=%2Freksadana%2Fbeli%3Ffund%3D3', undefined, '/reksadana/beli?fund=3'],
    ['a target wins over the referer', '?target=%2Fme', 'http://localhost/reksadana/semua-produk', '/me'],
    ['the referer of this site', '', 'http://localhost/reksadana/saham/bahtera?tab=1', '/reksadana/saham/bahtera?tab=1'],
    ['another site’s referer', '', 'https://evil.example/reksadana', '/reksadana'],
    ['a broken referer', '', 'not a url', '/reksadana'],
    ['a target of another site', '?target=https%3A%2F%2Fevil.example', undefined, '/reksadana'],
    ['a protocol-relative target', '?target=%2F%2Fevil.example', undefined, '/reksadana'],
    ['the page itself', '', `http://localhost${EDD}`, '/reksadana'],
    ['the page itself with a slash and a query', `?target=${encodeURIComponent(`${EDD}/?x=1`)}`, undefined, '/reksadana'],
    ['sign-in', '', 'http://localhost/signin?target=%2Freksadana', '/reksadana'],
    ['sign-up', '?target=%2Fapp%2Fgabung', undefined, '/reksadana'],
    ['a path that only starts like sign-in', '?target=%2Fsignings', undefined, '/signings'],
  ])('%s', (_case, query, referer, expected) => {
    expect(returnPath(request(query, referer), EDD)).toBe(expected);
  });
});
