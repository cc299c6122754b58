export default {
  meta: {
    title: 'Investasi reksa dana mulai Rp 10.000',
    description:
      'Investasi reksa dana online di Celengan: mulai Rp 10.000, terdaftar dan diawasi OJK. Pilih reksa dana pasar uang, pendapatan tetap, campuran atau saham.',
  },
  dashboardLoading: 'Memuat portofolio Anda…',
  hero: {
    badge: 'Terdaftar dan diawasi OJK',
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
    count_one: 'Lihat {{count}} reksa dana',
    count_other: 'Lihat {{count}} reksa dana',
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
    join: 'Sudah punya akun? Masuk',
  },
  referralInvite: {
    title: 'Anda diundang dengan kode {{code}}',
    body: 'Daftar dan lakukan investasi pertama minimal Rp 1.000.000, lalu dapatkan cashback {{amount}}.',
    cta: 'Daftar sekarang',
  },
  robo: {
    title: 'Robo Cermat: portofolio sesuai profil risiko',
    subtitle: 'Jawab beberapa pertanyaan, lalu Robo Cermat menyarankan portofolio dari reksa dana pilihan dan menjaga komposisinya untuk Anda.',
    allocationLabel: 'Komposisi portofolio {{name}}',
    fundsLabel: 'Reksa dana yang disarankan',
    share: '{{percent}} dari portofolio',
    oneYear: 'Imbal hasil 1 tahun',
    noReturn: 'Belum 1 tahun',
    minimum: 'Mulai dari {{amount}}',
    invest: 'Investasi sekarang di portofolio {{name}}',
    investShort: 'Investasi sekarang',
    findProfile: 'Cari tahu profil risiko Anda',
    signUpPrompt: 'Belum punya akun?',
    join: 'Daftar gratis',
    carouselLabel: 'Portofolio Robo Cermat',
    models: {
      CONSERVATIVE: { name: 'Konservatif', body: 'Mengutamakan kestabilan nilai dengan porsi terbesar di pasar uang dan obligasi.' },
      MODERATE: { name: 'Moderat', body: 'Seimbang antara pertumbuhan dan kestabilan, dengan porsi terbesar di obligasi.' },
      HIGH: { name: 'Agresif', body: 'Mengejar pertumbuhan jangka panjang dengan porsi terbesar di saham.' },
    },
  },
  security: {
    title: 'Keamanan investasi Anda',
    subtitle: 'Dana dan data Anda dijaga berlapis, dari regulasi sampai teknologi.',
    items: {
      ojk: { title: 'Berizin dan diawasi OJK', body: 'Celengan terdaftar sebagai Agen Penjual Efek Reksa Dana (APERD) dan diawasi Otoritas Jasa Keuangan.' },
      custodian: { title: 'Dana di bank kustodian', body: 'Pembayaran Anda masuk ke rekening reksa dana di bank kustodian, bukan ke rekening Celengan.' },
      ksei: { title: 'Tercatat atas nama Anda', body: 'Kepemilikan unit tercatat di KSEI dan dapat Anda periksa sendiri melalui AKSes KSEI.' },
      protection: { title: 'Data terenkripsi dan PIN', body: 'Koneksi terenkripsi, kata sandi disimpan dengan hash, dan setiap transaksi dilindungi PIN.' },
    },
  },
  partners: {
    title: 'Mitra manajer investasi',
    subtitle: 'Reksa dana di Celengan dikelola manajer investasi berizin OJK.',
    funds_one: '{{count}} reksa dana',
    funds_other: '{{count}} reksa dana',
    carouselLabel: 'Mitra manajer investasi',
  },
  priority: {
    title: 'Celengan Prioritas',
    body: 'Layanan khusus untuk investor dengan total investasi mulai Rp 500 juta: relationship manager pribadi, laporan portofolio bulanan, dan undangan edukasi eksklusif.',
    cta: 'Pelajari Celengan Prioritas',
  },
  promo: {
    title: 'Promo dan informasi',
    carouselLabel: 'Promo',
    newWindow: '(membuka jendela baru)',
  },
  video: {
    title: 'Belajar lewat video',
    subtitle: 'Kelas singkat untuk memahami reksa dana, dari dasar sampai strategi.',
    seeAll: 'Lihat semua kelas',
  },
  download: {
    title: 'Investasi lebih praktis lewat aplikasi',
    body: 'Pantau portofolio, beli dan jual reksa dana, dan atur nabung rutin langsung dari ponsel Anda.',
  },
  articles: {
    title: 'Artikel terbaru',
    subtitle: 'Panduan singkat untuk berinvestasi dengan tenang.',
    seeAll: 'Lihat semua artikel',
  },
  qna: {
    title: 'Pertanyaan yang sering diajukan',
  },
  howTo: {
    title: 'Cara membeli dan menjual reksa dana',
    tabsLabel: 'Cara bertransaksi',
    buy: {
      tab: 'Cara membeli',
      steps: {
        register: { title: 'Daftar dan verifikasi', body: 'Buat akun, isi data diri sesuai KTP, dan tunggu verifikasi (biasanya 1 hari kerja).' },
        choose: { title: 'Pilih reksa dana', body: 'Bandingkan kinerja, biaya, dan risiko, atau ikuti saran portofolio Robo Cermat.' },
        pay: { title: 'Bayar', body: 'Masukkan jumlah investasi mulai Rp 10.000, lalu bayar lewat virtual account atau e-wallet.' },
        units: { title: 'Unit terbit', body: 'Unit dihitung dengan NAB hari bursa pembayaran (sebelum 13.00 WIB) dan tampil di portofolio Anda.' },
      },
    },
    sell: {
      tab: 'Cara menjual',
      steps: {
        open: { title: 'Buka portofolio', body: 'Pilih reksa dana yang ingin dijual dari portofolio Anda.' },
        amount: { title: 'Tentukan jumlah', body: 'Jual sebagian atau seluruh unit; ringkasan menunjukkan perkiraan dana yang diterima.' },
        confirm: { title: 'Konfirmasi dengan PIN', body: 'Periksa rekening tujuan yang terdaftar, lalu konfirmasi dengan PIN Anda.' },
        receive: { title: 'Dana diterima', body: 'Dana masuk ke rekening Anda paling lambat 7 hari bursa setelah penjualan diproses.' },
      },
    },
  },
  redirectPopup: {
    title: 'Alamat kami sudah berpindah',
    body: 'Celengan kini dapat diakses di alamat ini. Akun, portofolio, dan riwayat transaksi Anda tetap sama. Pemberitahuan ini berlaku sejak {{date}}.',
    close: 'Mengerti',
  },
};
