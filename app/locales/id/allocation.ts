// The allocation detail of one fund over the investor's portfolios (spec funds §2.2, §3; decision 023).
export default {
  meta: {
    title: 'Alokasi {{name}}',
    description: 'Rincian kepemilikan {{name}} di setiap portofolio Anda.',
    notFoundTitle: 'Reksa dana tidak ditemukan',
  },
  back: 'Kembali ke reksa dana',
  eyebrow: 'Alokasi investasi',
  subtitle: '{{type}} · {{manager}}',
  nav: {
    label: 'NAB/unit terakhir',
    asOf: 'per {{date}}',
    none: 'NAB belum tersedia',
  },
  figures: {
    value: 'Nilai investasi',
    units: 'Jumlah unit',
    cost: 'Modal',
    profit: 'Keuntungan',
    returnRate: 'Imbal hasil',
    share: 'Porsi',
    unitsValue: '{{units}} unit',
  },
  total: {
    title: 'Total di semua portofolio',
    portfolios_one: 'Dimiliki di {{count}} portofolio',
    portfolios_other: 'Dimiliki di {{count}} portofolio',
  },
  portfolios: {
    title: 'Per portofolio',
    listLabel: 'Portofolio yang memiliki reksa dana ini',
    shareOf: '{{share}} dari unit Anda di reksa dana ini',
    // Issue 15 item 5
    sell: 'Jual',
    move: 'Pindah',
    sellFrom: 'Jual dari {{name}}',
    moveFrom: 'Pindah atau alihkan dari {{name}}',
    held: '{{units}} unit sedang dijual/dialihkan',
    default: 'Utama',
    robo: 'Robo',
    inactive: 'Tidak aktif',
  },
  note: 'Nilai dihitung dari NAB/unit terakhir dikali jumlah unit, dibulatkan ke bawah. Keuntungan adalah selisih nilai dengan modal (termasuk biaya pembelian) dan belum terealisasi sampai unit dijual.',
  pending: {
    title: 'Transaksi dalam proses',
    body: 'Unit dari transaksi ini masuk ke portofolio setelah NAB tanggal transaksinya terbit.',
    kinds: {
      SUBSCRIPTION: 'Pembelian',
      SWITCH_IN: 'Pengalihan masuk',
    },
    statuses: {
      WAITING_PAYMENT: 'Menunggu pembayaran',
      PAID: 'Menunggu NAB',
    },
    into: 'ke {{name}}',
    open: 'transaksi {{number}}',
  },
  empty: {
    title: 'Anda belum memiliki reksa dana ini',
    body: 'Belum ada unit {{name}} di portofolio Anda. Setelah pembelian Anda selesai diproses, rinciannya tampil di sini.',
    back: 'Kembali ke halaman reksa dana',
  },
};
