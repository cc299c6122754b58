import type id from '../id/kyc-documents';

export default {
  notFound: 'Document not found.',
  upload: {
    NOT_MULTIPART: 'Send the file as an upload form (multipart/form-data).',
    TOO_LARGE: 'The file may be at most 5 MB.',
    TOO_MANY_FILES: 'Too many files in one submission.',
    BROKEN: 'The upload could not be read. Please upload it again.',
  },
  refusal: {
    EMPTY: 'Choose a photo to upload.',
    TOO_LARGE: 'The file may be at most 5 MB.',
    UNSUPPORTED_TYPE: 'Upload a JPG, PNG or WebP photo.',
    NOT_AN_IMAGE: 'The file is damaged or not a whole image. Take a new photo and upload it again.',
  },
  kinds: {
    ID_CARD: 'ID card photo',
    SELFIE_WITH_ID_CARD: 'Selfie with ID card',
    SIGNATURE: 'Signature',
    PASSBOOK: 'Passbook',
  },
} satisfies typeof id;
