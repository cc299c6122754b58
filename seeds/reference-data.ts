// Reference data of the demo: real Indonesian banks, custodian banks and investment managers
// (issue 2: real names are fine, fund names are fictional), and the securities the demo funds
// list as top holdings (IDX tickers, government and corporate bond series).

/** Banks for investor accounts and payments; spec funds §4.5 lists the virtual-account banks. */
export const BANKS = [
  { code: 'BCA', name: 'Bank Central Asia', supportsVirtualAccount: true },
  { code: 'BRI', name: 'Bank Rakyat Indonesia', supportsVirtualAccount: true },
  { code: 'BNI', name: 'Bank Negara Indonesia', supportsVirtualAccount: true },
  { code: 'MANDIRI', name: 'Bank Mandiri', supportsVirtualAccount: true },
  { code: 'PERMATA', name: 'Bank Permata', supportsVirtualAccount: true },
  { code: 'BSI', name: 'Bank Syariah Indonesia', supportsVirtualAccount: true },
  { code: 'CIMB', name: 'Bank CIMB Niaga', supportsVirtualAccount: true },
  { code: 'DANAMON', name: 'Bank Danamon Indonesia', supportsVirtualAccount: true },
  { code: 'BTN', name: 'Bank Tabungan Negara', supportsVirtualAccount: false },
  { code: 'OCBC', name: 'Bank OCBC NISP', supportsVirtualAccount: false },
  { code: 'MAYBANK', name: 'Maybank Indonesia', supportsVirtualAccount: false },
  { code: 'PANIN', name: 'Bank Panin', supportsVirtualAccount: false },
  { code: 'MEGA', name: 'Bank Mega', supportsVirtualAccount: false },
  { code: 'JAGO', name: 'Bank Jago', supportsVirtualAccount: false },
] as const;

export type BankCode = (typeof BANKS)[number]['code'];

/** Banks that hold the funds' collection (container) accounts. */
export const CONTAINER_BANKS: readonly BankCode[] = ['BCA', 'BRI', 'BNI', 'MANDIRI', 'PERMATA', 'CIMB'];

export const CUSTODIAN_BANKS = [
  'Bank Central Asia',
  'Deutsche Bank AG',
  'Standard Chartered Bank',
  'The Hongkong and Shanghai Banking Corporation',
  'Bank Mandiri',
  'Bank Rakyat Indonesia',
  'Citibank N.A.',
  'Bank Negara Indonesia',
  'Bank CIMB Niaga',
  'Bank DBS Indonesia',
] as const;

export interface InvestmentManagerSeed {
  name: string;
  slug: string;
  /** Short code for fund codes. */
  code: string;
  website: string;
  description: string;
}

/** The logo drawn for each manager (public/images/investment-managers/<slug>.svg). */
export const investmentManagerLogoUrl = (slug: string): string => `/images/investment-managers/${slug}.svg`;

