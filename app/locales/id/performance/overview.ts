// Issue 16 items 6-8: returns that tell the truth (money- and time-weighted), the dollar rate, /portfolio/performa.
// The two returns' own words are the `dashboard` namespace's (`returns.*`): the landing shows them too.
export default {
  meta: {
    title: 'Performa portofolio',
    description: 'Nilai semua portofolio Anda dari waktu ke waktu, imbal hasil Anda dan imbal hasil reksa dana, serta alokasi per jenis reksa dana.',
  },
  back: 'Portofolio saya',
  title: 'Performa semua portofolio',
  intro: 'Semua portofolio aktif Anda dijumlahkan. Investasi dolar AS dihitung dalam rupiah.',
  value: 'Nilai sekarang',
  invested: 'Setoran bersih',
  since: 'Sejak {{date}} · dihitung dengan NAB {{asOf}}',
  chart: {
    title: 'Nilai dari waktu ke waktu',
    label: 'Grafik nilai semua portofolio dibanding setoran bersih, {{from}} sampai {{to}}',
    value: 'Nilai',
    invested: 'Setoran bersih',
    summary: 'Nilai bergerak dari {{fromValue}} ({{from}}) ke {{toValue}} ({{to}}); setoran bersih sekarang {{invested}}.',
  },
  allocation: {
    title: 'Alokasi per jenis reksa dana',
    share: '{{percent}} dari nilai',
    open: 'Lihat reksa dana {{type}}',
  },
  portfolios: {
    title: 'Per portofolio',
    open: 'Buka {{name}}',
  },
  realized: {
    title: 'Keuntungan terealisasi',
    body: 'Hasil setiap penjualan, pengalihan, dan dividen tunai.',
    open: 'Lihat keuntungan terealisasi',
  },
  empty: {
    title: 'Belum ada investasi',
    body: 'Performa tampil setelah pembelian pertama Anda selesai diproses.',
    cta: 'Lihat reksa dana',
  },
};
