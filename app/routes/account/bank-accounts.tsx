// /me/rekening-saya (spec funds §2.1 "bank account list"; issue 14 item 3; decisions 047, 048): the signed-in
// investor's bank accounts by currency, each with its bank, the number's last four digits, the holder's
// name and its status (PENDING until an operator verifies it, VERIFIED, REJECTED), the main one of each
// currency marked. A VERIFIED account can be made the main one; an account can be deleted unless it is the
// registration's or the only verified one of its currency (domain/kyc/bank-validation.ts). The buttons are
// plain form posts answered by a redirect back here (post, redirect, get), so they work without JavaScript.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/bank-accounts';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { BankIcon, Button, Card, cx, EmptyState, LinkButton } from '~/components/ui';
import { CURRENCIES, type BankAccountStatus, type Currency } from '~/domain/enums';
import { maskAccountNumber } from '~/domain/kyc/bank-account-number';
import { ADD_BANK_ACCOUNT_PATH, BANK_ACCOUNTS_PATH } from '~/domain/kyc/bank-account-paths';
import { bankAccountDeletionRefusal, MAX_BANK_ACCOUNTS_PER_CURRENCY, mayBecomeDefault } from '~/domain/kyc/bank-validation';
import { bankAccountListActionSchema, bankAccountNotice } from '~/forms/bank-account';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { deleteBankAccount, listBankAccounts, setDefaultBankAccount, type BankAccount } from '~/models/bank-accounts.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('bankAccounts');
export const clientMiddleware = [loadTranslations(handle)];

/** An account as the page shows it: the number masked, whether its delete button shows. */
function accountRow(account: BankAccount, accounts: readonly BankAccount[]) {
  return {
    id: account.id,
    bankName: account.bank.name,
    bankCode: account.bank.code,
    maskedNumber: maskAccountNumber(account.accountNumber),
    lastDigits: account.accountNumber.slice(-4),
    holderName: account.holderName,
    currency: account.currency,
    status: account.status,
    isDefault: account.isDefault,
    isRegistrationAccount: account.isRegistrationAccount,
    canDelete: bankAccountDeletionRefusal(account, accounts) === null,
    canMakeDefault: mayBecomeDefault(account) && !account.isDefault,
  };
}
type AccountRow = ReturnType<typeof accountRow>;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const accounts = listBankAccounts(user.id);
  return {
    accounts: accounts.map((account) => accountRow(account, accounts)),
    notice: bankAccountNotice(new URL(request.url).searchParams.get('done')),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: bankAccountListActionSchema });
  if (submission.status !== 'success') return data({ refusal: 'NOT_FOUND' as const }, { status: 400 });
  const { intent, accountId } = submission.value;
  const result = intent === 'delete' ? deleteBankAccount(user.id, accountId) : setDefaultBankAccount(user.id, accountId);
  if (!result.ok) return data({ refusal: result.reason }, { status: result.reason === 'NOT_FOUND' ? 404 : 409 });
  throw redirect(`${BANK_ACCOUNTS_PATH}?done=${intent === 'delete' ? 'deleted' : 'defaultSet'}`);
}