export const INVESTMENT_MANAGERS: readonly InvestmentManagerSeed[] = [
  { name: 'Manulife Aset Manajemen Indonesia', slug: 'manulife-aset-manajemen-indonesia', code: 'MAM', website: 'https://www.manulifeim.co.id', description: 'Manajer investasi berpengalaman lebih dari dua dekade di Indonesia dengan pilihan reksa dana pasar uang, pendapatan tetap, campuran, dan saham.' },
  { name: 'Schroder Investment Management Indonesia', slug: 'schroder-investment-management-indonesia', code: 'SCH', website: 'https://www.schroders.com/id-id/id/', description: 'Bagian dari grup manajemen aset global yang berfokus pada pengelolaan portofolio saham dan obligasi jangka panjang.' },
  { name: 'Sucorinvest Asset Management', slug: 'sucorinvest-asset-management', code: 'SAM', website: 'https://www.sucorinvestam.com', description: 'Manajer investasi lokal yang dikenal aktif mengelola reksa dana saham dan pendapatan tetap untuk investor ritel.' },
  { name: 'Batavia Prosperindo Aset Manajemen', slug: 'batavia-prosperindo-aset-manajemen', code: 'BPA', website: 'https://www.bpam.co.id', description: 'Manajer investasi nasional dengan rangkaian reksa dana konvensional dan syariah, termasuk reksa dana indeks.' },
  { name: 'BNP Paribas Asset Management', slug: 'bnp-paribas-asset-management', code: 'BNP', website: 'https://www.bnpparibas-am.co.id', description: 'Pengelola aset bagian dari grup keuangan Eropa, dengan keahlian pada portofolio saham dan obligasi berkelanjutan.' },
  { name: 'Eastspring Investments Indonesia', slug: 'eastspring-investments-indonesia', code: 'EAS', website: 'https://www.eastspring.co.id', description: 'Manajer investasi grup asuransi dan keuangan Asia dengan reksa dana berbasis riset fundamental.' },
  { name: 'Mandiri Manajemen Investasi', slug: 'mandiri-manajemen-investasi', code: 'MMI', website: 'https://www.mandiri-investasi.co.id', description: 'Anak usaha grup bank BUMN dengan salah satu dana kelolaan terbesar di industri reksa dana Indonesia.' },
  { name: 'Bahana TCW Investment Management', slug: 'bahana-tcw-investment-management', code: 'BTC', website: 'https://www.bahanatcw.com', description: 'Manajer investasi BUMN yang berpengalaman mengelola reksa dana pendapatan tetap dan terproteksi.' },
  { name: 'Trimegah Asset Management', slug: 'trimegah-asset-management', code: 'TAM', website: 'https://www.trimegah-am.com', description: 'Manajer investasi dengan fokus pada reksa dana saham, pendapatan tetap, dan produk syariah.' },
  { name: 'Principal Asset Management', slug: 'principal-asset-management', code: 'PAM', website: 'https://www.principal.co.id', description: 'Bagian dari grup jasa keuangan global yang menawarkan reksa dana untuk tujuan jangka panjang dan pensiun.' },
  { name: 'Syailendra Capital', slug: 'syailendra-capital', code: 'SYC', website: 'https://www.syailendracapital.com', description: 'Manajer investasi independen dengan rangkaian reksa dana pasar uang, pendapatan tetap, dan saham.' },
  { name: 'Sinarmas Asset Management', slug: 'sinarmas-asset-management', code: 'SIM', website: 'https://www.sinarmas-am.co.id', description: 'Manajer investasi dengan pilihan reksa dana pasar uang dan saham yang banyak tersedia di kanal digital.' },
  { name: 'Avrist Asset Management', slug: 'avrist-asset-management', code: 'AVR', website: 'https://www.avrist-am.com', description: 'Pengelola aset grup asuransi dengan reksa dana konvensional, syariah, dan indeks.' },
  { name: 'Ashmore Asset Management Indonesia', slug: 'ashmore-asset-management-indonesia', code: 'ASH', website: 'https://www.ashmoregroup.com/id-id', description: 'Bagian dari grup spesialis pasar negara berkembang, dikenal dengan reksa dana obligasi dan saham.' },
  { name: 'BRI Manajemen Investasi', slug: 'bri-manajemen-investasi', code: 'BRM', website: 'https://www.bri-mi.co.id', description: 'Anak usaha grup bank BUMN yang mengelola reksa dana pasar uang, pendapatan tetap, saham, dan syariah.' },
  { name: 'Panin Asset Management', slug: 'panin-asset-management', code: 'PNM', website: 'https://www.panin-am.co.id', description: 'Manajer investasi grup keuangan nasional dengan pengalaman panjang di reksa dana saham dan campuran.' },
];

export interface Security {
  code: string;
  name: string;
}

