import { describe, expect, it } from 'vitest';
import { bondsCataloguePath, productSitemapPaths } from './product-paths';

describe('bondsCataloguePath', () => {
  it.each([
    [{}, '/reksadana/obligasi-by-bina-artha/semua-produk'],
    [{ type: 'ORI' as const }, '/reksadana/obligasi-by-bina-artha/semua-produk?type=ORI'],
    [{ type: null, status: 'OFFERING' as const, sort: 'maturity' as const }, '/reksadana/obligasi-by-bina-artha/semua-produk?status=OFFERING&sort=maturity'],
  ])('%o → %s', (query, path) => {
    expect(bondsCataloguePath(query)).toBe(path);
  });
});

describe('productSitemapPaths', () => {
  it.each([
    [true, ['/jelajahi-instrumen-investasi', '/reksadana/top-fund', '/reksadana/obligasi-by-bina-artha', '/reksadana/obligasi-by-bina-artha/semua-produk']],
    [false, ['/jelajahi-instrumen-investasi', '/reksadana/top-fund']],
  ])('bonds on: %s', (bonds, paths) => {
    expect(productSitemapPaths(bonds)).toEqual(paths);
  });
});
