// The bond catalogue (issue 18 item 5; spec funds §2.1 "/reksadana/obligasi-by-bina-artha", §4.5 "Bond types";
// decision 089): product data, so the base seed writes it for every database, like the funds. Modelled on the
// government's retail series (ORI and SBR bonds, SR and ST sukuk: Rp 1.000.000 minimum, monthly coupons, SBR and
// ST floating with a floor and not tradable), its traded FR and PBS series, and fictional corporate bonds with
// Pefindo ratings. The codes follow the real naming; the dates count from the seed's day (as every date of the
// demo does, decision 036), so two retail series are always in their offering period, one has matured, and the
// status each row stores is the one its dates give (domain/bonds.ts bondStatusOn).
import { addCalendarDays, addMonthsClamped, jakartaDate, type IsoDate } from '~/domain/dates';
import { bondStatusOn } from '~/domain/bonds';
import type { BondType } from '~/domain/service-enums';
import type { Db } from '../db/client';
import { bonds } from '../db/schema';

const MINISTRY_OF_FINANCE = 'Pemerintah Republik Indonesia (Kementerian Keuangan)';

interface BondSpec {
  code: string;
  name: string;
  type: BondType;
  issuer: string;
  isSharia: boolean;
  couponRateBps: number;
  couponFloating: boolean;
  couponFrequencyMonths: 1 | 3 | 6 | 12;
  /** Months from the seed's day to the issue date (negative: issued before), unless `offering` places it. */
  issuedMonthsAgo?: number;
  /** An offering period around the seed's day: days it started before and ends after. */
  offering?: { startedDaysAgo: number; endsInDays: number };
  tenorYears: number;
  minimumAmount: number;
  rating: string | null;
  /** Traded on the secondary market (ORI, SR, FR, PBS, corporate); SBR and ST are held to maturity. */
  tradable: boolean;
  description: string;
  descriptionEn: string;
}

const retail = (type: 'ORI' | 'SBR' | 'SR' | 'ST') => ({
  type,
  issuer: MINISTRY_OF_FINANCE,
  isSharia: type === 'SR' || type === 'ST',
  couponFloating: type === 'SBR' || type === 'ST',
  couponFrequencyMonths: 1 as const,
  minimumAmount: 1_000_000,
  rating: null,
  tradable: type === 'ORI' || type === 'SR',
});

const ORI_ID = 'Obligasi Negara Ritel berkupon tetap yang dibayar setiap bulan, dijamin pembayaran pokok dan kuponnya oleh negara (UU 24/2002). Dapat diperdagangkan di pasar sekunder setelah masa penyimpanan.';
const ORI_EN = 'A retail government bond with a fixed coupon paid every month; principal and coupons are guaranteed by the state (Law 24/2002). Tradable on the secondary market after the holding period.';
const SBR_ID = 'Savings Bond Ritel berkupon mengambang dengan kupon minimal (floating with floor) yang mengikuti BI-Rate, dibayar setiap bulan. Tidak dapat diperdagangkan; sebagian dapat dicairkan lebih awal (early redemption) pada periode yang ditentukan.';
const SBR_EN = 'A retail savings bond with a floating coupon and a floor that follows the BI-Rate, paid every month. Not tradable; part of it can be redeemed early in the set windows.';
const SR_ID = 'Sukuk Negara Ritel berakad ijarah asset to be leased dengan imbalan tetap setiap bulan, sesuai prinsip syariah (fatwa DSN-MUI). Dapat diperdagangkan di pasar sekunder setelah masa penyimpanan.';
const SR_EN = 'A retail government sukuk (ijarah asset to be leased) paying a fixed return every month, in line with sharia principles (DSN-MUI fatwa). Tradable on the secondary market after the holding period.';
const ST_ID = 'Sukuk Tabungan berakad wakalah dengan imbalan mengambang dan imbalan minimal (floating with floor), dibayar setiap bulan. Tidak dapat diperdagangkan; sebagian dapat dicairkan lebih awal pada periode yang ditentukan.';
const ST_EN = 'A savings sukuk (wakalah) with a floating return and a floor, paid every month. Not tradable; part of it can be redeemed early in the set windows.';
const FR_ID = 'Surat Utang Negara seri Fixed Rate yang diperdagangkan di pasar sekunder, berkupon tetap setiap enam bulan. Harga pasarnya naik turun mengikuti suku bunga.';
const FR_EN = 'A Fixed Rate government bond traded on the secondary market, with a fixed coupon every six months. Its market price moves with interest rates.';
const PBS_ID = 'Sukuk Negara seri Project Based Sukuk yang diperdagangkan di pasar sekunder, dengan imbalan tetap setiap enam bulan dari proyek pemerintah dalam APBN.';
const PBS_EN = 'A Project Based Sukuk of the government traded on the secondary market, with a fixed return every six months from state-budget projects.';