/** Large IDX stocks; `sharia` marks those in the sharia securities list (DES). */
export const IDX_STOCKS: ReadonlyArray<Security & { sharia: boolean }> = [
  { code: 'BBCA', name: 'Bank Central Asia Tbk', sharia: false },
  { code: 'BBRI', name: 'Bank Rakyat Indonesia (Persero) Tbk', sharia: false },
  { code: 'BMRI', name: 'Bank Mandiri (Persero) Tbk', sharia: false },
  { code: 'BBNI', name: 'Bank Negara Indonesia (Persero) Tbk', sharia: false },
  { code: 'TLKM', name: 'Telkom Indonesia (Persero) Tbk', sharia: true },
  { code: 'ASII', name: 'Astra International Tbk', sharia: true },
  { code: 'UNVR', name: 'Unilever Indonesia Tbk', sharia: true },
  { code: 'ICBP', name: 'Indofood CBP Sukses Makmur Tbk', sharia: true },
  { code: 'INDF', name: 'Indofood Sukses Makmur Tbk', sharia: true },
  { code: 'AMRT', name: 'Sumber Alfaria Trijaya Tbk', sharia: true },
  { code: 'KLBF', name: 'Kalbe Farma Tbk', sharia: true },
  { code: 'CPIN', name: 'Charoen Pokphand Indonesia Tbk', sharia: true },
  { code: 'UNTR', name: 'United Tractors Tbk', sharia: true },
  { code: 'ADRO', name: 'Adaro Energy Indonesia Tbk', sharia: true },
  { code: 'PTBA', name: 'Bukit Asam Tbk', sharia: true },
  { code: 'ANTM', name: 'Aneka Tambang Tbk', sharia: true },
  { code: 'INCO', name: 'Vale Indonesia Tbk', sharia: true },
  { code: 'MDKA', name: 'Merdeka Copper Gold Tbk', sharia: true },
  { code: 'PGAS', name: 'Perusahaan Gas Negara Tbk', sharia: true },
  { code: 'SMGR', name: 'Semen Indonesia (Persero) Tbk', sharia: true },
  { code: 'JSMR', name: 'Jasa Marga (Persero) Tbk', sharia: true },
  { code: 'ISAT', name: 'Indosat Tbk', sharia: true },
  { code: 'TOWR', name: 'Sarana Menara Nusantara Tbk', sharia: true },
  { code: 'MIKA', name: 'Mitra Keluarga Karyasehat Tbk', sharia: true },
  { code: 'MAPI', name: 'Mitra Adiperkasa Tbk', sharia: true },
  { code: 'BRIS', name: 'Bank Syariah Indonesia Tbk', sharia: true },
  { code: 'GOTO', name: 'GoTo Gojek Tokopedia Tbk', sharia: false },
  { code: 'BBTN', name: 'Bank Tabungan Negara (Persero) Tbk', sharia: false },
];

export const GLOBAL_STOCKS: readonly Security[] = [
  { code: 'MSFT', name: 'Microsoft Corp' },
  { code: 'TSM', name: 'Taiwan Semiconductor Manufacturing Co Ltd' },
  { code: 'NVDA', name: 'NVIDIA Corp' },
  { code: 'ASML', name: 'ASML Holding NV' },
  { code: 'GOOGL', name: 'Alphabet Inc' },
  { code: 'JNJ', name: 'Johnson & Johnson' },
  { code: 'LLY', name: 'Eli Lilly and Co' },
  { code: 'NVO', name: 'Novo Nordisk A/S' },
  { code: 'PG', name: 'Procter & Gamble Co' },
  { code: 'XOM', name: 'Exxon Mobil Corp' },
  { code: 'ROG', name: 'Roche Holding AG' },
  { code: 'SAP', name: 'SAP SE' },
];

/** Indonesian government bonds (Obligasi Negara, FR series). */
export const GOVERNMENT_BONDS: readonly Security[] = [
  'FR0080', 'FR0082', 'FR0083', 'FR0086', 'FR0087', 'FR0091', 'FR0095', 'FR0096', 'FR0098', 'FR0100',
  'FR0101', 'FR0103', 'FR0104', 'FR0106',
].map((code) => ({ code, name: `Obligasi Negara Republik Indonesia Seri ${code}` }));

/** Government sukuk (Surat Berharga Syariah Negara, PBS series). */
export const GOVERNMENT_SUKUK: readonly Security[] = [
  'PBS003', 'PBS012', 'PBS021', 'PBS028', 'PBS029', 'PBS030', 'PBS034', 'PBS036', 'PBS037', 'PBS038',
].map((code) => ({ code, name: `Surat Berharga Syariah Negara Seri ${code}` }));

