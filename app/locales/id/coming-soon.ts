// The "soon" page of addresses the app links to before their pages are built (decision 033): what
// the page will offer, said plainly, and the ways on.
export default {
  code: 'Segera hadir',
  back: 'Kembali ke beranda',
  browse: 'Lihat semua reksa dana',
  features: {
    edd: {
      title: 'Data tambahan nasabah',
      body: 'Formulir data tambahan sedang kami siapkan. Di sini Anda akan melengkapi keterangan sumber dana dan tujuan investasi yang diminta dari sebagian nasabah sesuai prinsip mengenal nasabah.',
    },
    riskProfile: {
      title: 'Tes profil risiko',
      body: 'Tes profil risiko sedang kami siapkan. Di sini Anda akan menjawab beberapa pertanyaan tentang tujuan, jangka waktu dan sikap Anda terhadap risiko, lalu melihat jenis reksa dana yang sesuai.',
    },
    pin: {
      title: 'Buat PIN transaksi',
      body: 'Pembuatan PIN sedang kami siapkan. Di sini Anda akan membuat PIN 6 angka untuk mengonfirmasi setiap transaksi.',
    },
    recurring: {
      title: 'Nabung rutin',
      body: 'Fitur nabung rutin sedang kami siapkan. Di sini Anda akan menjadwalkan pembelian reksa dana otomatis setiap bulan, pada tanggal dan nominal pilihan Anda.',
    },
    eStatement: {
      title: 'Laporan bulanan',
      body: 'Laporan bulanan (e-statement) sedang kami siapkan. Di sini Anda akan mengunduh ringkasan portofolio dan transaksi Anda setiap bulan.',
    },
    referral: {
      title: 'Ajak teman',
      body: 'Halaman ajak teman sedang kami siapkan. Di sini Anda akan menemukan kode referral Anda, membagikannya, dan melihat cashback dari teman yang berinvestasi.',
    },
    bonds: {
      title: 'Obligasi ritel negara',
      body: 'Pembelian obligasi ritel negara sedang kami siapkan. Di sini Anda akan dapat membeli surat berharga negara ritel langsung dari Celengan.',
    },
  },
};
