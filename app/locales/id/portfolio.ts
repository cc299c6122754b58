// The portfolio pages: the list of the investor's portfolios and one portfolio's dashboard (spec funds §2.1, §2.5,
// §3 Portfolio; decision 024). The card, the greeting and the balance toggle are the landing dashboard's
// (namespace `dashboard`).
export default {
  meta: {
    title: '{{name}} · Portofolio',
    description: 'Nilai, keuntungan dan reksa dana di portofolio {{name}}.',
    notFoundTitle: 'Portofolio tidak ditemukan',
    listTitle: 'Portofolio saya',
    listDescription: 'Semua portofolio reksa dana Anda dengan nilai, keuntungan dan imbal hasilnya.',
  },
  back: 'Kembali ke beranda',
  badges: {
    robo: 'Robo Cermat',
    main: 'Utama',
  },
  summary: {
    title: 'Nilai portofolio',
    hiddenValue: 'Saldo disembunyikan',
    usdValue: 'Investasi dalam dolar AS',
    profit: 'Keuntungan',
    returnRate: 'Imbal hasil',
    asOf: 'Dihitung dengan NAB terakhir. Keuntungan belum terealisasi sampai unit dijual.',
    breakdown: 'Rincian rupiah dan dolar AS',
    currencies: {
      IDR: 'Rupiah (IDR)',
      USD: 'Dolar AS (USD)',
    },
    cost: 'Modal',
    value: 'Nilai',
    usdNote: 'Tiap mata uang tersendiri (dolar AS dalam dolar AS). Total rupiah di atas menghitung investasi dolar AS dengan kurs beli terakhir.',
  },
  actions: {
    buy: 'Beli',
    buyLabel: 'Beli portofolio {{name}}',
    addFund: 'Tambah reksa dana',
  },
  recommendations: {
    title: 'Rekomendasi Robo Cermat',
    body: 'Setiap pembelian dibagi ke reksa dana berikut sesuai porsinya.',
    target: 'Porsi',
    changeScore: 'Ubah skor robo',
  },
  holdings: {
    title: 'Reksa dana di portofolio ini',
    count_one: '{{count}} reksa dana',
    count_other: '{{count}} reksa dana',
    units: 'Jumlah unit',
    value: 'Nilai',
    topUp: 'Top up',
    // Issue 15 item 5: sell, move or switch a holding; the units a pending sale or switch holds.
    sell: 'Jual',
    move: 'Pindah',
    sellOf: 'Jual {{name}}',
    moveOf: 'Pindah atau alihkan {{name}}',
    switch: 'Switching',
    switchOf: 'Switching {{name}} ke reksa dana lain',
    held: '{{units}} unit sedang dijual/dialihkan',
    freeUnits: 'Unit tersedia',
  },
  pending: {
    title: 'Transaksi dalam proses',
    body: 'Unit dari transaksi ini masuk ke atau keluar dari portofolio setelah NAB tanggal transaksinya terbit.',
    kinds: {
      SUBSCRIPTION: 'Pembelian {{name}}',
      SWITCH_IN: 'Pengalihan ke {{name}}',
      REDEMPTION: 'Penjualan {{name}}',
      SWITCH: 'Pengalihan {{name}} ke {{target}}',
    },
    units: '{{units}} unit',
    statuses: {
      WAITING_PAYMENT: 'Menunggu pembayaran',
      PAID: 'Menunggu NAB',
    },
    open: 'transaksi {{number}}',
  },
  api: {
    notFound: 'Portofolio tidak ditemukan.',
  },
  empty: {
    title: 'Portofolio ini masih kosong',
    robo: 'Beli portofolio ini untuk mulai berinvestasi sesuai rekomendasi Robo Cermat di bawah.',
    other: 'Tambahkan reksa dana pertama Anda ke portofolio ini.',
    pending: 'Pembelian Anda sedang diproses: unitnya tampil di sini setelah NAB terbit.',
  },
  list: {
    title: 'Portofolio saya',
    count_one: '{{count}} portofolio aktif',
    count_other: '{{count}} portofolio aktif',
    listLabel: 'Daftar portofolio',
    empty: {
      title: 'Belum ada portofolio',
      body: 'Portofolio dibuat saat Anda membeli reksa dana pertama Anda.',
      cta: 'Lihat semua reksa dana',
    },
  },
};
