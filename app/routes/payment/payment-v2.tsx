// /payment/v2/{id} (spec funds §2.1 "/payment/{id} and /payment/v2/{id}"; issue 18 item 5; decision 093): the
// second version of the payment page's address. Celengan has one payment page, /payment/{id}, already in its newer
// layout, so this address moves there permanently (301) — for the order's owner only: another user's order, an
// unknown or a malformed id is the 404 of any missing page, never a redirect that would tell an order exists.
// A visitor signs in first and comes back here.
import { data, redirect } from 'react-router';
import type { Route } from './+types/payment-v2';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { parseId } from '~/domain/ids';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { translations } from '~/locales/loading';
import { paymentView } from '~/models/payments.server';

export const handle = translations('payment');

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const orderId = parseId(params.orderId);
  if (orderId === null || !paymentView(orderId, user.id)) throw data({ notFound: true }, { status: 404 });
  // The query goes along (?pesan=… notices of the payment page).
  return redirect(`/payment/${orderId}${new URL(request.url).search}`, 301);
}

/** Never shown: the loader always redirects or answers 404 (a page route, so that the 404 is the site's page). */
export default function PaymentV2() {
  const { t } = useT('payment');
  return <p>{t('metaTitle', { number: '' })}</p>;
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).payment.metaTitle.replace('{{number}}', ''), indexable: false });
};
