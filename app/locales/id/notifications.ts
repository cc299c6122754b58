// Issue 17 items 4-5: the notification centre, the bell, and the texts of each notification kind.
//
// `kinds`: one entry per NOTIFICATION_KINDS kind (and its variants, `KIND_VARIANT`), rendered when the notification
// is READ, in the reader's language, from the kind and its params (docs/decisions/079-notification-centre.md).
// Params are formatted before they are filled in: `…Date` (YYYY-MM-DD) as a date, `…Amount` (minor units, in the
// `currency` param, rupiah by default) as money, `nav` and `units` (× 10^4) as NAV and units, `…Key` (a
// translation key "namespace:path") as its text under the name without `Key`. `action` is the email's button
// (decision 080). The investor is addressed as "Anda".
export default {
  kinds: {
    ORDER_PAID: {
      title: 'Pembayaran diterima',
      body: 'Pembayaran {{transactionNumber}} sudah kami terima. Unit reksa dana akan dihitung dengan NAV tanggal {{navDate}}.',
      action: 'Lihat pesanan',
    },
    ORDER_COMPLETED: {
      title: 'Pembelian reksa dana berhasil',
      body: 'Unit reksa dana dari {{transactionNumber}} sudah masuk ke portofolio Anda: {{units}} unit {{fundName}} dengan NAV {{nav}} tanggal {{navDate}}.',
      action: 'Lihat pesanan',
    },
    ORDER_COMPLETED_MULTI: {
      title: 'Pembelian reksa dana berhasil',
      body: 'Unit {{funds}} reksa dana dari {{transactionNumber}} sudah masuk ke portofolio Anda, dihitung dengan NAV tanggal {{navDate}}.',
      action: 'Lihat pesanan',
    },
    ORDER_COMPLETED_SELL: {
      title: 'Penjualan reksa dana berhasil',
      body: '{{units}} unit {{fundName}} dari {{transactionNumber}} terjual dengan NAV {{nav}} tanggal {{navDate}}. Dana {{proceedsAmount}} dikirim ke rekening bank Anda paling lambat {{dueDate}}.',
      action: 'Lihat pesanan',
    },
    ORDER_COMPLETED_SWITCH: {
      title: 'Pengalihan reksa dana berhasil',
      body: 'Unit reksa dana tujuan dari {{transactionNumber}} sudah masuk ke portofolio Anda: {{units}} unit {{fundName}} dengan NAV {{nav}} tanggal {{navDate}}.',
      action: 'Lihat pesanan',
    },
    ORDER_EXPIRED: {
      title: 'Waktu pembayaran habis',
      body: 'Pesanan {{transactionNumber}} sebesar {{amount}} dibatalkan karena belum dibayar sampai batas waktunya. Silakan buat pesanan baru bila Anda masih ingin berinvestasi.',
      action: 'Lihat pesanan',
    },
    RECURRING_RUN_CREATED: {
      title: 'Saatnya Nabung Rutin',
      body: 'Pesanan Nabung Rutin {{transactionNumber}} untuk {{fundName}} sebesar {{amount}} sudah dibuat. Bayar sebelum {{expiresAt}} agar tetap diproses.',
      action: 'Bayar sekarang',
    },
    RECURRING_RUN_FAILED: {
      title: 'Nabung Rutin tidak dapat dijalankan',
      body: 'Nabung Rutin {{fundName}} tanggal {{runDate}} tidak dapat dijalankan: {{reason}}.',
      action: 'Lihat jadwal',
    },
    SELL_PROCEEDS_PAID: {
      title: 'Dana penjualan sudah dikirim',
      body: 'Dana hasil penjualan reksa dana sebesar {{amount}} sudah dikirim ke rekening bank Anda (jatuh tempo {{dueDate}}).',
      action: 'Lihat pesanan',
    },
    DIVIDEND_PAID: {
      title: 'Dividen tunai sudah dikirim',
      body: 'Dividen tunai reksa dana sebesar {{amount}} sudah dikirim ke rekening bank Anda (tanggal pembayaran {{dueDate}}).',
      action: 'Lihat portofolio',
    },
    DIVIDEND_PAID_ANNOUNCED: {
      title: 'Dividen tunai dibagikan',
      body: 'Dividen tunai {{fundName}} sebesar {{amount}} akan dikirim ke rekening bank Anda pada {{paymentDate}}.',
      action: 'Lihat portofolio',
    },
    KYC_APPROVED: {
      title: 'Pendaftaran terverifikasi',
      body: 'Data Anda sudah terverifikasi. Yuk, mulai berinvestasi.',
      action: 'Mulai berinvestasi',
    },
    KYC_REJECTED: {
      title: 'Pendaftaran perlu diperbaiki',
      body: 'Alasan: {{reason}}. Perbaiki data Anda lalu kirim ulang.',
      action: 'Perbaiki data',
    },
    KYC_REJECTED_FINAL: {
      title: 'Pendaftaran tidak dapat dilanjutkan',
      body: 'Pendaftaran sudah ditolak {{limit}} kali. Hubungi layanan nasabah untuk bantuan.',
      action: 'Lihat status',
    },
    REFERRAL_CASHBACK_CREDITED: {
      title: 'Cashback referral sudah masuk',
      body: 'Cashback referral {{amount}} sudah bisa Anda pakai untuk pembelian reksa dana berikutnya.',
      action: 'Beli reksa dana',
    },
    COUPON_CASHBACK_CREDITED: {
      title: 'Cashback promo sudah masuk',
      body: 'Cashback kupon {{couponCode}} sebesar {{amount}} dari {{transactionNumber}} sudah masuk ke saldo cashback Anda.',
      action: 'Lihat pesanan',
    },
    PROMO: {
      title: '{{title}}',
      body: '{{body}}',
      action: 'Lihat promo',
    },
    // Issue 18: auto-redemption (fundName, transactionNumber), a referrer's reward (amount), a passkey (passkeyName, addedAt)
    AUTO_REDEMPTION_TRIGGERED: {
      title: 'Jual otomatis dijalankan',
      body: 'Aturan jual otomatis {{fundName}} terpenuhi: pesanan jual {{transactionNumber}} sudah kami buat.',
      action: 'Lihat pesanan',
    },
    REFERRAL_REWARD_CREDITED: {
      title: 'Bonus referral sudah masuk',
      body: 'Teman yang Anda ajak sudah berinvestasi. Bonus {{amount}} sudah masuk ke saldo cashback Anda.',
      action: 'Lihat referral',
    },
    PASSKEY_ADDED: {
      title: 'Passkey baru ditambahkan',
      body: 'Passkey "{{passkeyName}}" ditambahkan ke akun Anda pada {{addedAt}}. Bukan Anda? Hapus di halaman akun dan hubungi layanan nasabah.',
      action: 'Lihat akun',
    },
  },
  email: {
    greeting: 'Halo {{name}},',
    signOff: 'Salam,\nTim Celengan',
    why: 'Anda menerima email ini karena notifikasi email aktif di akun Celengan Anda. Matikan di {{url}}',
  },
  bell: {
    label: 'Notifikasi',
    labelUnread_one: 'Notifikasi, {{count}} belum dibaca',
    labelUnread_other: 'Notifikasi, {{count}} belum dibaca',
  },
  page: {
    title: 'Notifikasi',
    description: 'Kabar terbaru tentang pesanan, portofolio, dan akun Anda.',
    unreadSummary_one: '{{count}} belum dibaca',
    unreadSummary_other: '{{count}} belum dibaca',
    allRead: 'Semua sudah dibaca',
    markAllRead: 'Tandai semua sudah dibaca',
    markRead: 'Tandai sudah dibaca',
    markReadOf: 'Tandai “{{title}}” sudah dibaca',
    delete: 'Hapus',
    deleteOf: 'Hapus “{{title}}”',
    unread: 'Belum dibaca',
    open: 'Buka',
    loadMore: 'Muat lebih banyak',
    empty: 'Belum ada notifikasi',
    emptyBody: 'Kabar tentang pesanan, Nabung Rutin, dan akun Anda akan muncul di sini.',
    end: 'Tidak ada notifikasi lain.',
    markedAllRead: 'Semua notifikasi sudah ditandai dibaca.',
    deleted: 'Notifikasi dihapus.',
    categories: {
      TRANSACTION: 'Transaksi',
      ACCOUNT: 'Akun',
      PROMO: 'Promo',
      INFO: 'Info',
    },
  },
  settings: {
    title: 'Notifikasi email',
    description: 'Kirim email untuk pembayaran, pesanan selesai, Nabung Rutin, dan cashback. Email tentang pendaftaran dan keamanan akun tetap dikirim.',
    on: 'Email notifikasi aktif',
    off: 'Email notifikasi nonaktif',
    turnOn: 'Aktifkan email',
    turnOff: 'Matikan email',
    saved: 'Pengaturan notifikasi email disimpan.',
  },
  api: {
    notFound: 'Notifikasi tidak ditemukan.',
    invalidPage: 'Halaman harus bilangan bulat dari 1.',
    invalidSize: 'Ukuran halaman harus bilangan bulat dari 1 sampai 50.',
  },
};
