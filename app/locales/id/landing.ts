export default {
  meta: {
    title: 'Investasi reksa dana mulai Rp 10.000 · Celengan',
    description:
      'Investasi reksa dana online di Celengan: mulai Rp 10.000, terdaftar dan diawasi OJK. Pilih reksa dana pasar uang, pendapatan tetap, campuran atau saham.',
  },
  hero: {
    badge: 'Terdaftar dan diawasi OJK',
    greeting: 'Halo, {{name}}!',
    greetingBody: 'Senang bertemu lagi. Yuk, lanjutkan investasi Anda.',
    title: 'Investasi reksa dana mulai {{amount}}',
    body: 'Tabung untuk tujuan Anda di reksa dana pasar uang, pendapatan tetap, campuran dan saham. Daftar online dalam hitungan menit, lalu beli dan jual langsung dari ponsel.',
    cta: 'Mulai Investasi',
    explore: 'Kenali jenis reksa dana',
    appTitle: 'Lebih praktis lewat aplikasi',
  },
  benefits: {
    title: 'Kenapa investasi di Celengan?',
    subtitle: 'Semua yang Anda perlukan untuk mulai berinvestasi dengan tenang.',
    items: {
      start: {
        title: 'Mulai dari {{amount}}',
        body: 'Tidak perlu modal besar. Sisihkan sedikit demi sedikit, kapan saja Anda mau.',
      },
      ojk: {
        title: 'Terdaftar dan diawasi OJK',
        body: 'Celengan adalah Agen Penjual Efek Reksa Dana yang terdaftar dan diawasi Otoritas Jasa Keuangan.',
      },
      custodian: {
        title: 'Dana disimpan di bank kustodian',
        body: 'Dana Anda tidak disimpan oleh Celengan, melainkan oleh bank kustodian yang terpisah dan diawasi.',
      },
      liquid: {
        title: 'Mudah dicairkan',
        body: 'Jual kapan saja di hari bursa. Dana masuk ke rekening Anda paling lambat 7 hari bursa.',
      },
    },
  },
  categories: {
    title: 'Pilih jenis reksa dana',
    subtitle: 'Sesuaikan dengan tujuan dan jangka waktu investasi Anda.',
    riskLabel: 'Risiko',
    horizonLabel: 'Jangka waktu',
    risk: {
      low: 'Rendah',
      medium: 'Sedang',
      high: 'Tinggi',
    },
    cta: 'Lihat produk',
    types: {
      PASAR_UANG: {
        body: 'Ditempatkan di deposito dan surat utang jangka pendek. Cocok untuk dana darurat.',
        horizon: 'Kurang dari 1 tahun',
      },
      PENDAPATAN_TETAP: {
        body: 'Sebagian besar di obligasi pemerintah dan korporasi, dengan hasil yang relatif stabil.',
        horizon: '1 sampai 3 tahun',
      },
      CAMPURAN: {
        body: 'Gabungan saham, obligasi dan pasar uang dalam satu produk untuk pertumbuhan yang seimbang.',
        horizon: '3 sampai 5 tahun',
      },
      SAHAM: {
        body: 'Sebagian besar di saham perusahaan: potensi pertumbuhan tertinggi, dengan naik turun yang lebih besar.',
        horizon: 'Lebih dari 5 tahun',
      },
    },
  },
  closing: {
    title: 'Siap memulai?',
    body: 'Buka akun tanpa biaya dan mulai investasi pertama Anda hari ini.',
    cta: 'Mulai Investasi',
  },
};
