// Portfolio facts of a demo fund as its monthly fact sheet would state them: asset allocation
// (percent in bp adding up to 10 000), the investment policy bounds of its prospectus (the OJK
// minimums per type: at least 80 % debt securities for fixed income, 80 % equities for stock
// funds, money-market instruments up to one year for money market), and the top holdings.
import type { FundSpec } from './fund-universe';
import type { Random } from './random';
import {
  CORPORATE_BONDS,
  CORPORATE_SUKUK,
  DEPOSIT_BANKS,
  GLOBAL_STOCKS,
  GOVERNMENT_BONDS,
  GOVERNMENT_SUKUK,
  IDX_STOCKS,
  USD_BONDS,
  type Security,
} from './reference-data';

export interface AllocationRow {
  name: string;
  percentBp: number;
}

export interface PolicyRow {
  name: string;
  lowerBoundBp: number;
  upperBoundBp: number;
}

/** Splits 10 000 bp by weights; the rounding remainder goes to the largest part. */
function toBasisPoints(parts: ReadonlyArray<readonly [string, number]>): AllocationRow[] {
  const total = parts.reduce((sum, [, w]) => sum + w, 0);
  const rows = parts.map(([name, w]) => ({ name, percentBp: Math.floor((w / total) * 10_000) }));
  const remainder = 10_000 - rows.reduce((sum, r) => sum + r.percentBp, 0);
  const largest = rows.reduce((best, r) => (r.percentBp > best.percentBp ? r : best), rows[0]!);
  largest.percentBp += remainder;
  return rows;
}

export function buildAssetAllocation(fund: FundSpec, random: Random): AllocationRow[] {
  const sharia = fund.category === 'SYARIAH';
  const cash = (min: number, max: number) => ['Kas dan Setara Kas', random.between(min, max)] as const;
  switch (fund.holdingsTheme) {
    case 'money-market':
      return toBasisPoints([
        [sharia ? 'Deposito Syariah' : 'Deposito', random.between(55, 80)],
        [sharia ? 'Sukuk Jatuh Tempo < 1 Tahun' : 'Obligasi Jatuh Tempo < 1 Tahun', random.between(15, 40)],
        cash(1, 5),
      ]);
    case 'bonds':
      return toBasisPoints([
        [sharia ? 'Sukuk Negara' : 'Obligasi Pemerintah', random.between(45, 75)],
        [sharia ? 'Sukuk Korporasi' : 'Obligasi Korporasi', random.between(15, 40)],
        [sharia ? 'Deposito Syariah' : 'Deposito', random.between(2, 10)],
        cash(1, 4),
      ]);
    case 'protected':
      return toBasisPoints([
        ['Obligasi Korporasi', random.between(60, 80)],
        ['Obligasi Pemerintah', random.between(15, 35)],
        cash(1, 4),
      ]);
    case 'usd-bonds':
      return toBasisPoints([
        [sharia ? 'Sukuk Global Pemerintah (USD)' : 'Obligasi Global Pemerintah (USD)', random.between(60, 85)],
        ['Obligasi Global Korporasi (USD)', random.between(10, 30)],
        cash(2, 6),
      ]);
    case 'mixed':
      return toBasisPoints([
        [sharia ? 'Saham Syariah' : 'Saham', random.between(35, 60)],
        [sharia ? 'Sukuk' : 'Obligasi', random.between(25, 45)],
        [sharia ? 'Pasar Uang Syariah' : 'Pasar Uang', random.between(5, 20)],
      ]);
    case 'stocks':
      return toBasisPoints([
        [sharia ? 'Saham Syariah' : 'Saham', fund.isIndexFund ? random.between(95, 99) : random.between(82, 96)],
        [sharia ? 'Pasar Uang Syariah' : 'Pasar Uang', random.between(1, 10)],
        cash(1, 4),
      ]);
    case 'global-stocks':
      return toBasisPoints([
        [sharia ? 'Saham Syariah Global' : 'Saham Global', random.between(85, 96)],
        ['Saham Indonesia', random.between(2, 8)],
        cash(1, 5),
      ]);
  }
}

