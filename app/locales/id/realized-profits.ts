// The realized-profit list of the signed-in landing page (spec landing §2, §3; decision 016).
export default {
  title: 'Keuntungan terealisasi',
  subtitle: 'Hasil yang sudah Anda terima dari penjualan, pengalihan dan dividen tunai.',
  // Issue 16 item 8: the link to /reksadana/portfolio/performa/keuntungan-terealisasi.
  seeAll: 'Lihat semua dan rincian perhitungannya',
  count: 'Jumlah: {{count}} transaksi',
  orderTypes: {
    SELL: 'Penjualan',
    SWITCH_OUT: 'Pengalihan',
    DIVIDEND_CASH: 'Dividen tunai',
  },
  filters: {
    label: 'Saring keuntungan terealisasi',
    orderTypes: 'Jenis transaksi',
    name: 'Cari nama reksa dana',
    namePlaceholder: 'Contoh: Tirta',
    apply: 'Terapkan',
    clear: 'Hapus filter',
    updating: 'Memperbarui daftar…',
  },
  row: {
    portfolio: 'Portofolio',
    amount: 'Dana diterima',
    profit: 'Keuntungan',
    returnRate: 'Imbal hasil',
    noReturnRate: 'Tidak berlaku (tanpa modal)',
    up: 'Untung',
    down: 'Rugi',
    flat: 'Impas',
    masked: 'Nominal disembunyikan',
  },
  empty: {
    title: 'Belum ada keuntungan terealisasi',
    body: 'Keuntungan terealisasi muncul di sini setelah Anda menjual atau mengalihkan reksa dana, atau menerima dividen tunai.',
  },
  emptyFiltered: {
    title: 'Tidak ada yang cocok',
    body: 'Tidak ada keuntungan terealisasi yang sesuai dengan filter Anda.',
  },
  paging: {
    loadMore: 'Muat lebih banyak',
    loading: 'Memuat transaksi berikutnya…',
    loaded: '{{count}} transaksi ditampilkan',
    end: 'Semua transaksi sudah ditampilkan.',
    error: 'Gagal memuat transaksi berikutnya. Periksa koneksi Anda, lalu coba lagi.',
    retry: 'Coba lagi',
  },
  api: {
    invalidQuery: 'Parameter permintaan tidak valid.',
  },
};
