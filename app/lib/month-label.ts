// A calendar month (YYYY-MM) as people write it: "Oktober 2025" (id), "October 2025" (en), in Jakarta. Shared by the
// e-statement page and its PDF (issue 18 item 1).
import type { Language } from '~/domain/enums';

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

export function formatMonth(month: string, language: Language): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(`${month}-15T12:00:00+07:00`));
}
