// Issue 17 items 1-2: Nabung Rutin's rules: payment states (spec funds §4.5), failure reasons, field errors.
export default {
  /** spec funds §4.5 labels: Terjadwal, Gagal, Menunggu Pembayaran, Pembayaran Berhasil. */
  paymentState: {
    SCHEDULED: 'Terjadwal',
    FAILED: 'Gagal',
    FAILED_INITIAL_PAYMENT: 'Gagal',
    WAITING_INITIAL_PAYMENT: 'Menunggu Pembayaran',
    WAITING_PAYMENT: 'Menunggu Pembayaran',
    PAID: 'Pembayaran Berhasil',
    WAITING_REGISTRATION: 'Menunggu Registrasi',
  },
  period: { MONTHLY: 'Bulanan', WEEKLY: 'Mingguan', DAILY: 'Harian' },
  validity: { FOREVER: 'Selamanya', CHOOSE_DATE: 'Pilih tanggal berakhir' },
  status: { ACTIVE: 'Aktif', PAUSED: 'Dijeda', STOPPED: 'Dihentikan' },
  weekday: { '1': 'Senin', '2': 'Selasa', '3': 'Rabu', '4': 'Kamis', '5': 'Jumat', '6': 'Sabtu', '7': 'Minggu' },
  /** Why a run failed (recurring_runs.failure_reason). */
  failure: {
    FUND_CLOSED: 'Reksa dana sedang tidak menerima pembelian',
    NOT_VERIFIED: 'Akun belum terverifikasi',
    BLACKLISTED: 'Akun tidak dapat bertransaksi',
    USD_NOT_AVAILABLE: 'Pembelian reksa dana USD sedang tidak tersedia',
  },
  /** Why a schedule may not be made or changed so (policies/recurring-rules.ts). */
  refusal: {
    FEATURE_OFF: 'Nabung Rutin sedang tidak tersedia',
    NOT_ALLOWED: 'Registrasi akun Anda masih dalam proses. Nabung Rutin bisa dibuat setelah akun Anda terverifikasi.',
    ROBO_PORTFOLIO: 'Nabung Rutin tidak tersedia untuk portofolio Robo',
    REACHED_MAXIMUM: 'Anda sudah memiliki {{maximum}} jadwal Nabung Rutin di portofolio ini',
    PERIOD_NOT_AVAILABLE: 'Periode ini sedang tidak tersedia',
    FUND_CLOSED: 'Reksa dana sedang tidak menerima pembelian',
    USD_NOT_AVAILABLE: 'Pembelian reksa dana USD sedang tidak tersedia',
    BANK_ACCOUNT: 'Daftarkan rekening bank {{currency}} terlebih dahulu',
    INVALID_AMOUNT: 'Nominal tidak valid',
    BELOW_MINIMUM: 'Minimal pembelian {{minimum}}',
    END_DATE_OUT_OF_WINDOW: 'Tanggal berakhir harus antara {{min}} dan {{max}}',
    NOT_FOUND: 'Jadwal Nabung Rutin tidak ditemukan',
    STOPPED: 'Jadwal ini sudah dihentikan',
  },
  errors: {
    monthlyDate: 'Pilih tanggal 1 sampai 31',
    weekday: 'Pilih hari Senin sampai Minggu',
    invalidBody: 'Permintaan tidak valid',
    unsupportedType: 'Kirim data sebagai JSON atau formulir',
    invalidStatus: 'Status hanya boleh ACTIVE atau PAUSED',
  },
};