export function buildAllocationPolicies(fund: FundSpec): PolicyRow[] {
  const sharia = fund.category === 'SYARIAH';
  const s = (text: string) => (sharia ? `${text} syariah` : text);
  const moneyMarket = s('Instrumen pasar uang');
  switch (fund.holdingsTheme) {
    case 'money-market':
      return [
        { name: `${moneyMarket} dan efek bersifat utang jatuh tempo < 1 tahun`, lowerBoundBp: 10_000, upperBoundBp: 10_000 },
      ];
    case 'bonds':
    case 'usd-bonds':
      return [
        { name: s('Efek bersifat utang'), lowerBoundBp: 8_000, upperBoundBp: 10_000 },
        { name: moneyMarket, lowerBoundBp: 0, upperBoundBp: 2_000 },
      ];
    case 'protected':
      return [
        { name: 'Efek bersifat utang yang dimiliki hingga jatuh tempo', lowerBoundBp: 7_000, upperBoundBp: 10_000 },
        { name: moneyMarket, lowerBoundBp: 0, upperBoundBp: 3_000 },
      ];
    case 'mixed':
      return [
        { name: s('Efek bersifat ekuitas'), lowerBoundBp: 100, upperBoundBp: 7_900 },
        { name: s('Efek bersifat utang'), lowerBoundBp: 100, upperBoundBp: 7_900 },
        { name: moneyMarket, lowerBoundBp: 100, upperBoundBp: 7_900 },
      ];
    case 'stocks':
      return fund.isIndexFund
        ? [
            { name: `Efek penyusun indeks ${fund.trackedIndex}`, lowerBoundBp: 8_000, upperBoundBp: 10_000 },
            { name: moneyMarket, lowerBoundBp: 0, upperBoundBp: 2_000 },
          ]
        : [
            { name: s('Efek bersifat ekuitas'), lowerBoundBp: 8_000, upperBoundBp: 10_000 },
            { name: moneyMarket, lowerBoundBp: 0, upperBoundBp: 2_000 },
          ];
    case 'global-stocks':
      return [
        { name: s('Efek bersifat ekuitas luar negeri'), lowerBoundBp: 5_100, upperBoundBp: 9_800 },
        { name: s('Efek bersifat ekuitas dalam negeri'), lowerBoundBp: 0, upperBoundBp: 4_900 },
        { name: moneyMarket, lowerBoundBp: 200, upperBoundBp: 2_000 },
      ];
  }
}

/** The top holdings (5 to 10 securities, largest first) of the fund's latest fact sheet. */
export function buildTopHoldings(fund: FundSpec, random: Random): Security[] {
  const sharia = fund.category === 'SYARIAH';
  const count = random.int(5, 10);
  const take = (pool: readonly Security[], n: number) => random.shuffle(pool).slice(0, Math.min(n, pool.length));
  const deposits = DEPOSIT_BANKS.filter((d) => d.sharia === sharia);
  const stocks = IDX_STOCKS.filter((s) => !sharia || s.sharia);
  switch (fund.holdingsTheme) {
    case 'money-market':
      return [...take(deposits, Math.ceil(count / 2)), ...take(sharia ? CORPORATE_SUKUK : CORPORATE_BONDS, Math.floor(count / 2))];
    case 'bonds':
      return sharia
        ? [...take(GOVERNMENT_SUKUK, count - 2), ...take(CORPORATE_SUKUK, 2)]
        : [...take(GOVERNMENT_BONDS, count - 3), ...take(CORPORATE_BONDS, 3)];
    case 'protected':
      return [...take(CORPORATE_BONDS, count - 2), ...take(GOVERNMENT_BONDS, 2)];
    case 'usd-bonds':
      return take(sharia ? USD_BONDS.filter((b) => b.code.startsWith('INDOIS')) : USD_BONDS, count);
    case 'mixed':
      return [...take(stocks, Math.ceil(count / 2)), ...take(sharia ? GOVERNMENT_SUKUK : GOVERNMENT_BONDS, Math.floor(count / 2))];
    case 'stocks':
      return take(stocks, count);
    case 'global-stocks':
      return take(GLOBAL_STOCKS, count);
  }
}
