// An account's contacts as the one-time codes use them (issue 14 item 4; decisions 053, 054): the phone
// number in the international form WhatsApp addresses (E.164, `+62…`), and an email address masked for the
// method picker (spec landing §3 lists email and phone numbers among the masked data). Pure.
import { normalizeMobilePhone } from '~/forms/auth';

/**
 * An Indonesian mobile number (08…, 628…, +628…, spaces and dashes ignored) in E.164, `+628…`, or null for
 * anything else. Accounts keep the national form `08…` (how sign-up stores it, decision 054); WhatsApp is
 * addressed in this one (the outbox's CHECK constraint asks for `+digits`).
 */
export function toE164Mobile(input: string): string | null {
  const national = normalizeMobilePhone(input);
  return national ? `+62${national.slice(1)}` : null;
}

/** Whether two texts are the same Indonesian mobile number, however written; false when either is none. */
export function isSameMobile(a: string, b: string): boolean {
  const first = normalizeMobilePhone(a);
  return first !== null && first === normalizeMobilePhone(b);
}

/**
 * An email address with most of its name hidden, `ra*****@gmail.com`: enough for its owner to recognise, not
 * enough to copy. The domain stays (it says which inbox to open).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '*****';
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? 1 : 2;
  // Always five stars: the mask says nothing of the name's length either.
  return `${name.slice(0, shown)}*****${email.slice(at)}`;
}
