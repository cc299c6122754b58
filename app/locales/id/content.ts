// Articles (/artikel) and video lessons (/university): the pages' own words. The articles and the
// lessons themselves are Indonesian data from the database; `id` is the source, en/content.ts
// satisfies it. `languageNote` keys are empty here: Indonesian readers need no note that the text is
// Indonesian (the pages show a note only when its text is not empty).
export default {
  articles: {
    meta: {
      title: 'Artikel Investasi Reksa Dana',
      description:
        'Artikel seputar reksa dana, profil risiko, pajak, investasi syariah, dan perencanaan keuangan dari Celengan. Mudah dipahami, untuk investor pemula maupun berpengalaman.',
    },
    eyebrow: 'Artikel',
    title: 'Belajar investasi, satu artikel setiap kali',
    intro: 'Penjelasan singkat dan jujur tentang reksa dana, risiko, dan cara merencanakan tujuan keuangan Anda.',
    languageNote: '',
    categoriesLabel: 'Kategori artikel',
    allCategories: 'Semua',
    count_one: '{{count}} artikel',
    count_other: '{{count}} artikel',
    empty: {
      title: 'Belum ada artikel',
      body: 'Artikel baru akan tampil di sini. Silakan kembali lagi nanti.',
    },
    publishedOn: 'Terbit {{date}}',
    read: 'Baca artikel',
  },
  article: {
    back: 'Semua artikel',
    languageNote: '',
    moreTitle: 'Artikel lainnya',
    seeAll: 'Lihat semua artikel',
    learnTitle: 'Lebih suka menonton?',
    learnBody: 'Kelas video singkat tentang dasar-dasar reksa dana.',
    learnLink: 'Lihat kelas video',
    notFound: {
      metaTitle: 'Artikel tidak ditemukan',
      title: 'Artikel tidak ditemukan',
      body: 'Artikel yang Anda cari tidak ada, belum terbit, atau sudah dipindahkan. Coba lihat daftar artikel kami.',
      back: 'Lihat semua artikel',
    },
  },
  university: {
    meta: {
      title: 'Kelas Video Reksa Dana',
      description:
        'Kelas video singkat dari Celengan: dasar-dasar reksa dana, strategi untuk pemula, mengenal risiko, dan investasi syariah.',
    },
    eyebrow: 'Belajar',
    title: 'Kelas video reksa dana',
    intro: 'Pelajaran singkat yang disusun berurutan, dari mengenal reksa dana sampai menyusun portofolio sendiri.',
    languageNote: '',
    lessons_one: '{{count}} pelajaran',
    lessons_other: '{{count}} pelajaran',
    minutes_one: '± {{count}} menit',
    minutes_other: '± {{count}} menit',
    recordingsPending: 'Video segera hadir',
    empty: {
      title: 'Belum ada kelas video',
      body: 'Kelas video baru akan tampil di sini. Sementara itu, baca artikel kami.',
      link: 'Baca artikel',
    },
  },
  lesson: {
    back: 'Semua kelas',
    position: 'Pelajaran {{position}} dari {{total}}',
    duration: 'Durasi',
    languageNote: '',
    videoFallback: 'Peramban Anda tidak dapat memutar video ini.',
    videoDownload: 'Unduh videonya',
    unpublished: {
      title: 'Rekaman pelajaran ini belum diterbitkan',
      body: 'Videonya sedang kami siapkan. Ringkasan pelajaran dan durasinya sudah dapat Anda baca di bawah ini.',
      articles: 'Sementara itu, baca artikel kami',
    },
    summaryTitle: 'Tentang pelajaran ini',
    listTitle: 'Daftar pelajaran',
    current: 'sedang dibuka',
    navLabel: 'Pelajaran sebelumnya dan berikutnya',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    meta: {
      title: '{{lesson}} · {{course}}',
    },
    notFound: {
      metaTitle: 'Pelajaran tidak ditemukan',
      title: 'Pelajaran tidak ditemukan',
      body: 'Kelas atau pelajaran yang Anda cari tidak ada atau sudah dipindahkan. Pilih kelas dari daftar kami.',
      back: 'Lihat semua kelas',
    },
  },
};
