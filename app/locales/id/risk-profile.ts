// Issue 16 items 1, 2: the risk-profile questionnaire, its result, the robo score of a portfolio (decisions 064, 065).
export default {
  meta: {
    test: 'Tes profil risiko',
    result: 'Hasil profil risiko',
    retake: 'Ulangi tes profil risiko',
    robo: 'Skor robo portofolio',
    roboResult: 'Hasil skor robo portofolio',
  },
  test: {
    title: 'Tes profil risiko',
    intro: 'Delapan pertanyaan singkat tentang tujuan, jangka waktu dan sikap Anda terhadap risiko. Jawaban tersimpan setiap langkah, jadi Anda bisa berhenti dan melanjutkan kapan saja.',
    progress: 'Pertanyaan {{current}} dari {{total}}',
    next: 'Lanjut',
    finish: 'Lihat hasil',
    back: 'Sebelumnya',
    backHome: 'Kembali',
    resumed: 'Anda melanjutkan tes yang tersimpan.',
    retaking: 'Profil risiko Anda saat ini ({{profile}}) tetap berlaku sampai tes ini selesai.',
  },
  questions: {
    horizon: {
      label: 'Berapa lama Anda berencana menyimpan investasi ini?',
      options: {
        UNDER_1_YEAR: 'Kurang dari 1 tahun',
        ONE_TO_3_YEARS: '1 sampai 3 tahun',
        THREE_TO_5_YEARS: '3 sampai 5 tahun',
        OVER_5_YEARS: 'Lebih dari 5 tahun',
      },
    },
    goal: {
      label: 'Apa tujuan utama investasi Anda?',
      options: {
        PRESERVE_CAPITAL: 'Menjaga nilai pokok tetap aman',
        REGULAR_INCOME: 'Mendapat hasil rutin yang stabil',
        BALANCED_GROWTH: 'Pertumbuhan yang seimbang',
        MAXIMUM_GROWTH: 'Pertumbuhan setinggi mungkin',
      },
    },
    drawdown: {
      label: 'Jika nilai investasi Anda turun 20% dalam sebulan, apa yang Anda lakukan?',
      options: {
        SELL_ALL: 'Menjual semuanya',
        SELL_SOME: 'Menjual sebagian',
        HOLD: 'Menunggu sampai nilainya pulih',
        BUY_MORE: 'Membeli lagi selagi murah',
      },
    },
    experience: {
      label: 'Investasi apa yang pernah Anda miliki?',
      options: {
        NONE: 'Belum pernah',
        SAVINGS_AND_DEPOSITS: 'Tabungan atau deposito',
        FUNDS_AND_BONDS: 'Reksa dana atau obligasi',
        STOCKS: 'Saham',
      },
    },
    incomeShare: {
      label: 'Berapa bagian penghasilan bulanan yang Anda investasikan?',
      options: {
        OVER_50_PERCENT: 'Lebih dari 50%',
        FROM_25_TO_50_PERCENT: '25% sampai 50%',
        FROM_10_TO_25_PERCENT: '10% sampai 25%',
        UNDER_10_PERCENT: 'Kurang dari 10%',
      },
    },
    emergencyFund: {
      label: 'Berapa besar dana darurat yang Anda miliki?',
      options: {
        NONE: 'Belum punya',
        UNDER_3_MONTHS: 'Kurang dari 3 bulan pengeluaran',
        THREE_TO_6_MONTHS: '3 sampai 6 bulan pengeluaran',
        OVER_6_MONTHS: 'Lebih dari 6 bulan pengeluaran',
      },
    },
    ageBand: {
      label: 'Berapa usia Anda?',
      options: {
        OVER_55: 'Di atas 55 tahun',
        FROM_46_TO_55: '46 sampai 55 tahun',
        FROM_36_TO_45: '36 sampai 45 tahun',
        UP_TO_35: '35 tahun atau kurang',
      },
    },
    knowledge: {
      label: 'Seberapa paham Anda tentang reksa dana dan risikonya?',
      options: {
        NONE: 'Belum paham',
        BASIC: 'Paham dasarnya',
        GOOD: 'Cukup paham',
        ADVANCED: 'Sangat paham',
      },
    },
  },
  roboQuestions: {
    goalHorizon: {
      label: 'Kapan Anda akan memakai dana portofolio ini?',
      options: {
        UNDER_3_YEARS: 'Kurang dari 3 tahun lagi',
        THREE_TO_5_YEARS: '3 sampai 5 tahun lagi',
        FIVE_TO_10_YEARS: '5 sampai 10 tahun lagi',
        OVER_10_YEARS: 'Lebih dari 10 tahun lagi',
      },
    },
    goalDrawdown: {
      label: 'Jika nilai portofolio ini turun 20%, apa yang Anda lakukan?',
      options: {
        SELL_ALL: 'Menjual semuanya',
        SELL_SOME: 'Menjual sebagian',
        HOLD: 'Menunggu sampai nilainya pulih',
        BUY_MORE: 'Membeli lagi selagi murah',
      },
    },
    goalPriority: {
      label: 'Apa yang paling penting untuk portofolio ini?',
      options: {
        PROTECT: 'Nilainya tidak berkurang',
        STEADY: 'Tumbuh pelan tetapi stabil',
        BALANCED: 'Seimbang antara tumbuh dan stabil',
        GROWTH: 'Tumbuh setinggi mungkin',
      },
    },
  },
  profiles: {
    LOW: {
      name: 'Rendah',
      body: 'Anda mengutamakan keamanan dana. Reksa dana pasar uang cocok untuk Anda: nilainya stabil dan mudah dicairkan.',
    },
    LOW_TO_MODERATE: {
      name: 'Rendah ke sedang',
      body: 'Anda menerima sedikit naik turun demi hasil yang sedikit lebih baik dari deposito. Pasar uang menjadi pilihan utama Anda.',
    },
    MODERATE: {
      name: 'Sedang',
      body: 'Anda siap menerima naik turun yang wajar demi pertumbuhan jangka menengah. Pasar uang dan pendapatan tetap cocok untuk Anda.',
    },
    MODERATE_TO_HIGH: {
      name: 'Sedang ke tinggi',
      body: 'Anda mengejar pertumbuhan dan tahan melihat nilai turun untuk sementara. Pasar uang dan pendapatan tetap menjadi dasar, dengan sebagian di saham.',
    },
    HIGH: {
      name: 'Tinggi',
      body: 'Anda berinvestasi untuk jangka panjang dan tenang menghadapi penurunan besar. Semua jenis reksa dana, termasuk saham dan campuran, sesuai untuk Anda.',
    },
  },
  result: {
    title: 'Profil risiko Anda',
    score: 'Skor Anda {{score}} dari {{max}}.',
    cappedBy: {
      drawdown: 'Karena Anda akan menjual semuanya saat nilai turun 20%, profil Anda paling tinggi "Rendah ke sedang".',
      emergencyFund: 'Karena Anda belum punya dana darurat, profil Anda paling tinggi "Sedang". Siapkan dana darurat lebih dulu.',
    },
    fitTitle: 'Jenis reksa dana yang sesuai',
    fitBody: 'Tanpa peringatan risiko:',
    nextTitle: 'Pada pembelian berikutnya',
    warnFor: 'Membeli reksa dana {{types}} akan menampilkan peringatan risiko lebih dulu. Anda tetap boleh membelinya setelah membaca peringatan itu.',
    warnNone: 'Tidak ada peringatan risiko untuk jenis reksa dana mana pun.',
    warningDismissed: 'Anda sudah menonaktifkan peringatan risiko, jadi peringatan itu tidak akan muncul.',
    retaking: 'Anda sedang mengulang tes. Profil di atas tetap berlaku sampai tes yang baru selesai.',
    continueRetake: 'Lanjutkan tes',
    retake: 'Ulangi tes',
    browse: 'Lihat reksa dana',
  },
  retake: {
    title: 'Ulangi tes profil risiko',
    body: 'Jawab lagi delapan pertanyaan jika tujuan atau keadaan keuangan Anda berubah.',
    current: 'Profil Anda saat ini: {{profile}}. Profil ini tetap berlaku sampai tes yang baru selesai.',
    start: 'Mulai tes ulang',
    cancel: 'Batal',
  },
  robo: {
    title: 'Skor robo: {{name}}',
    intro: 'Tiga pertanyaan tentang tujuan portofolio ini menentukan model robo dan reksa dana yang akan dibeli.',
    current: 'Skor saat ini {{score}} ({{model}}). Skor ini tetap berlaku sampai Anda menjawab semua pertanyaan.',
    resultTitle: 'Model robo untuk {{name}}',
    score: 'Skor portofolio {{score}} dari {{max}}.',
    models: {
      CONSERVATIVE: { name: 'Konservatif', body: 'Mengutamakan kestabilan: porsi terbesar di pasar uang dan pendapatan tetap.' },
      MODERATE: { name: 'Moderat', body: 'Seimbang: sebagian besar di pendapatan tetap, lebih dari sepertiga di saham.' },
      HIGH: { name: 'Agresif', body: 'Mengejar pertumbuhan jangka panjang: dua pertiga di saham.' },
    },
    allocationTitle: 'Alokasi model',
    fundsTitle: 'Reksa dana dan porsinya',
    nextTitle: 'Pada pembelian berikutnya',
    nextBody: 'Pembelian berikutnya di portofolio ini dibagi ke reksa dana di atas sesuai porsinya. Kepemilikan yang sudah ada tidak berubah.',
    warn: 'Karena profil risiko Anda "{{profile}}", pembelian ini akan menampilkan peringatan risiko lebih dulu.',
    warnNoProfile: 'Anda belum punya profil risiko, jadi pembelian ini akan menampilkan peringatan risiko lebih dulu.',
    noWarn: 'Model ini sesuai dengan profil risiko Anda: tidak ada peringatan risiko.',
    buy: 'Beli portofolio ini',
    viewPortfolio: 'Lihat portofolio',
    retake: 'Ubah skor robo',
  },
  errors: {
    chooseOne: 'Pilih salah satu jawaban',
    modelUnavailable: 'Belum ada reksa dana yang bisa dibeli untuk model ini. Coba lagi nanti.',
  },
  api: {
    invalidBody: 'Jawaban tes profil risiko tidak valid',
    incomplete: 'Semua pertanyaan harus dijawab',
    unsupportedType: 'Kirim jawaban sebagai JSON atau formulir',
    invalidQuery: 'portfolioId tidak valid',
    notFound: 'Portofolio robo tidak ditemukan',
    noProfile: 'Belum ada profil risiko',
    modelUnavailable: 'Model robo belum bisa diisi: tidak ada reksa dana terbuka untuk salah satu jenisnya',
  },
};
