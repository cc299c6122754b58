// /reksadana/watchlist (spec funds §2.1, §2.3 "Watchlist cards: an empty watchlist card has an
// add-product button", §4.1, §6; issue 3 item 5): the funds the signed-in user follows, each with a
// remove button. A visitor is sent to sign in and back here. The action is where every watchlist
// toggle posts (intent add/remove): without JavaScript it redirects back to a safe `redirectTo`, with
// it (the toggle's fetcher sends js=1) it answers with data. A visitor's post goes to the start page.
import { parseWithZod } from '@conform-to/zod/v4';
import { useCallback, useState } from 'react';
import { useT } from '~/lib/use-t';
import { data, redirect } from 'react-router';
import type { Route } from './+types/watchlist';
import { toFundListItem } from '~/domain/fund-list-item';
import { FundListItem } from '~/components/funds/fund-list-item';
import { WatchlistToast, type ToastMessage } from '~/components/funds/watchlist-toast';
import { WatchlistToggle, type WatchlistActionData } from '~/components/funds/watchlist-toggle';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { BookmarkIcon } from '~/components/ui/fund-icons';
import { Card, LinkButton } from '~/components/ui';
import { watchlistFormSchema } from '~/forms/watchlist';
import { getSessionUser, requireUser, safeTarget } from '~/lib/session.server';
import { getLocale } from '~/middleware/i18next';
import { addToWatchlist, listWatchlist, removeFromWatchlist } from '~/models/watchlist.server';
import { loadTranslations, translations } from '~/locales/loading';

const WATCHLIST_PATH = '/reksadana/watchlist';
const ALL_PRODUCTS_PATH = '/reksadana/semua-produk';

export const handle = translations('fundTools', 'fundList', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { funds: listWatchlist(user.id).map(toFundListItem), locale: getLocale(context) };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const target = safeTarget(String(formData.get('redirectTo') ?? ''), WATCHLIST_PATH);
  const user = await getSessionUser(request);
  // spec funds §6: a visitor's watchlist action leads to the start page, which returns to the target.
  if (!user) throw redirect(`/mulai-investasi?${new URLSearchParams({ target }).toString()}`);
  const submission = parseWithZod(formData, { schema: watchlistFormSchema });
  const enhanced = formData.get('js') === '1';
  if (submission.status !== 'success') {
    if (enhanced) return data<WatchlistActionData>({ ok: false }, { status: 400 });
    throw redirect(target);
  }
  const { intent, mutualFundId } = submission.value;
  if (intent === 'add') {
    const result = addToWatchlist(user.id, mutualFundId);
    if (!result.ok) {
      if (enhanced) return data<WatchlistActionData>({ ok: false }, { status: 404 });
      throw redirect(target);
    }
  } else {
    removeFromWatchlist(user.id, mutualFundId);
  }
  if (!enhanced) throw redirect(target);
  return data<WatchlistActionData>({ ok: true, intent, mutualFundId, onWatchlist: intent === 'add' });
}

export default function Watchlist({ loaderData }: Route.ComponentProps) {
  const { t } = useT('fundTools');
  const { funds, locale } = loaderData;
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const showToast = useCallback((text: string) => setToast({ id: Date.now(), text }), []);

  return (
    <section className="page-container py-6 md:py-10" aria-labelledby="watchlist-title">
      <div className="flex flex-col gap-1 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 id="watchlist-title" className="section-title">
            {t('watchlist.page.title')}
          </h1>
          <p className="mt-1 text-ink-muted">{t('watchlist.page.subtitle')}</p>
        </div>
        {funds.length > 0 ? (
          <p className="text-sm font-medium text-ink-muted" data-testid="watchlist-count">
            {t('watchlist.page.count', { count: funds.length })}
          </p>
        ) : null}
      </div>

      {funds.length === 0 ? (
        <Card className="mx-auto mt-8 flex max-w-md flex-col items-center p-8 text-center" data-testid="watchlist-empty">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
            <BookmarkIcon size={28} />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink">{t('watchlist.page.emptyTitle')}</h2>
          <p className="mt-1 text-ink-muted">{t('watchlist.page.emptyBody')}</p>
          <LinkButton to={ALL_PRODUCTS_PATH} className="mt-6" block data-testid="watchlist-add-product">
            {t('watchlist.page.addProduct')}
          </LinkButton>
        </Card>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="watchlist-list">
          {funds.map((fund) => (
            <li key={fund.id} className="flex min-w-0 flex-col gap-2" data-testid="watchlist-item" data-slug={fund.slug}>
              <ul className="min-w-0 flex-1 [&>li]:h-full">
                <FundListItem fund={{ ...fund, onWatchlist: false }} period="oneYear" locale={locale} />
              </ul>
              <div className="flex justify-end">
                <WatchlistToggle
                  mutualFundId={fund.id}
                  onWatchlist
                  signedIn
                  redirectTo={WATCHLIST_PATH}
                  fundName={fund.name}
                  onToast={showToast}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <WatchlistToast message={toast} onDone={() => setToast(null)} />
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).fundTools.watchlist.page.metaTitle, indexable: false });
};
