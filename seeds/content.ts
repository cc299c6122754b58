// Editorial content of the demo (issue 2 item 4; spec landing §1 "video lessons", "articles",
// "Q&A content block", "promo banners"). Article bodies are plain text: paragraphs separated by a
// blank line, a paragraph starting with "## " is a subheading, lines starting with "- " are list
// items. Publication dates are counted back from the seed's clock so the newest article is recent.

export interface ArticleSeed {
  slug: string;
  title: string;
  description: string;
  category: string;
  /** Days before the seed date. */
  daysAgo: number;
  content: string;
}

export const articleImageUrl = (slug: string): string => `/images/articles/${slug}.svg`;

export const ARTICLES: readonly ArticleSeed[] = [
  {
    slug: 'apa-itu-reksa-dana',
    title: 'Apa Itu Reksa Dana dan Bagaimana Cara Kerjanya?',
    description: 'Reksa dana mengumpulkan dana banyak investor untuk dikelola manajer investasi profesional. Kenali pihak-pihak yang terlibat dan cara uangmu bekerja.',
    category: 'Investasi',
    daysAgo: 2,
    content: `Reksa dana adalah wadah untuk menghimpun dana dari masyarakat pemodal yang kemudian diinvestasikan dalam portofolio efek oleh manajer investasi. Definisi ini tercantum dalam Undang-Undang Pasar Modal, sehingga reksa dana adalah produk resmi yang diawasi Otoritas Jasa Keuangan (OJK).

## Tiga pihak yang menjaga uangmu

- Investor: kamu, yang membeli unit penyertaan reksa dana.
- Manajer investasi: perusahaan berizin OJK yang memutuskan ke mana dana diinvestasikan, misalnya deposito, obligasi, atau saham.
- Bank kustodian: bank yang menyimpan dan mencatat seluruh aset reksa dana secara terpisah dari kekayaan manajer investasi.

Pemisahan peran ini penting. Manajer investasi hanya mengelola, sedangkan asetnya disimpan oleh bank kustodian. Jika manajer investasi mengalami masalah keuangan, aset reksa dana tidak ikut menjadi miliknya.

## Bagaimana uangmu berkembang

Saat membeli reksa dana, kamu mendapatkan unit penyertaan sebanyak jumlah investasi dibagi Nilai Aktiva Bersih (NAB) per unit pada hari itu. Setiap hari bursa, nilai seluruh aset dihitung ulang. Jika harga obligasi dan saham di dalamnya naik atau bunga deposito bertambah, NAB per unit ikut naik, dan nilai investasimu bertambah tanpa jumlah unitnya berubah.

Keuntungan didapat saat kamu menjual kembali unit dengan NAB yang lebih tinggi daripada saat membeli, atau dari pembagian hasil investasi (dividen) pada reksa dana yang membagikannya.

## Kenapa cocok untuk pemula

Kamu bisa mulai dari Rp 10.000, tidak perlu menganalisis saham satu per satu, dan dana langsung tersebar ke banyak efek sehingga risikonya lebih terdiversifikasi. Yang tetap perlu kamu lakukan adalah memilih jenis reksa dana yang sesuai dengan tujuan dan jangka waktu investasimu.`,
  },
  {
    slug: 'jenis-jenis-reksa-dana',
    title: 'Mengenal 4 Jenis Reksa Dana: Pasar Uang, Pendapatan Tetap, Campuran, dan Saham',
    description: 'Setiap jenis reksa dana punya isi portofolio, potensi hasil, dan risiko yang berbeda. Ini panduan singkat untuk membedakannya.',
    category: 'Investasi',
    daysAgo: 9,
    content: `Reksa dana dibedakan menurut aset yang dimilikinya. Perbedaan isi portofolio inilah yang membuat potensi hasil dan naik-turun nilainya berbeda.

## Reksa dana pasar uang

Berinvestasi pada deposito dan surat utang yang jatuh tempo kurang dari satu tahun. Nilainya bergerak sangat stabil dan hampir tidak pernah turun, dengan hasil yang biasanya sedikit di atas bunga deposito. Cocok untuk dana darurat dan tujuan di bawah satu tahun.

## Reksa dana pendapatan tetap

Minimal 80% dananya ditempatkan pada efek bersifat utang seperti obligasi pemerintah (SUN) dan obligasi korporasi. Hasilnya umumnya lebih tinggi dari pasar uang, tetapi nilainya bisa turun sementara ketika suku bunga naik. Cocok untuk tujuan satu sampai tiga tahun.

## Reksa dana campuran

Menggabungkan saham, obligasi, dan pasar uang dengan porsi yang dapat diubah manajer investasi, masing-masing maksimal 79%. Risiko dan potensi hasilnya berada di antara pendapatan tetap dan saham. Cocok untuk tujuan tiga sampai lima tahun.

## Reksa dana saham

Minimal 80% dananya diinvestasikan pada saham. Dalam jangka pendek nilainya bisa turun cukup dalam, misalnya saat pasar jatuh pada Maret 2020, tetapi dalam jangka panjang berpotensi memberikan pertumbuhan tertinggi. Cocok untuk tujuan di atas lima tahun.

## Kategori lain yang sering kamu temui

- Reksa dana syariah: mengikuti prinsip syariah dan diawasi Dewan Pengawas Syariah.
- Reksa dana indeks: meniru susunan sebuah indeks, misalnya LQ45, dengan biaya pengelolaan yang lebih rendah.
- Reksa dana berdenominasi dolar AS: transaksi dilakukan dalam USD.
- Reksa dana terproteksi: menargetkan perlindungan modal awal pada saat jatuh tempo dan biasanya hanya dijual pada masa penawaran tertentu.`,
  },
  {
    slug: 'mengenal-profil-risiko',
    title: 'Profil Risiko: Kenali Dirimu Sebelum Memilih Reksa Dana',
    description: 'Konservatif, moderat, atau agresif? Profil risiko membantu memilih reksa dana yang tidak membuatmu panik saat pasar bergejolak.',
    category: 'Investasi',
    daysAgo: 16,
    content: `Profil risiko menggambarkan seberapa besar penurunan nilai investasi yang sanggup kamu terima, baik secara keuangan maupun secara emosional. Tes profil risiko menanyakan tujuan, jangka waktu, penghasilan, pengalaman investasi, dan reaksimu ketika nilai investasi turun.

## Tiga profil yang umum

- Konservatif: mengutamakan nilai pokok yang stabil. Porsi terbesar sebaiknya di reksa dana pasar uang dan pendapatan tetap.
- Moderat: siap menerima naik-turun sedang demi hasil yang lebih tinggi. Kombinasi pendapatan tetap dan saham biasanya seimbang.
- Agresif: mengejar pertumbuhan jangka panjang dan tenang menghadapi penurunan sementara. Porsi saham bisa paling besar.

Sebagai gambaran, portofolio robo Celengan untuk profil konservatif berisi sekitar 36% pasar uang, 54% pendapatan tetap, dan 10% saham; untuk moderat 10%, 53%, dan 37%; untuk agresif 10%, 24%, dan 66%.

## Jangka waktu sama pentingnya

Semakin panjang jangka waktu investasi, semakin besar kesempatan portofolio untuk pulih dari penurunan. Dana untuk membayar uang sekolah tahun depan sebaiknya tidak diletakkan di reksa dana saham, walaupun profil risikomu agresif.

## Kapan perlu mengulang tes

Ulangi tes profil risiko ketika kondisi hidupmu berubah: menikah, memiliki anak, berganti pekerjaan, atau mendekati pensiun. Profil risiko bukan label seumur hidup.`,
  },
  {
    slug: 'memahami-nab-per-unit',
    title: 'Memahami NAB per Unit: Harga Reksa Dana yang Sering Disalahpahami',
    description: 'NAB per unit yang tinggi bukan berarti reksa dana itu mahal. Pelajari cara NAB dihitung, kapan diumumkan, dan kaitannya dengan jam cut-off.',
    category: 'Investasi',
    daysAgo: 23,
    content: `Nilai Aktiva Bersih (NAB) adalah nilai seluruh aset reksa dana dikurangi kewajibannya, seperti biaya pengelolaan. NAB per unit adalah NAB dibagi jumlah unit penyertaan yang beredar. Angka inilah "harga" satu unit reksa dana.

## Cara menghitung unit yang kamu dapat

Jika kamu membeli Rp 1.000.000 pada saat NAB per unit Rp 1.250, kamu mendapatkan 800 unit. Jika kemudian NAB per unit naik menjadi Rp 1.375, nilai investasimu menjadi 800 x Rp 1.375 = Rp 1.100.000, atau naik 10%.

## NAB tinggi tidak berarti mahal

Reksa dana yang sudah lama berdiri biasanya memiliki NAB per unit lebih tinggi karena nilainya telah bertumbuh. Yang menentukan keuntunganmu adalah persentase kenaikan NAB setelah kamu membeli, bukan besarnya angka NAB. Untuk membandingkan reksa dana, lihat imbal hasil dalam persen pada periode yang sama.

## Kapan NAB diumumkan

NAB dihitung setiap hari bursa oleh bank kustodian dan diumumkan pada sore atau malam hari. Karena itu ada jam batas transaksi (cut-off), umumnya pukul 13.00 WIB. Pembelian yang pembayarannya diterima sebelum cut-off memakai NAB hari itu; setelah cut-off atau pada hari libur bursa, memakai NAB hari bursa berikutnya. Jumlah unitmu baru terlihat setelah NAB tersebut diumumkan.

## NAB dan dividen

Pada reksa dana yang membagikan dividen, NAB per unit turun sebesar dividen yang dibagikan pada tanggal pembagian. Nilaimu tidak hilang: sebagian berpindah menjadi uang tunai atau unit tambahan. Untuk menilai kinerja reksa dana seperti ini, gunakan grafik NAB yang disesuaikan (adjusted) yang memperhitungkan dividen.`,
  },
  {
    slug: 'strategi-nabung-rutin-dollar-cost-averaging',
    title: 'Nabung Rutin dengan Dollar-Cost Averaging: Tidak Perlu Menebak Waktu Terbaik',
    description: 'Berinvestasi dengan jumlah tetap setiap bulan membuatmu membeli lebih banyak unit saat harga turun. Begini hitungannya.',
    category: 'Perencanaan Keuangan',
    daysAgo: 31,
    content: `Dollar-cost averaging (DCA) adalah strategi berinvestasi dengan jumlah yang sama secara berkala, misalnya setiap tanggal gajian, tanpa memedulikan naik-turunnya harga. Di Celengan, strategi ini tersedia sebagai Nabung Rutin.

## Contoh hitungan

Misalkan kamu berinvestasi Rp 500.000 setiap bulan:

- Bulan pertama NAB per unit Rp 1.000: kamu mendapat 500 unit.
- Bulan kedua pasar turun, NAB Rp 800: kamu mendapat 625 unit.
- Bulan ketiga pasar naik, NAB Rp 1.250: kamu mendapat 400 unit.

Total Rp 1.500.000 menghasilkan 1.525 unit, sehingga biaya rata-rata per unit hanya sekitar Rp 984, lebih rendah daripada rata-rata harga ketiga bulan itu (Rp 1.017). Saat harga turun, jumlah yang sama membeli lebih banyak unit.

## Kelebihan DCA

- Tidak perlu menebak kapan pasar berada di titik terendah.
- Membentuk kebiasaan disiplin, mirip menabung.
- Mengurangi risiko membeli seluruh dana pada harga yang kebetulan sedang tinggi.

## Hal yang perlu diingat

DCA tidak menjamin keuntungan dan tidak melindungi dari kerugian ketika pasar terus turun. Strategi ini paling bermanfaat untuk reksa dana yang nilainya berfluktuasi, seperti saham dan campuran, dengan jangka waktu panjang. Tentukan jumlah yang sanggup kamu sisihkan setiap bulan tanpa mengganggu kebutuhan pokok dan dana darurat.`,
  },
  {
    slug: 'pajak-reksa-dana',
    title: 'Pajak Reksa Dana: Apakah Keuntunganmu Dipotong Lagi?',
    description: 'Keuntungan dari reksa dana bukan objek pajak penghasilan bagi investor, tetapi tetap wajib dilaporkan di SPT. Ini penjelasannya.',
    category: 'Investasi',
    daysAgo: 38,
    content: `Salah satu kelebihan reksa dana bagi investor perorangan adalah perlakuan pajaknya yang sederhana.

## Di tingkat investor

Keuntungan dari penjualan kembali unit penyertaan dan pembagian hasil (dividen) reksa dana bukan objek pajak penghasilan bagi pemegang unit, sebagaimana diatur dalam Undang-Undang Pajak Penghasilan Pasal 4 ayat (3). Artinya, saat kamu menjual reksa dana dengan untung, dana yang masuk ke rekeningmu tidak dipotong pajak lagi.

## Di tingkat reksa dana

Pajak sudah dibayar di dalam reksa dana itu sendiri. Misalnya, bunga obligasi yang diterima reksa dana dikenai pajak penghasilan final, dan bunga deposito juga dipotong pajak oleh bank. Karena itu NAB yang kamu lihat sudah merupakan nilai setelah pajak tersebut.

## Tetap dilaporkan di SPT Tahunan

Walaupun keuntungannya bukan objek pajak, kepemilikan reksa dana adalah harta yang wajib dicantumkan dalam SPT Tahunan. Gunakan nilai per 31 Desember yang tercantum di laporan e-statement tahunanmu. Dividen tunai yang kamu terima dilaporkan sebagai penghasilan yang tidak termasuk objek pajak.

Peraturan pajak dapat berubah. Untuk situasi khusus, konsultasikan dengan konsultan pajak atau kantor pajak terdekat.`,
  },
  {
    slug: 'reksa-dana-syariah',
    title: 'Reksa Dana Syariah: Prinsip, Pengawasan, dan Pilihannya',
    description: 'Reksa dana syariah hanya berinvestasi pada efek yang memenuhi prinsip syariah dan diawasi Dewan Pengawas Syariah. Apa bedanya dengan reksa dana konvensional?',
    category: 'Syariah',
    daysAgo: 45,
    content: `Reksa dana syariah adalah reksa dana yang pengelolaannya tidak bertentangan dengan prinsip syariah di pasar modal. Dasarnya adalah fatwa Dewan Syariah Nasional MUI dan peraturan OJK tentang reksa dana syariah.

## Apa yang membedakannya

- Efek yang dibeli hanya yang tercantum dalam Daftar Efek Syariah (DES) yang diterbitkan OJK, misalnya saham syariah, sukuk negara, dan sukuk korporasi.
- Perusahaan yang sahamnya dibeli tidak menjalankan usaha yang dilarang, seperti perjudian, jasa keuangan ribawi, atau produksi barang haram, dan memenuhi batas rasio keuangan: utang berbasis bunga dibandingkan total aset tidak lebih dari 45%, dan pendapatan tidak halal tidak lebih dari 10% dari total pendapatan.
- Penempatan pasar uang dilakukan di bank syariah, misalnya deposito mudharabah.
- Setiap reksa dana syariah memiliki Dewan Pengawas Syariah yang memastikan pengelolaannya sesuai prinsip syariah.
- Bila ada pendapatan yang tidak sesuai syariah, pendapatan itu dipisahkan dan disalurkan untuk kegiatan sosial (proses pembersihan atau cleansing).

## Pilihan reksa dana syariah

Reksa dana syariah tersedia untuk semua jenis: pasar uang syariah, pendapatan tetap syariah (berisi sukuk), campuran syariah, saham syariah, bahkan indeks syariah seperti Jakarta Islamic Index dan reksa dana syariah berbasis efek luar negeri dalam dolar AS.

## Apakah hasilnya lebih rendah?

Tidak selalu. Kinerja reksa dana syariah bergantung pada kondisi pasar dan pilihan efeknya, sama seperti reksa dana konvensional. Bandingkan kinerja, biaya, dan kebijakan investasinya pada periode yang sama sebelum memilih.`,
  },
  {
    slug: 'cara-memilih-reksa-dana',
    title: 'Cara Memilih Reksa Dana yang Tepat untuk Tujuan Keuanganmu',
    description: 'Mulai dari tujuan dan jangka waktu, lalu periksa kinerja, biaya, dana kelolaan, dan dokumen resminya. Ini daftar periksanya.',
    category: 'Perencanaan Keuangan',
    daysAgo: 52,
    content: `Ada ratusan reksa dana di Indonesia. Daftar periksa berikut membantumu menyaring pilihan secara sistematis.

## 1. Tentukan tujuan dan jangka waktunya

Tujuan di bawah satu tahun cocok dengan pasar uang, satu sampai tiga tahun dengan pendapatan tetap, tiga sampai lima tahun dengan campuran, dan di atas lima tahun dengan saham. Sesuaikan juga dengan hasil tes profil risikomu.

## 2. Lihat kinerja jangka panjang, bukan hanya sebulan terakhir

Bandingkan imbal hasil satu, tiga, dan lima tahun dengan reksa dana sejenis dan dengan tolok ukurnya. Perhatikan juga konsistensinya serta penurunan terdalam (maximum drawdown) yang pernah dialami, agar kamu tahu seberapa besar gejolaknya.

## 3. Periksa biaya

Rasio biaya (expense ratio) menunjukkan biaya pengelolaan tahunan yang sudah tercermin di NAB. Selisih 1% per tahun terasa besar dalam sepuluh tahun. Perhatikan pula biaya pembelian dan penjualan, jika ada.

## 4. Perhatikan dana kelolaan dan manajer investasinya

Dana kelolaan (AUM) yang besar dan stabil menunjukkan kepercayaan investor dan membuat pengelolaan lebih efisien. Pastikan manajer investasi dan produknya terdaftar dan diawasi OJK.

## 5. Baca prospektus dan fund fact sheet

Prospektus menjelaskan tujuan, kebijakan investasi, risiko, dan biaya. Fund fact sheet bulanan menunjukkan alokasi aset, efek terbesar, dan kinerja terbaru. Keduanya bisa kamu unduh di halaman setiap reksa dana.

## 6. Diversifikasi

Jangan menaruh semua dana di satu reksa dana. Kombinasi beberapa jenis, misalnya pendapatan tetap dan saham, membuat portofolio lebih tahan terhadap gejolak.`,
  },
  {
    slug: 'dana-darurat-di-reksa-dana-pasar-uang',
    title: 'Menyimpan Dana Darurat di Reksa Dana Pasar Uang',
    description: 'Dana darurat harus aman dan mudah dicairkan. Reksa dana pasar uang menawarkan keduanya dengan hasil yang biasanya di atas tabungan.',
    category: 'Perencanaan Keuangan',
    daysAgo: 60,
    content: `Dana darurat adalah simpanan untuk kejadian tak terduga, seperti kehilangan pekerjaan atau biaya pengobatan. Besarnya umumnya tiga sampai enam bulan pengeluaran untuk yang masih lajang, dan enam sampai dua belas bulan untuk yang sudah berkeluarga.

## Kenapa reksa dana pasar uang

- Nilainya sangat stabil karena isinya deposito dan surat utang jangka pendek.
- Hasilnya biasanya lebih tinggi daripada bunga tabungan biasa.
- Dapat dijual kapan saja; dana hasil penjualan dikirim ke rekeningmu paling lambat tujuh hari bursa, dan pada praktiknya sering lebih cepat.
- Tidak ada penalti pencairan seperti pada deposito yang dicairkan sebelum jatuh tempo.

## Yang perlu diperhatikan

Karena pencairan membutuhkan beberapa hari bursa, simpan sebagian kecil dana darurat di tabungan untuk kebutuhan yang benar-benar mendadak. Sisanya dapat ditempatkan di reksa dana pasar uang. Pilih reksa dana dengan dana kelolaan yang besar dan biaya yang rendah.`,
  },
];

