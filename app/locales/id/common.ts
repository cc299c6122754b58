export default {
  brand: 'Celengan',
  tagline: 'Reksa dana untuk semua',
  meta: {
    title: 'Celengan: investasi reksa dana mulai Rp 10.000',
    description: 'Beli reksa dana pasar uang, pendapatan tetap, saham dan campuran dengan aman, mulai Rp 10.000.',
  },
  nav: {
    home: 'Beranda',
    funds: 'Reksa Dana',
    portfolio: 'Portofolio',
    account: 'Akun',
    signIn: 'Masuk',
    signUp: 'Daftar',
    signOut: 'Keluar',
    menu: 'Menu pengguna',
    mainNavigation: 'Navigasi utama',
    bottomNavigation: 'Navigasi bawah',
    skipToContent: 'Lewati ke konten utama',
  },
  language: {
    label: 'Bahasa',
    id: 'Bahasa Indonesia',
    en: 'English',
    switchTo: 'Ganti bahasa ke {{language}}',
  },
  footer: {
    disclaimer:
      'Celengan adalah Agen Penjual Efek Reksa Dana (APERD) yang terdaftar dan diawasi oleh Otoritas Jasa Keuangan (OJK). Investasi reksa dana mengandung risiko. Sebelum memutuskan berinvestasi, calon investor wajib membaca dan memahami prospektus. Kinerja masa lalu tidak menjamin kinerja masa depan.',
    copyright: '© {{year}} Celengan. Seluruh hak cipta dilindungi.',
    about: 'Tentang Kami',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    body: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    back: 'Kembali ke beranda',
  },
  error: {
    title: 'Maaf, terjadi gangguan teknis',
    body: 'Maaf, terjadi gangguan teknis. Mohon coba kembali beberapa saat lagi.',
    forbidden: 'Anda tidak memiliki akses ke halaman ini.',
    back: 'Kembali ke beranda',
    retry: 'Coba lagi',
  },
};
