import { describe, expect, it } from 'vitest';
import { cartAddress, parseCartAddress, type CartAddress } from './cart-address';

const none: CartAddress = { fundId: null, portfolioId: null, addFund: false, fundType: null, keyword: null, amountText: null };

describe('the cart address (decision 022)', () => {
  it.each<[Partial<CartAddress>, string]>([
    [{ fundId: 4 }, '/reksadana/beli?dana=4'],
    [{ portfolioId: 9 }, '/reksadana/beli?portofolio=9'],
    [{ portfolioId: 9, fundId: 4 }, '/reksadana/beli?portofolio=9&dana=4'],
    [{ portfolioId: 9, addFund: true, fundType: 'SAHAM' }, '/reksadana/beli?portofolio=9&tambah=1&tipe=SAHAM'],
    [{ portfolioId: 9, addFund: true, keyword: 'obligasi negara' }, '/reksadana/beli?portofolio=9&tambah=1&cari=obligasi+negara'],
    [{ fundId: 4, amountText: '1000000' }, '/reksadana/beli?dana=4&jumlah=1000000'],
  ])('writes %j as %s, and reads it back', (target, href) => {
    expect(cartAddress(target)).toBe(href);
    expect(parseCartAddress(new URL(href, 'http://x.invalid').searchParams)).toEqual({ ...none, ...target });
  });

  it.each<[string, Partial<CartAddress>]>([
    ['dana=abc&portofolio=0', {}],
    ['dana=007', {}],
    ['tambah=yes', {}],
    ['tambah=1&tipe=EMAS', { addFund: true }],
    ['cari=%20%20', {}],
    [`cari=${'x'.repeat(120)}`, { keyword: 'x'.repeat(100) }],
  ])('reads what is malformed as absent: %s', (query, read) => {
    expect(parseCartAddress(new URLSearchParams(query))).toEqual({ ...none, ...read });
  });
});