export interface VideoSeed {
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
}

export interface VideoCourseSeed {
  slug: string;
  name: string;
  description: string;
  videos: readonly VideoSeed[];
}

export const videoThumbnailUrl = (courseSlug: string): string => `/images/videos/${courseSlug}.svg`;
/**
 * Where a lesson's recording is served from (public/videos/). The demo ships no recordings: the
 * lessons carry a title, a description and a duration, and the files are added by content
 * operations (docs/decisions/003-demo-data.md).
 */
export const videoUrl = (courseSlug: string, videoSlug: string): string => `/videos/${courseSlug}/${videoSlug}.mp4`;

export const VIDEO_COURSES: readonly VideoCourseSeed[] = [
  {
    slug: 'kelas-dasar-reksa-dana',
    name: 'Kelas Dasar Reksa Dana',
    description: 'Tiga pelajaran singkat untuk memahami apa itu reksa dana, jenis-jenisnya, dan cara membaca NAB.',
    videos: [
      { slug: 'apa-itu-reksa-dana', title: 'Apa Itu Reksa Dana?', description: 'Peran investor, manajer investasi, dan bank kustodian, serta cara uangmu berkembang.', durationSeconds: 274 },
      { slug: 'empat-jenis-reksa-dana', title: 'Empat Jenis Reksa Dana', description: 'Pasar uang, pendapatan tetap, campuran, dan saham: isi, risiko, dan jangka waktunya.', durationSeconds: 331 },
      { slug: 'nab-dan-unit-penyertaan', title: 'NAB dan Unit Penyertaan', description: 'Cara menghitung unit yang kamu dapat dan mengapa NAB tinggi tidak berarti mahal.', durationSeconds: 298 },
    ],
  },
  {
    slug: 'strategi-investasi-pemula',
    name: 'Strategi Investasi untuk Pemula',
    description: 'Menyusun tujuan keuangan, berinvestasi rutin, dan menyebar risiko dengan diversifikasi.',
    videos: [
      { slug: 'menentukan-tujuan-keuangan', title: 'Menentukan Tujuan Keuangan', description: 'Mengubah keinginan menjadi target dengan jumlah dan tanggal yang jelas.', durationSeconds: 315 },
      { slug: 'nabung-rutin-dca', title: 'Nabung Rutin dan Dollar-Cost Averaging', description: 'Mengapa investasi rutin dengan jumlah tetap membantu menghadapi pasar yang naik turun.', durationSeconds: 287 },
      { slug: 'diversifikasi-portofolio', title: 'Diversifikasi Portofolio', description: 'Menggabungkan beberapa jenis reksa dana agar portofolio lebih tahan gejolak.', durationSeconds: 342 },
      { slug: 'kapan-menjual-reksa-dana', title: 'Kapan Sebaiknya Menjual Reksa Dana?', description: 'Menjual karena tujuan tercapai atau rencana berubah, bukan karena panik.', durationSeconds: 263 },
    ],
  },
  {
    slug: 'mengenal-risiko-investasi',
    name: 'Mengenal Risiko Investasi',
    description: 'Jenis-jenis risiko reksa dana, profil risiko, dan cara membaca fund fact sheet.',
    videos: [
      { slug: 'jenis-risiko-reksa-dana', title: 'Jenis Risiko Reksa Dana', description: 'Risiko pasar, suku bunga, kredit, likuiditas, dan nilai tukar.', durationSeconds: 356 },
      { slug: 'tes-profil-risiko', title: 'Memahami Hasil Tes Profil Risiko', description: 'Konservatif, moderat, dan agresif: apa artinya bagi pilihan reksa danamu.', durationSeconds: 249 },
      { slug: 'membaca-fund-fact-sheet', title: 'Membaca Fund Fact Sheet', description: 'Alokasi aset, efek terbesar, kinerja, dan rasio biaya dalam satu halaman.', durationSeconds: 377 },
    ],
  },
  {
    slug: 'investasi-syariah',
    name: 'Investasi Syariah',
    description: 'Prinsip syariah di pasar modal, reksa dana syariah, dan sukuk.',
    videos: [
      { slug: 'prinsip-syariah-pasar-modal', title: 'Prinsip Syariah di Pasar Modal', description: 'Daftar Efek Syariah, batasan usaha, dan rasio keuangan.', durationSeconds: 301 },
      { slug: 'reksa-dana-syariah', title: 'Reksa Dana Syariah', description: 'Dewan Pengawas Syariah, pembersihan pendapatan, dan pilihan produknya.', durationSeconds: 289 },
      { slug: 'mengenal-sukuk', title: 'Mengenal Sukuk', description: 'Sukuk negara dan sukuk korporasi sebagai isi reksa dana pendapatan tetap syariah.', durationSeconds: 318 },
    ],
  },
];

