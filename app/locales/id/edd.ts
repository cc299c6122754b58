// Enhanced due diligence (issue 14 item 6; decision 049): /reksadana/registrasi/edd and its API.
export default {
  metaTitle: 'Data Tambahan Nasabah',
  title: 'Data tambahan nasabah',
  intro:
    'Sesuai prinsip mengenal nasabah (POJK 8/2023), kami perlu beberapa keterangan tambahan tentang sumber dan tujuan dana Anda sebelum Anda dapat berinvestasi. Jawaban Anda dijaga kerahasiaannya.',
  filledNote: 'Anda sudah mengisi data ini. Perbarui jika ada yang berubah.',
  back: 'Kembali',
  fields: {
    fundSource: 'Sumber dana untuk berinvestasi',
    purpose: 'Tujuan investasi',
    yearlyTransactionBand: 'Perkiraan total transaksi per tahun',
    hasOtherAccounts: 'Apakah Anda memiliki rekening bank atau rekening efek lain?',
    otherAccounts: 'Sebutkan rekening lain tersebut',
    otherAccountsHint: 'Nama bank atau perusahaan efek, misalnya: BNI, Mandiri Sekuritas.',
  },
  placeholder: 'Pilih salah satu',
  yes: 'Ya',
  no: 'Tidak',
  fundSource: {
    SALARY: 'Gaji',
    BUSINESS: 'Hasil usaha',
    INHERITANCE: 'Warisan',
    GRANT: 'Hibah atau pemberian',
    INVESTMENT: 'Hasil investasi',
    SALE_OF_ASSETS: 'Penjualan aset',
    OTHER: 'Lainnya',
  },
  purpose: {
    INVESTMENT_GROWTH: 'Pertumbuhan nilai investasi',
    SAVINGS: 'Tabungan',
    EDUCATION: 'Dana pendidikan',
    RETIREMENT: 'Dana pensiun',
    BUSINESS: 'Keperluan usaha',
    OTHER: 'Lainnya',
  },
  yearlyTransactionBand: {
    UNDER_100M: 'Kurang dari Rp 100 juta',
    FROM_100M_TO_500M: 'Rp 100 juta – Rp 500 juta',
    FROM_500M_TO_1B: 'Rp 500 juta – Rp 1 miliar',
    FROM_1B_TO_5B: 'Rp 1 miliar – Rp 5 miliar',
    OVER_5B: 'Lebih dari Rp 5 miliar',
  },
  submit: 'Simpan dan lanjutkan',
  submitting: 'Menyimpan…',
  errors: {
    otherAccountsRequired: 'Sebutkan rekening lain yang Anda miliki',
  },
  api: {
    invalidBody: 'Data tambahan tidak valid',
  },
};
