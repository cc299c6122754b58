// The "soon" page of addresses the app links to before their pages are built (decision 033): what
// the page will offer, said plainly, and the ways on.
export default {
  code: 'Segera hadir',
  back: 'Kembali ke beranda',
  browse: 'Lihat semua reksa dana',
  features: {
    eStatement: {
      title: 'Laporan bulanan',
      body: 'Laporan bulanan (e-statement) sedang kami siapkan. Di sini Anda akan mengunduh ringkasan portofolio dan transaksi Anda setiap bulan.',
    },
    bonds: {
      title: 'Obligasi ritel negara',
      body: 'Pembelian obligasi ritel negara sedang kami siapkan. Di sini Anda akan dapat membeli surat berharga negara ritel langsung dari Celengan.',
    },
  },
};