export interface PromoBannerSeed {
  slug: string;
  name: string;
  bannerUrl: string;
  dataButtonName: string;
  isExternal: boolean;
  newWindow: boolean;
  noFollow: boolean;
}

export const bannerImageUrl = (slug: string, mobile: boolean): string =>
  `/images/banners/${slug}${mobile ? '-mobile' : ''}.svg`;

export const PROMO_BANNERS: readonly PromoBannerSeed[] = [
  { slug: 'nabung-rutin', name: 'Nabung Rutin mulai Rp 10.000', bannerUrl: '/reksadana/nabung-rutin', dataButtonName: 'promo-nabung-rutin', isExternal: false, newWindow: false, noFollow: false },
  { slug: 'referral-cashback', name: 'Ajak teman, dapat cashback Rp 25.000', bannerUrl: '/reksadana/referral', dataButtonName: 'promo-referral', isExternal: false, newWindow: false, noFollow: false },
  { slug: 'dana-darurat', name: 'Simpan dana darurat di reksa dana pasar uang', bannerUrl: '/reksadana/pasar-uang', dataButtonName: 'promo-pasar-uang', isExternal: false, newWindow: false, noFollow: false },
  // An external banner (spec landing §3 promoExternalBanners): OJK's consumer-education site.
  { slug: 'sikapi-uangmu', name: 'Edukasi keuangan OJK: Sikapi Uangmu', bannerUrl: 'https://sikapiuangmu.ojk.go.id/', dataButtonName: 'promo-external-ojk', isExternal: true, newWindow: true, noFollow: true },
];

