import { describe, expect, it } from 'vitest';
import { PATHS } from '~/components/layout/links';
import { EMAIL_SETTING_PATH, NOTIFICATIONS_PATH, openNotificationPath } from './notification-paths';

describe('the notification centre’s paths', () => {
  it('are the shell’s bell link, the open link under the centre, and the /me card', () => {
    expect(PATHS.notifications).toBe(NOTIFICATIONS_PATH);
    expect(openNotificationPath(42)).toBe('/notifications/buka/42');
    expect(EMAIL_SETTING_PATH).toBe(`${PATHS.account}#notifikasi-email`);
  });
});