export const CORPORATE_BONDS: readonly Security[] = [
  { code: 'PPLN04BCN2', name: 'Obligasi Berkelanjutan IV PLN Tahap II Seri B' },
  { code: 'BBRI04ACN3', name: 'Obligasi Berkelanjutan IV Bank BRI Tahap III Seri A' },
  { code: 'BMRI02BCN1', name: 'Obligasi Berkelanjutan II Bank Mandiri Tahap I Seri B' },
  { code: 'SMFP07ACN2', name: 'Obligasi Berkelanjutan VII Sarana Multigriya Finansial Tahap II Seri A' },
  { code: 'ADMF06BCN1', name: 'Obligasi Berkelanjutan VI Adira Finance Tahap I Seri B' },
  { code: 'BEXI05BCN3', name: 'Obligasi Berkelanjutan V Indonesia Eximbank Tahap III Seri B' },
  { code: 'ISAT03ACN4', name: 'Obligasi Berkelanjutan III Indosat Tahap IV Seri A' },
  { code: 'ASDF05ACN2', name: 'Obligasi Berkelanjutan V Astra Sedaya Finance Tahap II Seri A' },
  { code: 'FIFA05BCN3', name: 'Obligasi Berkelanjutan V Federal International Finance Tahap III Seri B' },
  { code: 'JSMR02ACN2', name: 'Obligasi Berkelanjutan II Jasa Marga Tahap II Seri A' },
];

export const CORPORATE_SUKUK: readonly Security[] = [
  { code: 'SIPPLN04ACN1', name: 'Sukuk Ijarah Berkelanjutan IV PLN Tahap I Seri A' },
  { code: 'SMSMFP03BCN2', name: 'Sukuk Mudharabah Berkelanjutan III SMF Tahap II Seri B' },
  { code: 'SIISAT03ACN3', name: 'Sukuk Ijarah Berkelanjutan III Indosat Tahap III Seri A' },
  { code: 'SMADMF03BCN4', name: 'Sukuk Mudharabah Berkelanjutan III Adira Finance Tahap IV Seri B' },
  { code: 'SIEXCL02BCN2', name: 'Sukuk Ijarah Berkelanjutan II XL Axiata Tahap II Seri B' },
];

export const USD_BONDS: readonly Security[] = [
  { code: 'INDON30', name: 'Republic of Indonesia USD Bond 2030' },
  { code: 'INDON35', name: 'Republic of Indonesia USD Bond 2035' },
  { code: 'INDON49', name: 'Republic of Indonesia USD Bond 2049' },
  { code: 'INDOIS29', name: 'Perusahaan Penerbit SBSN Indonesia III 2029 (USD)' },
  { code: 'INDOIS33', name: 'Perusahaan Penerbit SBSN Indonesia III 2033 (USD)' },
  { code: 'PLNIJ30', name: 'Perusahaan Listrik Negara USD Bond 2030' },
  { code: 'PERTIJ32', name: 'Pertamina USD Bond 2032' },
  { code: 'PGASIJ34', name: 'Perusahaan Gas Negara USD Bond 2034' },
];

/** Time deposits of money-market funds, by issuing bank (ticker and name). */
export const DEPOSIT_BANKS: ReadonlyArray<Security & { sharia: boolean }> = [
  { code: 'BBTN', name: 'Deposito Bank Tabungan Negara (Persero) Tbk', sharia: false },
  { code: 'BJBR', name: 'Deposito Bank Pembangunan Daerah Jawa Barat dan Banten Tbk', sharia: false },
  { code: 'BJTM', name: 'Deposito Bank Pembangunan Daerah Jawa Timur Tbk', sharia: false },
  { code: 'BNGA', name: 'Deposito Bank CIMB Niaga Tbk', sharia: false },
  { code: 'MEGA', name: 'Deposito Bank Mega Tbk', sharia: false },
  { code: 'BBKP', name: 'Deposito Bank KB Bukopin Tbk', sharia: false },
  { code: 'BRIS', name: 'Deposito Mudharabah Bank Syariah Indonesia Tbk', sharia: true },
  { code: 'BTPS', name: 'Deposito Mudharabah Bank BTPN Syariah Tbk', sharia: true },
  { code: 'PNBS', name: 'Deposito Mudharabah Bank Panin Dubai Syariah Tbk', sharia: true },
  { code: 'BMS', name: 'Deposito Mudharabah Bank Muamalat Indonesia', sharia: true },
];