export default function BankAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('bankAccounts');
  const { accounts, notice } = loaderData;
  const refusal = actionData?.refusal ?? null;
  const groups = CURRENCIES.map((currency) => ({ currency, accounts: accounts.filter((a) => a.currency === currency) })).filter((g) => g.accounts.length > 0);

  return (
    <section className="page-container max-w-3xl py-6 md:py-10" aria-labelledby="bank-accounts-title" data-testid="bank-accounts-page">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="bank-accounts-title" className="section-title">
            {t('list.title')}
          </h1>
          <p className="mt-1 text-ink-muted">{t('list.subtitle')}</p>
        </div>
        {accounts.length > 0 ? (
          <LinkButton to={ADD_BANK_ACCOUNT_PATH} className="shrink-0" data-testid="bank-accounts-add">
            {t('list.add')}
          </LinkButton>
        ) : null}
      </div>

      {notice && !refusal ? (
        <p role="status" className="mt-4 rounded-[var(--radius-control)] bg-brand-soft px-4 py-3 text-sm text-brand-strong" data-testid="bank-accounts-notice">
          {t(`list.${notice}`)}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-4 rounded-[var(--radius-control)] bg-danger-soft px-4 py-3 text-sm text-danger" data-testid="bank-accounts-refusal">
          {t(`list.refusal.${refusal}`)}
        </p>
      ) : null}

      {accounts.length === 0 ? (
        <EmptyState icon={BankIcon} title={t('list.empty.title')} className="mx-auto mt-8 max-w-md" data-testid="bank-accounts-empty">
          <p className="mt-1 text-ink-muted">{t('list.empty.body')}</p>
          <LinkButton to={ADD_BANK_ACCOUNT_PATH} className="mt-6" block data-testid="bank-accounts-add">
            {t('list.add')}
          </LinkButton>
        </EmptyState>
      ) : (
        groups.map((group) => <CurrencyGroup key={group.currency} currency={group.currency} accounts={group.accounts} />)
      )}
      {accounts.length > 0 ? <p className="mt-6 text-sm text-ink-muted">{t('list.limit', { count: MAX_BANK_ACCOUNTS_PER_CURRENCY })}</p> : null}
    </section>
  );
}

function CurrencyGroup({ currency, accounts }: { currency: Currency; accounts: AccountRow[] }) {
  const { t } = useT('bankAccounts');
  const headingId = `bank-accounts-${currency}`;
  return (
    <section className="mt-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t(`list.currencyGroup.${currency}`)}
      </h2>
      <ul className="mt-3 flex flex-col gap-3" data-testid={`bank-accounts-${currency}`}>
        {accounts.map((account) => (
          <AccountCard key={account.id} account={account} />
        ))}
      </ul>
    </section>
  );
}

const STATUS_STYLE: Record<BankAccountStatus, string> = {
  PENDING: 'bg-warning-soft text-amber-900',
  VERIFIED: 'bg-brand-soft text-brand-strong',
  REJECTED: 'bg-danger-soft text-danger',
};

function AccountCard({ account }: { account: AccountRow }) {
  const { t } = useT('bankAccounts');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('accountId') === String(account.id);
  const titleId = `bank-account-${account.id}`;
  return (
    <Card as="li" className="p-4 md:p-5" aria-labelledby={titleId} data-testid="bank-account" data-status={account.status} data-account-id={account.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-ink">
            {account.bankName}
          </h3>
          <p className="tabular mt-0.5 text-ink" aria-label={t('list.numberLabel', { last: account.lastDigits })} data-testid="bank-account-number">
            {account.maskedNumber}
          </p>
        </div>
        <ul className="flex flex-wrap gap-1.5">
          <li className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[account.status])} data-testid="bank-account-status">
            {t(`list.status.${account.status}`)}
          </li>
          {account.isDefault ? <li className="rounded-full bg-line/70 px-2.5 py-0.5 text-xs font-semibold text-ink">{t('list.default')}</li> : null}
          {account.isRegistrationAccount ? (
            <li className="rounded-full bg-info-soft px-2.5 py-0.5 text-xs font-semibold text-ink">{t('list.registration')}</li>
          ) : null}
        </ul>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('list.holderName')}</dt>
        <dd className="min-w-0 break-words text-ink">{account.holderName}</dd>
      </dl>
      {account.canMakeDefault || account.canDelete ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3">
          {account.canMakeDefault ? (
            <Form method="post">
              <input type="hidden" name="intent" value="makeDefault" />
              <input type="hidden" name="accountId" value={account.id} />
              <Button
                type="submit"
                variant="secondary"
                disabled={busy}
                aria-label={t('list.makeDefaultLabel', { bank: account.bankName, last: account.lastDigits })}
                data-testid="bank-account-make-default"
              >
                {t('list.makeDefault')}
              </Button>
            </Form>
          ) : null}
          {account.canDelete ? (
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="accountId" value={account.id} />
              <Button
                type="submit"
                variant="ghost"
                className="text-danger hover:bg-danger-soft"
                disabled={busy}
                aria-label={t('list.deleteLabel', { bank: account.bankName, last: account.lastDigits })}
                data-testid="bank-account-delete"
              >
                {t('list.delete')}
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).bankAccounts.list.metaTitle, indexable: false });
};
