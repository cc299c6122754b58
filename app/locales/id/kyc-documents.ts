// KYC documents (issue 14 item 2; decision 044): why an upload was refused, for the registration steps,
// the bank-account form and the upload APIs alike, and the document address's 404.
export default {
  notFound: 'Dokumen tidak ditemukan.',
  upload: {
    NOT_MULTIPART: 'Kirim berkas sebagai formulir unggahan (multipart/form-data).',
    TOO_LARGE: 'Ukuran berkas maksimal 5 MB.',
    TOO_MANY_FILES: 'Terlalu banyak berkas dalam satu kiriman.',
    BROKEN: 'Kiriman berkas tidak dapat dibaca. Coba unggah lagi.',
  },
  refusal: {
    EMPTY: 'Pilih berkas foto untuk diunggah.',
    TOO_LARGE: 'Ukuran berkas maksimal 5 MB.',
    UNSUPPORTED_TYPE: 'Unggah foto berformat JPG, PNG, atau WebP.',
    NOT_AN_IMAGE: 'Berkas rusak atau bukan gambar yang utuh. Ambil foto baru lalu unggah lagi.',
  },
  kinds: {
    ID_CARD: 'Foto KTP',
    SELFIE_WITH_ID_CARD: 'Swafoto dengan KTP',
    SIGNATURE: 'Tanda tangan',
    PASSBOOK: 'Buku tabungan',
  },
};