export interface QnaSeed {
  question: string;
  answer: string;
  questionEn: string;
  answerEn: string;
}

export const QNA_ENTRIES: readonly QnaSeed[] = [
  {
    question: 'Apa itu reksa dana?',
    answer: 'Reksa dana adalah wadah investasi yang menghimpun dana dari banyak investor untuk dikelola oleh manajer investasi berizin OJK ke dalam deposito, obligasi, atau saham. Asetnya disimpan oleh bank kustodian, terpisah dari kekayaan manajer investasi.',
    questionEn: 'What is a mutual fund?',
    answerEn: 'A mutual fund pools money from many investors and is managed by an OJK-licensed investment manager in deposits, bonds or stocks. Its assets are held by a custodian bank, separate from the investment manager’s own assets.',
  },
  {
    question: 'Berapa modal minimal untuk mulai berinvestasi?',
    answer: 'Kamu bisa mulai dari Rp 10.000. Minimum pembelian setiap reksa dana tercantum di halaman produknya; beberapa reksa dana memiliki minimum pembelian pertama yang lebih besar.',
    questionEn: 'How much do I need to start investing?',
    answerEn: 'You can start from Rp 10,000. Each fund’s page shows its minimum purchase; some funds ask for a larger first purchase.',
  },
  {
    question: 'Apakah berinvestasi di Celengan aman?',
    answer: 'Reksa dana diawasi OJK. Dana pembelianmu dikirim ke rekening reksa dana di bank kustodian, bukan ke rekening Celengan, dan unit penyertaan tercatat atas namamu. Nilai investasi tetap dapat naik dan turun sesuai kondisi pasar.',
    questionEn: 'Is investing with Celengan safe?',
    answerEn: 'Mutual funds are supervised by OJK. Your payment goes to the fund’s account at the custodian bank, not to Celengan, and the units are registered in your name. The value of an investment can still go up and down with the market.',
  },
  {
    question: 'Kapan unit reksa dana saya terbit?',
    answer: 'Pembelian yang pembayarannya diterima sebelum pukul 13.00 WIB pada hari bursa memakai NAB hari itu; setelahnya memakai NAB hari bursa berikutnya. Unit terlihat di portofoliomu setelah NAB tersebut diumumkan, biasanya pada malam hari atau keesokan harinya.',
    questionEn: 'When do my fund units appear?',
    answerEn: 'A purchase paid before 13:00 WIB on an exchange day gets that day’s NAV; later payments get the next exchange day’s NAV. The units appear in your portfolio once that NAV is published, usually that evening or the next day.',
  },
  {
    question: 'Berapa lama dana hasil penjualan masuk ke rekening saya?',
    answer: 'Sesuai peraturan, dana hasil penjualan kembali dikirim ke rekening bank terdaftarmu paling lambat tujuh hari bursa setelah penjualan diproses. Reksa dana pasar uang umumnya lebih cepat.',
    questionEn: 'How long until the proceeds of a sale reach my account?',
    answerEn: 'By regulation, redemption proceeds are paid to your registered bank account within seven exchange days after the sale is processed. Money market funds usually pay sooner.',
  },
  {
    question: 'Apakah ada biaya untuk membeli dan menjual?',
    answer: 'Sebagian besar reksa dana di Celengan tidak mengenakan biaya pembelian. Biaya penjualan, jika ada, tercantum di halaman produk dan ringkasan transaksi sebelum kamu mengonfirmasi. Biaya pengelolaan tahunan sudah tercermin dalam NAB.',
    questionEn: 'Are there fees to buy and sell?',
    answerEn: 'Most funds on Celengan charge no purchase fee. A redemption fee, if any, is shown on the fund page and in the order summary before you confirm. The annual management cost is already reflected in the NAV.',
  },
  {
    question: 'Apa bedanya reksa dana syariah dan konvensional?',
    answer: 'Reksa dana syariah hanya berinvestasi pada efek yang memenuhi prinsip syariah, seperti saham syariah dan sukuk, dan diawasi Dewan Pengawas Syariah. Reksa dana konvensional tidak memiliki batasan tersebut.',
    questionEn: 'How do sharia and conventional funds differ?',
    answerEn: 'Sharia funds invest only in sharia-compliant securities such as sharia stocks and sukuk, and are overseen by a Sharia Supervisory Board. Conventional funds have no such restriction.',
  },
  {
    question: 'Apakah keuntungan reksa dana dikenai pajak?',
    answer: 'Keuntungan dari penjualan unit dan pembagian hasil reksa dana bukan objek pajak penghasilan bagi investor. Kepemilikan reksa dana tetap perlu dilaporkan sebagai harta di SPT Tahunan.',
    questionEn: 'Are mutual fund gains taxed?',
    answerEn: 'Gains from selling units and fund distributions are not subject to income tax for the investor. Your holdings must still be reported as assets in your annual tax return.',
  },
];
