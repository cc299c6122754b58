// Celengan Prioritas (/reksadana/prioritas): static text only. `id` is the source; en/priority.ts
// satisfies it. `{{amount}}` is the threshold, formatted by the page (app/lib/format.ts). The contact
// details (email, hours, address) are the about page's (namespace `about`), not repeated here. No
// promise of returns and no fee waivers: the programme is a service, the funds and their fees stay
// the same.
export default {
  meta: {
    title: 'Celengan Prioritas',
    description:
      'Layanan khusus untuk investor dengan total investasi minimal {{amount}}: relationship manager pribadi, laporan portofolio bulanan, layanan nasabah prioritas dan undangan acara edukasi.',
  },
  hero: {
    eyebrow: 'Celengan Prioritas',
    title: 'Layanan khusus untuk investor dengan portofolio besar',
    body: 'Saat total investasi Anda di Celengan mencapai {{amount}}, Anda mendapat relationship manager pribadi, laporan portofolio bulanan, layanan nasabah prioritas dan undangan acara edukasi eksklusif.',
  },
  eligibility: {
    title: 'Siapa yang bisa bergabung?',
    thresholdLabel: 'Total investasi minimal',
    body: 'Celengan Prioritas terbuka untuk setiap investor Celengan yang total investasinya mencapai minimal {{amount}}.',
    rules: {
      total: 'Yang dihitung adalah nilai seluruh reksa dana Anda di semua portofolio, bukan jumlah yang pernah Anda setorkan.',
      nav: 'Nilai setiap reksa dana dihitung dengan NAB (Nilai Aktiva Bersih) terakhir yang sudah diumumkan.',
      monthly: 'Kami memeriksa total investasi setiap bulan. Karena NAB naik turun, total investasi Anda juga dapat naik atau turun.',
    },
  },
  benefits: {
    title: 'Yang Anda dapatkan',
    items: {
      manager: {
        title: 'Relationship manager pribadi',
        body: 'Satu orang yang mengenal portofolio Anda dan dapat dihubungi lewat telepon atau WhatsApp pada hari kerja. Ia menjelaskan produk dan membantu transaksi; keputusan investasi tetap di tangan Anda.',
      },
      report: {
        title: 'Laporan tinjauan portofolio bulanan',
        body: 'Setiap bulan Anda menerima ringkasan isi portofolio, perubahan nilainya dan komposisinya dibandingkan dengan profil risiko Anda.',
      },
      service: {
        title: 'Layanan nasabah prioritas',
        body: 'Pertanyaan dan pengaduan Anda kepada tim layanan nasabah ditangani lebih dahulu.',
      },
      events: {
        title: 'Undangan acara edukasi',
        body: 'Undangan ke kelas dan diskusi investasi eksklusif bersama manajer investasi, secara daring maupun tatap muka.',
      },
    },
    note: 'Celengan Prioritas adalah layanan, bukan produk investasi. Tidak ada janji imbal hasil, dan biaya setiap reksa dana tetap sama seperti yang tercantum di halaman produknya.',
  },
  join: {
    title: 'Cara bergabung',
    steps: {
      reach: {
        title: 'Capai total investasi {{amount}}',
        body: 'Berinvestasi di satu atau beberapa portofolio: nilai semua portofolio Anda dijumlahkan.',
      },
      invite: {
        title: 'Kami mengundang Anda',
        body: 'Setelah pemeriksaan bulanan, investor yang memenuhi syarat otomatis menerima undangan lewat email. Anda tidak perlu mendaftar.',
      },
      meet: {
        title: 'Berkenalan dengan relationship manager',
        body: 'Relationship manager Anda menghubungi Anda untuk memperkenalkan diri dan memberikan nomor telepon serta WhatsApp-nya.',
      },
    },
    contactPrompt: 'Merasa sudah memenuhi syarat tetapi belum menerima undangan?',
    contactLink: 'Hubungi kami',
  },
  contact: {
    title: 'Hubungi kami',
    body: 'Ingin tahu lebih lanjut tentang Celengan Prioritas atau belum menerima undangan? Tim layanan nasabah kami siap membantu.',
  },
  risk: {
    title: 'Risiko investasi',
    body: 'Investasi reksa dana mengandung risiko. Sebelum memutuskan berinvestasi, calon investor wajib membaca dan memahami prospektus. Kinerja masa lalu tidak menjamin kinerja masa depan.',
    programme: 'Celengan Prioritas tidak menjamin hasil investasi dan tidak melindungi nilai investasi Anda dari penurunan.',
  },
  cta: {
    visitor: {
      title: 'Mulai berinvestasi',
      body: 'Daftar gratis, lalu pilih reksa dana yang sesuai dengan profil risiko Anda.',
      button: 'Mulai investasi',
    },
    member: {
      title: 'Pantau total investasi Anda',
      body: 'Lihat nilai seluruh portofolio Anda dengan NAB terakhir.',
      button: 'Lihat portofolio',
    },
  },
};
