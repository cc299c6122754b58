import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { bankAccountStepSchema, documentFileSchema, emailStepSchema, personalDataSchema, sendRegistrationSchema } from './registration';

// Friday 7 November 2025, 20:00 WIB.
const NOW = new Date('2025-11-07T13:00:00Z');

const PERSONAL = {
  nik: '3171 0125 0190 0001',
  namaSesuaiKTP: ' budi  santoso ',
  tanggalLahir: '1990-01-25',
  namaGadisIbuKandung: 'Siti Aminah',
  pendidikan: 'S1',
  pekerjaanSaatIni: 'PRIVATE_EMPLOYEE',
  pendapatanPerTahun: 'FROM_50M_TO_100M',
  sumberPenghasilan: 'SALARY',
  pepStatus: 'NO',
};

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** The first message per field, as the page shows it. */
function errorsOf(fields: Record<string, string>): Record<string, string> {
  const submission = parseWithZod(form(fields), { schema: personalDataSchema(NOW) });
  expect(submission.status).toBe('error');
  const errors = submission.reply().error ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages?.[0] ?? '']));
}

describe('personal data (step 2) as a form post', () => {
  it('normalises what was typed', () => {
    const submission = parseWithZod(form(PERSONAL), { schema: personalDataSchema(NOW) });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      ...PERSONAL,
      nik: '3171012501900001',
      namaSesuaiKTP: 'BUDI SANTOSO',
      namaGadisIbuKandung: 'SITI AMINAH',
    });
  });

  it('takes a PEP position and, for a relative, the relationship', () => {
    const submission = parseWithZod(form({ ...PERSONAL, pepStatus: 'RELATED', pepPosition: 'GOVERNOR', pepRelationship: 'SPOUSE', kodeReferral: 'budi1234' }), {
      schema: personalDataSchema(NOW),
    });
    expect(submission.status === 'success' && submission.value).toMatchObject({ pepStatus: 'RELATED', pepPosition: 'GOVERNOR', pepRelationship: 'SPOUSE', kodeReferral: 'BUDI1234' });
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['nothing at all', {}, {
      nik: 'validation:required',
      namaSesuaiKTP: 'validation:required',
      tanggalLahir: 'validation:required',
      namaGadisIbuKandung: 'validation:required',
      pendidikan: 'registration:errors.choose',
      pekerjaanSaatIni: 'registration:errors.choose',
      pendapatanPerTahun: 'registration:errors.choose',
      sumberPenghasilan: 'registration:errors.choose',
      pepStatus: 'registration:errors.choose',
    }],
    ['a NIK of 15 digits', { ...PERSONAL, nik: '317101250190000' }, { nik: 'registration:errors.nik.FORMAT' }],
    ['a NIK of no province', { ...PERSONAL, nik: '3771012501900001' }, { nik: 'registration:errors.nik.PROVINCE' }],
    ['a NIK for another date', { ...PERSONAL, tanggalLahir: '1990-01-26' }, { nik: 'registration:errors.nik.DATE_OF_BIRTH_MISMATCH' }],
    // the agreement is checked while another field is wrong too
    ['a NIK for another date, and no education', { ...PERSONAL, tanggalLahir: '1990-01-26', pendidikan: '' }, { nik: 'registration:errors.nik.DATE_OF_BIRTH_MISMATCH', pendidikan: 'registration:errors.choose' }],
    ['16 years old', { ...PERSONAL, nik: '3171010812080001', tanggalLahir: '2008-12-08' }, { tanggalLahir: 'registration:errors.dateOfBirth.TOO_YOUNG' }],
    ['a date in another format', { ...PERSONAL, tanggalLahir: '25/01/1990' }, { tanggalLahir: 'registration:errors.dateOfBirth.FORMAT' }],
    ['a name with digits', { ...PERSONAL, namaSesuaiKTP: 'Budi 2' }, { namaSesuaiKTP: 'registration:errors.name.CHARACTERS' }],
    ['a one-letter mother', { ...PERSONAL, namaGadisIbuKandung: 'S' }, { namaGadisIbuKandung: 'registration:errors.name.TOO_SHORT' }],
    ['an occupation not of the 12', { ...PERSONAL, pekerjaanSaatIni: 'ASTRONAUT' }, { pekerjaanSaatIni: 'registration:errors.choose' }],
    ['a PEP without a position', { ...PERSONAL, pepStatus: 'SELF' }, { pepPosition: 'registration:errors.pep.POSITION_MISSING' }],
    ['a PEP position not of the 14', { ...PERSONAL, pepStatus: 'SELF', pepPosition: 'KING' }, { pepPosition: 'registration:errors.pep.POSITION_UNKNOWN' }],
    ['a relative without a relationship', { ...PERSONAL, pepStatus: 'RELATED', pepPosition: 'JUDGE' }, { pepRelationship: 'registration:errors.pep.RELATIONSHIP_MISSING' }],
    ['a malformed referral code', { ...PERSONAL, kodeReferral: 'ab' }, { kodeReferral: 'registration:errors.referralCode' }],
  ])('%s', (_name, fields, errors) => {
    expect(errorsOf(fields)).toEqual(errors);
  });
});

describe('personal data from JSON (the API)', () => {
  it('refuses a number where a string belongs, with a message key', () => {
    const parsed = personalDataSchema(NOW).safeParse({ ...PERSONAL, nik: 3171012501900001 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['nik', 'validation:pattern']]);
  });

  it.each([null, 'text', 42, [1, 2]])('refuses a body that is no object (%j) without throwing', (body) => {
    expect(personalDataSchema(NOW).safeParse(body).success).toBe(false);
    expect(bankAccountStepSchema.safeParse(body).success).toBe(false);
  });

  it('ignores a PEP position given with NO (the model stores null)', () => {
    const parsed = personalDataSchema(NOW).safeParse({ ...PERSONAL, pepPosition: 'MINISTER' });
    expect(parsed.success).toBe(true);
  });
});

describe('the email step', () => {
  it.each([
    [' Budi@Contoh.ID ', { email: 'budi@contoh.id' }],
  ])('%s → %o', (email, value) => {
    expect(emailStepSchema.parse({ email })).toEqual(value);
  });

  it.each(['', 'budi', 'budi@', `${'a'.repeat(250)}@b.id`])('refuses %j', (email) => {
    expect(emailStepSchema.safeParse({ email }).success).toBe(false);
  });
});

describe('a document file, as the browser checks it', () => {
  const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'foto.jpg', { type });

  it.each<[string, File | null, string | null]>([
    ['a JPEG', file(10, 'image/jpeg'), null],
    ['a PNG', file(10, 'image/png'), null],
    ['no file chosen', null, 'registration:errors.document.REQUIRED'],
    ['a PDF', file(10, 'application/pdf'), 'registration:errors.document.UNSUPPORTED_TYPE'],
    ['over 5 MB', file(5 * 1024 * 1024 + 1, 'image/jpeg'), 'registration:errors.document.TOO_LARGE'],
  ])('%s', (_name, chosen, error) => {
    const submission = parseWithZod(form(chosen ? { file: chosen } : { file: new File([], '', { type: 'application/octet-stream' }) }), { schema: documentFileSchema });
    expect(submission.reply().error?.file?.[0] ?? null).toBe(error);
  });
});

describe('the send', () => {
  it('needs the statement ticked', () => {
    expect(parseWithZod(form({ consent: 'on' }), { schema: sendRegistrationSchema }).status).toBe('success');
    expect(parseWithZod(form({}), { schema: sendRegistrationSchema }).reply().error).toEqual({ consent: ['registration:errors.consent'] });
  });
});
