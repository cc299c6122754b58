// /me/pin/validate/expired (spec funds §2.1; issue 14 item 5): where a PIN request that is over (10 minutes,
// or answered already) leads. It says so and leads back; nothing personal is shown.
import type { Route } from './+types/validate-expired';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PinCard } from '~/components/pin/pin-card';
import { LinkButton } from '~/components/ui';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('pin');
export const clientMiddleware = [loadTranslations(handle)];

export default function PinRequestExpired(_props: Route.ComponentProps) {
  const { t } = useT('pin');
  return (
    <PinCard titleId="pin-expired-title" title={t('expired.title')} subtitle={t('expired.body')} testId="pin-expired">
      <LinkButton to="/reksadana" size="lg" block className="mt-6">
        {t('expired.back')}
      </LinkButton>
    </PinCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).pin.expired.metaTitle, indexable: false });
};