/** The catalogue, in the order an operator would list it. */
export const BOND_SPECS: readonly BondSpec[] = [
  // In their offering period on the seed's day.
  { ...retail('ORI'), code: 'ORI028T3', name: 'Obligasi Negara Ritel ORI028T3', couponRateBps: 630, offering: { startedDaysAgo: 6, endsInDays: 15 }, tenorYears: 3, description: ORI_ID, descriptionEn: ORI_EN },
  { ...retail('ORI'), code: 'ORI028T6', name: 'Obligasi Negara Ritel ORI028T6', couponRateBps: 650, offering: { startedDaysAgo: 6, endsInDays: 15 }, tenorYears: 6, description: ORI_ID, descriptionEn: ORI_EN },
  { ...retail('ST'), code: 'ST015T2', name: 'Sukuk Tabungan ST015T2', couponRateBps: 640, offering: { startedDaysAgo: 2, endsInDays: 20 }, tenorYears: 2, description: ST_ID, descriptionEn: ST_EN },
  // Issued, outstanding.
  { ...retail('SR'), code: 'SR022T3', name: 'Sukuk Negara Ritel SR022T3', couponRateBps: 655, issuedMonthsAgo: 8, tenorYears: 3, description: SR_ID, descriptionEn: SR_EN },
  { ...retail('SR'), code: 'SR020T5', name: 'Sukuk Negara Ritel SR020T5', couponRateBps: 640, issuedMonthsAgo: 20, tenorYears: 5, description: SR_ID, descriptionEn: SR_EN },
  { ...retail('SBR'), code: 'SBR014T4', name: 'Savings Bond Ritel SBR014T4', couponRateBps: 665, issuedMonthsAgo: 6, tenorYears: 4, description: SBR_ID, descriptionEn: SBR_EN },
  { ...retail('SBR'), code: 'SBR013T2', name: 'Savings Bond Ritel SBR013T2', couponRateBps: 645, issuedMonthsAgo: 17, tenorYears: 2, description: SBR_ID, descriptionEn: SBR_EN },
  { ...retail('ORI'), code: 'ORI025T6', name: 'Obligasi Negara Ritel ORI025T6', couponRateBps: 640, issuedMonthsAgo: 22, tenorYears: 6, description: ORI_ID, descriptionEn: ORI_EN },
  { ...retail('ST'), code: 'ST012T4', name: 'Sukuk Tabungan ST012T4', couponRateBps: 660, issuedMonthsAgo: 29, tenorYears: 4, description: ST_ID, descriptionEn: ST_EN },
  // Matured: its principal has been repaid.
  { ...retail('ORI'), code: 'ORI022', name: 'Obligasi Negara Ritel ORI022', couponRateBps: 495, issuedMonthsAgo: 38, tenorYears: 3, description: ORI_ID, descriptionEn: ORI_EN },
  // The government's traded series.
  { code: 'FR0100', name: 'Surat Utang Negara FR0100', type: 'GOVERNMENT', issuer: MINISTRY_OF_FINANCE, isSharia: false, couponRateBps: 665, couponFloating: false, couponFrequencyMonths: 6, issuedMonthsAgo: 33, tenorYears: 10, minimumAmount: 1_000_000, rating: null, tradable: true, description: FR_ID, descriptionEn: FR_EN },
  { code: 'FR0101', name: 'Surat Utang Negara FR0101', type: 'GOVERNMENT', issuer: MINISTRY_OF_FINANCE, isSharia: false, couponRateBps: 690, couponFloating: false, couponFrequencyMonths: 6, issuedMonthsAgo: 31, tenorYears: 5, minimumAmount: 1_000_000, rating: null, tradable: true, description: FR_ID, descriptionEn: FR_EN },
  { code: 'FR0098', name: 'Surat Utang Negara FR0098', type: 'GOVERNMENT', issuer: MINISTRY_OF_FINANCE, isSharia: false, couponRateBps: 715, couponFloating: false, couponFrequencyMonths: 6, issuedMonthsAgo: 41, tenorYears: 15, minimumAmount: 1_000_000, rating: null, tradable: true, description: FR_ID, descriptionEn: FR_EN },
  { code: 'PBS038', name: 'Sukuk Negara PBS038', type: 'GOVERNMENT', issuer: MINISTRY_OF_FINANCE, isSharia: true, couponRateBps: 688, couponFloating: false, couponFrequencyMonths: 6, issuedMonthsAgo: 23, tenorYears: 25, minimumAmount: 1_000_000, rating: null, tradable: true, description: PBS_ID, descriptionEn: PBS_EN },
  // Corporate bonds (fictional issuers), Pefindo ratings, quarterly coupons, Rp 5.000.000 lots.
  {
    code: 'NIFN03B',
    name: 'Obligasi Berkelanjutan III Nusantara Infrastruktur Finansial Tahap II Seri B',
    type: 'CORPORATE',
    issuer: 'PT Nusantara Infrastruktur Finansial',
    isSharia: false,
    couponRateBps: 720,
    couponFloating: false,
    couponFrequencyMonths: 3,
    issuedMonthsAgo: 10,
    tenorYears: 5,
    minimumAmount: 5_000_000,
    rating: 'idAAA',
    tradable: true,
    description: 'Obligasi korporasi dari perusahaan pembiayaan infrastruktur milik negara, peringkat idAAA (Pefindo): kemampuan tertinggi memenuhi kewajiban jangka panjangnya. Kupon tetap setiap tiga bulan.',
    descriptionEn: 'A corporate bond of a state-owned infrastructure financing company, rated idAAA by Pefindo: the highest capacity to meet its long-term obligations. Fixed coupon every three months.',
  },
  {
    code: 'SMBH02AIJ',
    name: 'Sukuk Ijarah Berkelanjutan II Semen Bahtera Tahap I Seri A',
    type: 'CORPORATE',
    issuer: 'PT Semen Bahtera Nusantara Tbk',
    isSharia: true,
    couponRateBps: 765,
    couponFloating: false,
    couponFrequencyMonths: 3,
    issuedMonthsAgo: 14,
    tenorYears: 3,
    minimumAmount: 5_000_000,
    rating: 'idAA(sy)',
    tradable: true,
    description: 'Sukuk ijarah dari produsen semen, peringkat idAA(sy) (Pefindo): kemampuan sangat kuat memenuhi kewajibannya, sesuai prinsip syariah. Imbalan ijarah tetap setiap tiga bulan.',
    descriptionEn: 'An ijarah sukuk of a cement maker, rated idAA(sy) by Pefindo: a very strong capacity to meet its obligations, in line with sharia principles. Fixed ijarah return every three months.',
  },
  {
    code: 'KLMD01A',
    name: 'Obligasi I Kereta Logistik Mandala Seri A',
    type: 'CORPORATE',
    issuer: 'PT Kereta Logistik Mandala',
    isSharia: false,
    couponRateBps: 875,
    couponFloating: false,
    couponFrequencyMonths: 3,
    issuedMonthsAgo: 5,
    tenorYears: 3,
    minimumAmount: 5_000_000,
    rating: 'idA',
    tradable: true,
    description: 'Obligasi korporasi dari perusahaan logistik kereta api, peringkat idA (Pefindo): kemampuan kuat memenuhi kewajibannya, tetapi lebih peka terhadap perubahan kondisi ekonomi. Kupon lebih tinggi sebagai imbal risikonya.',
    descriptionEn: 'A corporate bond of a rail logistics company, rated idA by Pefindo: a strong capacity to meet its obligations but more sensitive to changing economic conditions. A higher coupon rewards that risk.',
  },
];

