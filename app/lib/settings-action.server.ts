// The `settings` intent of a page's action (spec landing §7 "POST update notification setting"): the balance
// toggle and the closed popups, posted by an ActionForm (components/ui/action-form.tsx). Saved on the profile;
// with JavaScript (a fetcher) the answer is data, without it a redirect back to the page (post, redirect, get).
// The landing page and the portfolio dashboard share it, so the balance mask follows the investor.
import { data, redirect } from 'react-router';
import { IN_PAGE_FIELD, RETURN_TO_FIELD } from '~/components/ui/action-form';
import { notificationSettingsSchema } from '~/forms/notification-settings';
import { updateNotificationSettings } from '~/models/notification-settings.server';
import { safeTarget } from './session.server';

export const SETTINGS_INTENT = 'settings';

/** Saves the settings the form posts; `fallback` is where a form without a valid way back returns. */
export function saveSettings(form: FormData, userId: number, fallback: string, now = new Date()) {
  const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'intent' && name !== IN_PAGE_FIELD && name !== RETURN_TO_FIELD));
  const parsed = notificationSettingsSchema.safeParse(fields);
  if (!parsed.success) return actionFormAnswer(form, fallback, { intent: SETTINGS_INTENT, ok: false as const }, { status: 400 });
  updateNotificationSettings(userId, parsed.data, now);
  return actionFormAnswer(form, fallback, { intent: SETTINGS_INTENT, ok: true as const });
}

/**
 * How an ActionForm's post is answered: with JavaScript (a fetcher, the form's in-page field) the data and
 * its status; without it a redirect back to the page it names, else `fallback` (post, redirect, get). The
 * headers (a cookie) go with either.
 */
export function actionFormAnswer<T>(form: FormData, fallback: string, answer: T, init: { status?: number; headers?: HeadersInit } = {}) {
  if (form.get(IN_PAGE_FIELD) === '1') return data(answer, init);
  throw redirect(safeTarget(String(form.get(RETURN_TO_FIELD) ?? ''), fallback), { headers: init.headers });
}
