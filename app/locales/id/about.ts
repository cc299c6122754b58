// Tentang Kami (/reksadana/tentang-kami): static text only. `id` is the source; en/about.ts satisfies it.
export default {
  meta: {
    title: 'Tentang Kami',
    description:
      'Celengan adalah Agen Penjual Efek Reksa Dana (APERD) yang terdaftar dan diawasi OJK. Dana investasi Anda disimpan di bank kustodian, bukan di Celengan.',
  },
  hero: {
    eyebrow: 'Tentang Kami',
    title: 'Menabung di reksa dana, semudah mengisi celengan',
    body: 'Celengan adalah tempat membeli dan menjual reksa dana secara online. Kami ingin setiap orang di Indonesia bisa mulai berinvestasi dari nominal kecil, dengan informasi yang jujur dan mudah dipahami.',
  },
  what: {
    title: 'Apa itu Celengan?',
    paragraphs: {
      intro: 'Celengan mempertemukan Anda dengan reksa dana dari berbagai manajer investasi: pasar uang, pendapatan tetap, campuran dan saham, dalam rupiah maupun dolar AS. Semua data produk, mulai dari Nilai Aktiva Bersih (NAB) harian, kinerja, dana kelolaan sampai prospektus, ditampilkan apa adanya agar Anda dapat membandingkan sebelum memilih.',
      register: 'Anda mendaftar sekali secara online, lalu dapat membeli, menjual, mengalihkan dan menabung rutin setiap bulan langsung dari ponsel. Celengan tidak memungut biaya pembelian: yang Anda bayar hanyalah biaya yang tercantum di halaman setiap produk.',
    },
  },
  license: {
    title: 'Terdaftar dan diawasi OJK',
    body: 'Celengan terdaftar sebagai Agen Penjual Efek Reksa Dana (APERD) dan diawasi oleh Otoritas Jasa Keuangan (OJK). Sebagai APERD, kami memasarkan reksa dana atas nama manajer investasi, memeriksa identitas setiap nasabah (prinsip mengenal nasabah) dan meneruskan transaksi Anda kepada bank kustodian.',
    note: 'Investasi reksa dana mengandung risiko. Kinerja masa lalu tidak menjamin kinerja masa depan. Bacalah prospektus sebelum berinvestasi.',
  },
  custody: {
    title: 'Dana Anda disimpan di bank kustodian',
    body: 'Celengan tidak pernah menyimpan dana investasi Anda. Uang yang Anda bayarkan masuk ke rekening reksa dana di bank kustodian, dan kepemilikan unit Anda dicatat oleh bank kustodian atas nama Anda.',
    steps: {
      pay: {
        title: 'Anda membayar',
        body: 'Pembayaran masuk ke rekening penampungan reksa dana di bank kustodian, bukan ke rekening Celengan.',
      },
      invest: {
        title: 'Manajer investasi mengelola',
        body: 'Manajer investasi menempatkan dana sesuai kebijakan investasi produk. Bank kustodian menyimpan aset dan menghitung NAB setiap hari bursa.',
      },
      record: {
        title: 'Unit tercatat atas nama Anda',
        body: 'Unit penyertaan dicatat atas nama Anda. Anda dapat memeriksanya sendiri di AKSes KSEI dengan Single Investor Identification (SID) Anda.',
      },
      redeem: {
        title: 'Dana kembali ke rekening Anda',
        body: 'Saat Anda menjual, hasil penjualan dikirim oleh bank kustodian langsung ke rekening bank atas nama Anda, paling lambat 7 hari bursa.',
      },
    },
  },
  roles: {
    title: 'Siapa melakukan apa',
    items: {
      manager: {
        name: 'Manajer investasi',
        body: 'Menerbitkan dan mengelola reksa dana: memilih saham, obligasi dan deposito sesuai prospektus.',
      },
      custodian: {
        name: 'Bank kustodian',
        body: 'Menyimpan aset reksa dana terpisah dari aset manajer investasi dan Celengan, menghitung NAB harian dan mencatat unit Anda.',
      },
      agent: {
        name: 'Celengan (APERD)',
        body: 'Membantu Anda mendaftar, memilih, membeli dan menjual reksa dana, serta menyampaikan informasi produk dan laporan transaksi.',
      },
      regulator: {
        name: 'OJK',
        body: 'Memberi izin dan mengawasi manajer investasi, bank kustodian dan agen penjual seperti Celengan.',
      },
    },
  },
  contact: {
    title: 'Hubungi kami',
    body: 'Ada pertanyaan tentang akun, transaksi atau produk? Tim layanan nasabah kami siap membantu.',
    emailLabel: 'Email',
    email: 'halo@celengan.test',
    hoursLabel: 'Jam layanan',
    hours: 'Senin sampai Jumat, 08.00 sampai 17.00 WIB, kecuali hari libur bursa',
    addressLabel: 'Alamat',
    address: 'Jakarta, Indonesia',
    complaint:
      'Jika pengaduan Anda belum terselesaikan, Anda dapat menghubungi Kontak OJK di nomor 157 atau melalui Aplikasi Portal Perlindungan Konsumen (APPK) OJK.',
  },
  cta: {
    title: 'Siap mulai?',
    body: 'Lihat semua reksa dana dan bandingkan kinerjanya.',
    button: 'Lihat semua produk',
  },
};
