// /me/pin/blocked (spec funds §2.1; issue 14 item 5; decision 050): after 3 wrong PINs, until when the PIN
// is blocked (Jakarta time, WIB) and the way out: resetting it with a one-time code (/me/pin/forgot).
// A PIN that is not blocked says so.
import type { Route } from './+types/blocked';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PinCard } from '~/components/pin/pin-card';
import { LinkButton } from '~/components/ui';
import { PIN_FORGOT_PATH } from '~/domain/pin-paths';
import { formatDateTime } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { loadTranslations, translations } from '~/locales/loading';
import { pinStatus } from '~/models/pin.server';

export const handle = translations('pin');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { hasPin, blockedUntil } = pinStatus(user.id);
  return { hasPin, until: blockedUntil ? formatDateTime(blockedUntil, getLocale(context)) : null };
}

export default function PinBlocked({ loaderData }: Route.ComponentProps) {
  const { t } = useT('pin');
  const { until, hasPin } = loaderData;
  if (!until) {
    return (
      <PinCard titleId="pin-blocked-title" title={t('blocked.metaTitle')} subtitle={t('blocked.notBlocked')} testId="pin-not-blocked">
        <LinkButton to="/reksadana" size="lg" block className="mt-6">
          {t('blocked.back')}
        </LinkButton>
      </PinCard>
    );
  }
  return (
    <PinCard
      titleId="pin-blocked-title"
      title={t('blocked.title')}
      subtitle={t('blocked.body', { until })}
      testId="pin-blocked"
    >
      <div className="mt-6 flex flex-col gap-3">
        {hasPin ? (
          <LinkButton to={PIN_FORGOT_PATH} size="lg" block>
            {t('blocked.forgot')}
          </LinkButton>
        ) : null}
        <LinkButton to="/reksadana" variant="secondary" size="lg" block>
          {t('blocked.back')}
        </LinkButton>
      </div>
    </PinCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).pin.blocked.metaTitle, indexable: false });
};
