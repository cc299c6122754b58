// Email verification (spec landing §4 "verify-email card with a resend button", §8; spec funds §2.1
// /email-berhasil-diverifikasi): the verification email itself, the page its link opens, the resend
// API's messages and the landing page's verify-email card (card.*, built by the landing page).
export default {
  page: {
    metaTitle: 'Verifikasi email',
    success: {
      title: 'Email berhasil diverifikasi',
      body: 'Terima kasih! Alamat email Anda sudah terverifikasi. Kini Anda dapat mulai berinvestasi di reksa dana.',
    },
    alreadyVerified: {
      title: 'Email sudah terverifikasi',
      body: 'Alamat email Anda sudah terverifikasi sebelumnya. Tidak ada lagi yang perlu Anda lakukan.',
    },
    expired: {
      title: 'Tautan verifikasi sudah kedaluwarsa',
      body: 'Tautan verifikasi hanya berlaku {{hours}} jam. Kirim ulang email verifikasi dari halaman reksa dana, lalu buka tautan di email terbaru.',
    },
    used: {
      title: 'Tautan verifikasi sudah digunakan',
      body: 'Tautan ini sudah tidak berlaku. Kirim ulang email verifikasi dari halaman reksa dana, lalu buka tautan di email terbaru.',
    },
    emailChanged: {
      title: 'Alamat email sudah berubah',
      body: 'Tautan ini dikirim ke alamat email yang tidak lagi terdaftar di akun Anda. Kirim ulang email verifikasi ke alamat Anda yang sekarang dari halaman reksa dana.',
    },
    invalid: {
      title: 'Tautan verifikasi tidak valid',
      body: 'Pastikan Anda membuka tautan lengkap dari email kami. Jika masih gagal, kirim ulang email verifikasi dari halaman reksa dana.',
    },
    toFunds: 'Mulai berinvestasi',
    resendHint: 'Kirim ulang email verifikasi',
    signInToResend: 'Masuk untuk mengirim ulang',
  },
  email: {
    subject: 'Verifikasi alamat email Anda di Celengan',
    body: [
      'Halo {{name}},',
      '',
      'Klik tautan berikut untuk memverifikasi alamat email Anda di Celengan:',
      '',
      '{{link}}',
      '',
      'Tautan ini berlaku {{hours}} jam, sampai {{expiresAt}} WIB, dan hanya dapat digunakan satu kali.',
      '',
      'Jika Anda tidak meminta email ini, abaikan saja. Celengan tidak pernah meminta kata sandi, PIN, atau kode OTP Anda melalui email.',
      '',
      'Salam,',
      'Tim Celengan',
    ].join('\n'),
  },
  accountExistsEmail: {
    subject: 'Alamat email Anda sudah terdaftar di Celengan',
    body: [
      'Halo {{name}},',
      '',
      'Seseorang baru saja mencoba membuat akun Celengan dengan alamat email ini. Alamat ini sudah terdaftar, jadi tidak ada akun baru yang dibuat.',
      '',
      'Jika itu Anda, masuk dengan email dan kata sandi akun Anda:',
      '',
      '{{link}}',
      '',
      'Jika bukan Anda, abaikan email ini: akun Anda tidak berubah. Celengan tidak pernah meminta kata sandi, PIN, atau kode OTP Anda melalui email.',
      '',
      'Salam,',
      'Tim Celengan',
    ].join('\n'),
  },
  api: {
    alreadyVerified: 'Email Anda sudah terverifikasi.',
  },
  card: {
    title: 'Verifikasi email Anda',
    body: 'Kami sudah mengirim tautan verifikasi ke {{email}}. Buka email tersebut dan klik tautannya untuk menyelesaikan pendaftaran.',
    resend: 'Kirim ulang email verifikasi',
    sending: 'Mengirim…',
    sent: 'Email verifikasi sudah dikirim ke {{email}}. Periksa juga folder spam Anda.',
    tooManyRequests_one: 'Terlalu banyak permintaan. Coba kirim ulang dalam {{count}} menit.',
    tooManyRequests_other: 'Terlalu banyak permintaan. Coba kirim ulang dalam {{count}} menit.',
    alreadyVerified: 'Email Anda sudah terverifikasi.',
    failed: 'Email verifikasi gagal dikirim. Mohon coba lagi beberapa saat lagi.',
  },
};
