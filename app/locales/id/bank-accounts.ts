// Bank accounts (issue 14 item 3): /me/rekening-saya, /me/tambah-rekening, the bank-account API's
// messages, and the validation outcomes of spec funds §8.
export default {
  errors: {
    bankUnknown: 'Pilih bank dari daftar',
    accountNumberLength: 'Nomor rekening bank ini terdiri dari {{length}} digit',
    accountNumberLengthEither: 'Nomor rekening bank ini terdiri dari {{first}} atau {{second}} digit',
    accountNumberRange: 'Nomor rekening terdiri dari {{min}} sampai {{max}} digit',
    nameMismatch: 'Nama pemilik rekening harus sama dengan nama sesuai KTP Anda',
    passbookUnknown: 'Foto buku tabungan tidak ditemukan, unggah ulang',
  },
};