export type BondRow = typeof bonds.$inferInsert;

/** The catalogue's rows on `today` (Jakarta): dates from the specs, the status the dates give. Pure. */
export function buildBondCatalogue(today: IsoDate): BondRow[] {
  return BOND_SPECS.map((spec) => {
    const { offering, issuedMonthsAgo, tenorYears, ...row } = spec;
    const offerStartDate = offering ? addCalendarDays(today, -offering.startedDaysAgo) : null;
    const offerEndDate = offering ? addCalendarDays(today, offering.endsInDays) : null;
    // A retail series is issued (settled) about a week after its offering closes.
    const issueDate = offerEndDate ? addCalendarDays(offerEndDate, 8) : addMonthsClamped(today, -(issuedMonthsAgo ?? 0));
    const maturityDate = addMonthsClamped(issueDate, tenorYears * 12);
    const status = bondStatusOn(today, { maturityDate, offerStartDate, offerEndDate });
    return {
      ...row,
      slug: spec.code.toLowerCase(),
      status,
      currency: 'IDR',
      issueDate,
      maturityDate,
      offerStartDate,
      offerEndDate,
      // A matured bond trades no more.
      tradable: spec.tradable && status !== 'MATURED',
    };
  });
}

/** Writes the catalogue (one transaction); answers how many bonds. */
export function seedBonds(db: Db, now: Date): number {
  const rows = buildBondCatalogue(jakartaDate(now));
  db.transaction((tx) => {
    for (const row of rows) tx.insert(bonds).values(row).run();
  }, { behavior: 'immediate' });
  return rows.length;
}
