// The steps of the buy cart dialog (spec funds §2.4; issue 5 item 1), as plain components: each takes
// what it shows and the callbacks of its controls, and knows nothing of the requests or the state
// machine (cart-dialog.tsx drives them from app/domain/policies/cart-flow.ts). The step's heading is the
// dialog's title; these render what comes under it.
import { useId, useState } from 'react';
import { Button, DescriptionRow, Skeleton } from '~/components/ui';
import { cx } from '~/components/ui/cx';
import type { Currency, FundType, Language } from '~/domain/enums';
import { ADD_BANK_ACCOUNT_PATH } from '~/domain/kyc/bank-account-paths';
import { amountFieldText, quickAmounts, type BuyDisabledReason, type CashbackToggle } from '~/domain/policies/buy-rules';
import type { OpenableStep } from '~/domain/policies/cart-flow';
import { COUPON_CODE_MAX_LENGTH, couponLastMoment } from '~/domain/policies/coupon-eligibility';
import { currencySymbol, formatBasisPoints, formatDate, formatMoney } from '~/lib/format';
import { PORTFOLIO_NAME_MAX_LENGTH } from '~/domain/policies/subscription-plan';
import { SummaryFacts } from './summary-compositions';
import { useT } from '~/lib/use-t';
import { AMOUNT_MAX_LENGTH, maskAmount } from '~/domain/amount-mask';
import type { BuySummary, CouponItem, FundDocuments } from './cart-api';



/** What the form shows of a purchase (the cart loader's `preview`, domain/policies/subscription-plan.ts). */
export interface CartPreview {
  currency: Currency;
  funds: { id: number; name: string; type: FundType; weightBp: number }[];
  minimum: number;
  cashback: CashbackToggle;
  promoInput: boolean;
}

export interface CartPortfolio {
  id: number;
  name: string;
  isDefault: boolean;
  roboCermat: boolean;
}

/** A link-like button inside a step (opens another step). */
const linkButton = 'inline-flex min-h-11 items-center text-sm font-medium text-brand underline underline-offset-4 hover:text-brand-strong disabled:cursor-not-allowed disabled:no-underline disabled:opacity-50';

// ---------------------------------------------------------------------------------------------
// FORM (step 0)

export interface FormStepProps {
  locale: Language;
  /** Null: nothing to buy yet (a top-up before its fund is chosen) or the purchase is refused (`refusalMessage`). */
  preview: CartPreview | null;
  refusalMessage: string | null;
  robo: boolean;
  /** The portfolio bought into, as shown; null when there is none yet. */
  portfolioLabel: string | null;
  canChangePortfolio: boolean;
  /** A top-up: its fund is chosen from the portfolio's funds. */
  /** The picker that chooses the fund: a portfolio's top-up list, the add-fund type selector, or none. */
  fundPicker: 'TOP_UP_LIST' | 'FUND_TYPE_SELECTOR' | null;
  cashbackBalance: number;
  amountText: string;
  onAmountText: (text: string) => void;
  useCashback: boolean;
  onUseCashback: (value: boolean) => void;
  couponCode: string | null;
  /** buy-rules.ts buyDisabledReason: the first reason the buy button is disabled, or null. */
  disabledReason: BuyDisabledReason | null;
  busy: boolean;
  onOpen: (step: OpenableStep) => void;
  onConfirm: () => void;
}

export function FormStep(props: FormStepProps) {
  const { t } = useT('buy');
  const id = useId();
  const { preview, locale } = props;
  const currency = preview?.currency ?? 'IDR';
  // Only amounts the buy button takes (decision 037).
  const quickAmountChips = preview ? quickAmounts(currency, preview.minimum) : [];
  const blocked = preview === null || props.disabledReason !== null;
  const reasonText =
    props.disabledReason === null
      ? null
      : props.disabledReason === 'BELOW_MINIMUM' && preview
        ? t('dialog.disabled.BELOW_MINIMUM', { minimum: formatMoney(preview.minimum, currency, locale) })
        : t(`dialog.disabled.${props.disabledReason}`);
  const amountReady = preview !== null && props.disabledReason !== 'NO_AMOUNT' && props.disabledReason !== 'NO_ITEM';
  return (
    <form
      className="mt-4 space-y-5"
      noValidate
      data-testid="cart-dialog-form"
      aria-busy={props.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked && !props.busy) props.onConfirm();
      }}
    >
      <section aria-labelledby={`${id}-funds`}>
        <h3 id={`${id}-funds`} className="text-sm font-semibold text-ink">
          {t('cart.funds')}
        </h3>
        {preview ? (
          <ul className="mt-1 divide-y divide-line text-sm" data-testid="cart-dialog-funds">
            {preview.funds.map((fund) => (
              <li key={fund.id} className="flex justify-between gap-3 py-2">
                <span className="text-ink">{fund.name}</span>
                {props.robo ? <span className="tabular shrink-0 text-ink-muted">{t('cart.share', { percent: formatBasisPoints(fund.weightBp, locale) })}</span> : null}
              </li>
            ))}
          </ul>
        ) : props.refusalMessage === null ? (
          <p className="mt-1 text-sm text-ink-muted">{t('cart.nothing')}</p>
        ) : null}
        <div className="flex flex-wrap gap-x-4">
          {props.fundPicker ? (
            <button type="button" className={linkButton} onClick={() => props.onOpen(props.fundPicker!)} data-testid="cart-dialog-choose-fund">
              {preview ? t('dialog.form.changeFund') : t('dialog.form.chooseFund')}
            </button>
          ) : null}
          {preview && !props.robo && preview.funds.length === 1 ? (
            <button type="button" className={linkButton} onClick={() => props.onOpen('DOCUMENTS')} data-testid="cart-dialog-documents">
              {t('dialog.form.documents')}
            </button>
          ) : null}
          {preview && props.robo ? (
            <button type="button" className={linkButton} onClick={() => props.onOpen('ADJUSTMENT')} data-testid="cart-dialog-adjustment">
              {t('dialog.form.adjustment')}
            </button>
          ) : null}
        </div>
      </section>

      {props.refusalMessage !== null ? (
        <p className="rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm text-danger" data-testid="cart-dialog-refusal">
          {props.refusalMessage}
        </p>
      ) : null}

      {preview ? (
        <>
          <section aria-labelledby={`${id}-portfolio`} className="flex flex-wrap items-center justify-between gap-x-3">
            <h3 id={`${id}-portfolio`} className="w-full text-sm font-semibold text-ink">
              {t('cart.portfolio')}
            </h3>
            <span className="text-sm text-ink" data-testid="cart-dialog-portfolio">
              {props.portfolioLabel ?? '—'}
            </span>
            {props.canChangePortfolio ? (
              <button type="button" className={linkButton} onClick={() => props.onOpen('PORTFOLIO_SELECTOR')} data-testid="cart-dialog-change-portfolio">
                {t('dialog.form.changePortfolio')}
              </button>
            ) : null}
          </section>

          <div>
            <label htmlFor={`${id}-amount`} className="text-sm font-semibold text-ink">
              {t('cart.amount')} ({currencySymbol(currency)})
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={AMOUNT_MAX_LENGTH}
              value={props.amountText}
              onChange={(event) => props.onAmountText(maskAmount(event.target.value, currency))}
              aria-describedby={`${id}-minimum${reasonText ? ` ${id}-reason` : ''}`}
              aria-invalid={props.disabledReason === 'BELOW_MINIMUM' || undefined}
              className="field-input tabular mt-1 text-lg"
              data-testid="cart-dialog-amount"
            />
            <p id={`${id}-minimum`} className="mt-1 text-xs text-ink-muted" data-testid="cart-dialog-minimum">
              {t('cart.amountHint', { minimum: formatMoney(preview.minimum, currency, locale) })}
            </p>
            {preview.funds.length > 0 && quickAmountChips.length > 0 ? (
              <div role="group" aria-label={t('cart.quickAmounts')} className="mt-2 flex flex-wrap gap-2">
                {quickAmountChips.map((amount) => {
                  const text = maskAmount(amountFieldText(amount, currency), currency);
                  return (
                    <button
                      key={amount}
                      type="button"
                      aria-pressed={props.amountText === text}
                      onClick={() => props.onAmountText(text)}
                      className="tabular min-h-9 rounded-full border border-line px-3 py-1 text-xs text-ink hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand-soft"
                      data-testid={`cart-dialog-quick-${amount}`}
                    >
                      {formatMoney(amount, currency, locale)}
                    </button>
                  );
                })}
              </div>
            ) : null}
          </div>

          {preview.cashback.shown ? (
            <div>
              <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  checked={props.useCashback && preview.cashback.enabled}
                  disabled={!preview.cashback.enabled}
                  onChange={(event) => props.onUseCashback(event.target.checked)}
                  aria-describedby={preview.cashback.reason ? `${id}-cashback` : undefined}
                  data-testid="cart-dialog-cashback"
                />
                {t('cart.useCashback', { amount: formatMoney(props.cashbackBalance, 'IDR', locale) })}
              </label>
              {preview.cashback.reason ? (
                <p id={`${id}-cashback`} className="text-xs text-ink-muted">
                  {t(`cart.cashbackDisabled.${preview.cashback.reason}`)}
                </p>
              ) : null}
            </div>
          ) : null}

          {preview.promoInput ? (
            <div className="flex flex-wrap items-center justify-between gap-x-3">
              {props.couponCode ? (
                <span className="text-sm text-ink" data-testid="cart-dialog-form-coupon">
                  {t('dialog.form.promoApplied', { code: props.couponCode })}
                </span>
              ) : null}
              <button type="button" className={linkButton} disabled={!amountReady} onClick={() => props.onOpen('PROMO')} data-testid="cart-dialog-form-promo">
                {props.couponCode ? t('dialog.form.changePromo') : t('dialog.form.promo')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}

      <div>
        {reasonText ? (
          <p id={`${id}-reason`} className="mb-2 text-sm text-ink-muted" data-testid="cart-dialog-disabled-reason" data-reason={props.disabledReason}>
            {reasonText}
            {/* Issue 14 item 3: where an account is added (it buys once an operator has verified it). */}
            {props.disabledReason === 'BANK_ACCOUNT' ? (
              <>
                {' '}
                {/* A document load: the page leaves the cart (the dialog renders outside a route too). */}
                <a href={ADD_BANK_ACCOUNT_PATH} className="font-semibold text-brand-strong underline underline-offset-4" data-testid="cart-dialog-add-bank-account">
                  {t('dialog.disabled.addBankAccount')}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
        <Button type="submit" block size="lg" disabled={blocked || props.busy} data-testid="cart-dialog-buy">
          {t('dialog.form.buy')}
        </Button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// PORTFOLIO_SELECTOR (step 1)

export function PortfolioStep(props: {
  portfolios: readonly CartPortfolio[];
  chosenId: number | null;
  /** The new portfolio's name when one is chosen. */
  newName: string | null;
  canAddNew: boolean;
  onChoose: (portfolioId: number) => void;
  onChooseNew: (name: string) => void;
}) {
  const { t } = useT('buy');
  const id = useId();
  const [name, setName] = useState(props.newName ?? '');
  const trimmed = name.trim();
  return (
    <div className="mt-4 space-y-4" data-testid="cart-dialog-portfolios">
      <ul className="space-y-2">
        {props.portfolios.map((portfolio) => {
          const chosen = props.newName === null && portfolio.id === props.chosenId;
          return (
            <li key={portfolio.id}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => props.onChoose(portfolio.id)}
                className="flex min-h-12 w-full items-center justify-between gap-3 rounded-[var(--radius-control)] border border-line px-4 py-2 text-left text-sm text-ink hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand-soft"
                data-testid="cart-dialog-portfolio-option"
              >
                <span className="font-medium">{portfolio.name}</span>
                {chosen ? <span className="text-xs text-brand-strong">{t('dialog.portfolio.selected')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {props.canAddNew ? (
        <form
          className="rounded-[var(--radius-control)] border border-line p-4"
          aria-labelledby={`${id}-new`}
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed !== '') props.onChooseNew(trimmed);
          }}
        >
          <h3 id={`${id}-new`} className="text-sm font-semibold text-ink">
            {t('dialog.portfolio.newTitle')}
          </h3>
          <label htmlFor={`${id}-name`} className="mt-2 block text-sm text-ink-muted">
            {t('cart.newPortfolioName')}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={PORTFOLIO_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setName(event.target.value.slice(0, PORTFOLIO_NAME_MAX_LENGTH))}
            aria-describedby={`${id}-count`}
            className="field-input mt-1"
            data-testid="cart-dialog-new-portfolio-name"
          />
          <p id={`${id}-count`} className="mt-1 text-right text-xs text-ink-muted" aria-live="polite">
            {t('cart.newPortfolioCount', { count: [...name].length })}
          </p>
          <Button type="submit" variant="secondary" block className="mt-2" disabled={trimmed === ''} data-testid="cart-dialog-new-portfolio">
            {t('dialog.portfolio.useNew')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// RISK_WARNING (step 7)

export function RiskStep({ busy, onContinue }: { busy: boolean; onContinue: (dontShowAgain: boolean) => void }) {
  const { t } = useT('buy');
  const [hide, setHide] = useState(false);
  return (
    <div className="mt-4 space-y-4" data-testid="cart-dialog-risk">
      <p className="rounded-[var(--radius-control)] bg-warning-soft p-3 text-sm leading-relaxed text-ink">{t('cart.risk.body')}</p>
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input type="checkbox" className="size-5 accent-brand" checked={hide} onChange={(event) => setHide(event.target.checked)} data-testid="cart-dialog-risk-hide" />
        {t('cart.risk.hide')}
      </label>
      <Button block size="lg" disabled={busy} onClick={() => onContinue(hide)} data-testid="cart-dialog-risk-continue">
        {t('cart.risk.accept')}
      </Button>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// SUMMARY (step 2)

export function SummaryStep(props: {
  locale: Language;
  summary: BuySummary;
  portfolioLabel: string | null;
  termsAccepted: boolean;
  termsError: boolean;
  promoInput: boolean;
  busy: boolean;
  onTerms: (accepted: boolean) => void;
  onPromo: () => void;
  onPay: () => void;
}) {
  const { t } = useT('buy');
  const id = useId();
  const { summary, locale } = props;
  return (
    <div className="mt-4" data-testid="cart-dialog-summary">
      {props.portfolioLabel ? <p className="text-sm text-ink-muted">{t('dialog.summary.portfolio', { name: props.portfolioLabel })}</p> : null}
      <SummaryFacts {...summary} locale={locale} testIds="cart-dialog" />
      {props.promoInput ? (
        <button type="button" className={linkButton} onClick={props.onPromo} disabled={props.busy} data-testid="cart-dialog-summary-promo">
          {summary.coupon ? t('dialog.form.changePromo') : t('dialog.form.promo')}
        </button>
      ) : null}
      <form
        className="mt-3 space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onPay();
        }}
      >
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand"
            checked={props.termsAccepted}
            onChange={(event) => props.onTerms(event.target.checked)}
            aria-invalid={props.termsError || undefined}
            aria-describedby={props.termsError ? `${id}-terms` : undefined}
            data-testid="cart-dialog-terms"
          />
          <span>{t('cart.summary.terms')}</span>
        </label>
        {props.termsError ? (
          <p id={`${id}-terms`} className="text-sm text-danger" data-testid="cart-dialog-terms-error">
            {t('cart.summary.termsRequired')}
          </p>
        ) : null}
        <Button type="submit" block size="lg" disabled={props.busy} data-testid="cart-dialog-pay">
          {t('cart.summary.payNow')}
        </Button>
      </form>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// PROMO (step 9) and PROMO_DETAIL (step 11)

function couponFacts(coupon: CouponItem, locale: Language, t: ReturnType<typeof useT<'buy'>>['t']): string[] {
  const facts: string[] = [];
  if (coupon.isEligible && coupon.cashbackValue > 0) facts.push(t('dialog.promo.cashback', { amount: formatMoney(coupon.cashbackValue, coupon.currency, locale) }));
  if (coupon.minimumAmount > 0) facts.push(t('dialog.promo.minimum', { amount: formatMoney(coupon.minimumAmount, coupon.currency, locale) }));
  if (coupon.endsAt) facts.push(t('dialog.promo.endsAt', { date: formatDate(couponLastMoment(new Date(coupon.endsAt)), locale) }));
  return facts;
}

export function PromoStep(props: {
  locale: Language;
  draft: string;
  /** The reason the code typed was refused here (promoRefused), or null. */
  refusal: string | null;
  /** The promos for this purchase: null while loading. */
  coupons: readonly CouponItem[] | 'failed' | null;
  busy: boolean;
  onDraft: (code: string) => void;
  onUse: () => void;
  onDetail: (coupon: CouponItem) => void;
}) {
  const { t } = useT('buy');
  const id = useId();
  const { coupons, locale } = props;
  return (
    <div className="mt-4 space-y-5" data-testid="cart-dialog-promo">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (props.draft !== '' && !props.busy) props.onUse();
        }}
      >
        <label htmlFor={`${id}-code`} className="text-sm font-semibold text-ink">
          {t('dialog.promo.label')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-code`}
            value={props.draft}
            maxLength={COUPON_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => props.onDraft(event.target.value.toUpperCase())}
            aria-invalid={props.refusal !== null || undefined}
            aria-describedby={props.refusal !== null ? `${id}-refusal` : undefined}
            className="field-input min-w-0 flex-1 uppercase"
            data-testid="cart-dialog-promo-input"
          />
          <Button type="submit" disabled={props.draft === '' || props.busy} data-testid="cart-dialog-promo-use">
            {t('dialog.promo.use')}
          </Button>
        </div>
        {props.refusal !== null ? (
          <p id={`${id}-refusal`} className="field-error" data-testid="cart-dialog-promo-refusal">
            {props.refusal}
          </p>
        ) : null}
      </form>

      <section aria-labelledby={`${id}-list`} aria-busy={coupons === null || undefined}>
        <h3 id={`${id}-list`} className="text-sm font-semibold text-ink">
          {t('dialog.promo.available')}
        </h3>
        {coupons === null ? (
          <div className="mt-2 space-y-2">
            <span className="sr-only">{t('dialog.promo.loading')}</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : coupons === 'failed' ? (
          <p className="mt-2 text-sm text-ink-muted">{t('dialog.promo.failed')}</p>
        ) : coupons.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t('dialog.promo.empty')}</p>
        ) : (
          <ul className="mt-2 space-y-2" data-testid="cart-dialog-coupons">
            {coupons.map((coupon) => {
              const chosen = props.draft === coupon.code;
              return (
                <li
                  key={coupon.code}
                  className={cx('rounded-[var(--radius-control)] border p-3 text-sm', chosen && coupon.isEligible ? 'border-brand bg-brand-soft/40' : 'border-line', !coupon.isEligible && 'bg-canvas')}
                  data-testid="cart-dialog-coupon"
                  data-code={coupon.code}
                  data-eligible={coupon.isEligible ? 'true' : 'false'}
                >
                  <p className="font-semibold text-ink">{coupon.name}</p>
                  <p className="text-xs font-medium tracking-wide text-ink-muted">{coupon.code}</p>
                  <ul className="mt-1 text-xs text-ink-muted">
                    {couponFacts(coupon, locale, t).map((fact) => (
                      <li key={fact}>{fact}</li>
                    ))}
                  </ul>
                  {coupon.isEligible ? (
                    <div className="mt-2 flex gap-2">
                      <Button variant={chosen ? 'primary' : 'secondary'} aria-pressed={chosen} aria-label={t('dialog.promo.chooseCode', { code: coupon.code })} onClick={() => props.onDraft(coupon.code)} className="min-h-10 px-4 py-1.5 text-sm">
                        {chosen ? t('dialog.promo.chosen') : t('dialog.promo.choose')}
                      </Button>
                      <Button variant="ghost" aria-label={t('dialog.promo.detailOf', { code: coupon.code })} onClick={() => props.onDetail(coupon)} className="min-h-10 text-sm" data-testid="cart-dialog-coupon-detail">
                        {t('dialog.promo.detail')}
                      </Button>
                    </div>
                  ) : (
                    <p className="mt-2 text-xs text-danger" data-testid="cart-dialog-coupon-reason">
                      {t('dialog.promo.notEligible')}
                      {coupon.whyDisabledReasoning[0] ? `: ${coupon.whyDisabledReasoning[0]}` : ''}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export function PromoDetailStep({ coupon, locale, busy, onUse }: { coupon: CouponItem; locale: Language; busy: boolean; onUse: () => void }) {
  const { t } = useT('buy');
  return (
    <div className="mt-4" data-testid="cart-dialog-promo-detail">
      <p className="font-semibold text-ink">{coupon.name}</p>
      <p className="mt-1 text-sm leading-relaxed text-ink-muted">{coupon.description}</p>
      <dl className="mt-3 divide-y divide-line border-y border-line text-sm">
        <DescriptionRow label={t('dialog.promoDetail.code')} value={coupon.code} />
        <DescriptionRow label={t('dialog.promoDetail.cashback')} value={formatMoney(coupon.cashbackValue, coupon.currency, locale)} />
        {coupon.minimumAmount > 0 ? <DescriptionRow label={t('dialog.promoDetail.minimum')} value={formatMoney(coupon.minimumAmount, coupon.currency, locale)} /> : null}
        {coupon.endsAt ? <DescriptionRow label={t('dialog.promoDetail.endsAt')} value={formatDate(couponLastMoment(new Date(coupon.endsAt)), locale)} /> : null}
      </dl>
      <Button block size="lg" className="mt-4" disabled={busy} onClick={onUse} data-testid="cart-dialog-promo-detail-use">
        {t('dialog.promoDetail.use')}
      </Button>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// PROMO_NOT_ELIGIBLE (step 12) and ERROR (step 5)

/** `afterSummary`: refused before paying a summary (back returns to it), else by a calculation of the form (back returns to the form). */
export function PromoNotEligibleStep({
  reason,
  busy,
  afterSummary,
  onContinue,
  onReturn,
}: {
  reason: string;
  busy: boolean;
  afterSummary: boolean;
  onContinue: () => void;
  onReturn: () => void;
}) {
  const { t } = useT('buy');
  return (
    <div className="mt-4" data-testid="cart-dialog-promo-not-eligible">
      <p className="rounded-[var(--radius-control)] bg-warning-soft p-3 text-sm text-ink" data-testid="cart-dialog-promo-reason">
        {reason}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
        <Button block disabled={busy} onClick={onContinue} data-testid="cart-dialog-promo-continue">
          {t('cart.promoNotEligible.continue')}
        </Button>
        <Button block variant="secondary" disabled={busy} onClick={onReturn} data-testid="cart-dialog-promo-return">
          {afterSummary ? t('cart.promoNotEligible.back') : t('cart.promoNotEligible.toForm')}
        </Button>
      </div>
    </div>
  );
}

export function ErrorStep({ message, onBack }: { message: string; onBack: (() => void) | null }) {
  const { t } = useT('buy');
  return (
    <div className="mt-4" data-testid="cart-dialog-error">
      <p className="rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm text-danger" data-testid="cart-dialog-error-message">
        {message}
      </p>
      {onBack ? (
        <Button block variant="secondary" className="mt-4" onClick={onBack} data-testid="cart-dialog-error-back">
          {t('dialog.error.back')}
        </Button>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// TOP_UP_LIST (step 13), DOCUMENTS (step 6), ADJUSTMENT (step 8)

export function TopUpStep({ funds, chosenId, onChoose }: { funds: readonly { id: number; name: string }[]; chosenId: number | null; onChoose: (fundId: number) => void }) {
  const { t } = useT('buy');
  if (funds.length === 0) return <p className="mt-4 text-sm text-ink-muted">{t('cart.nothing')}</p>;
  return (
    <ul className="mt-4 space-y-2" data-testid="cart-dialog-top-up">
      {funds.map((fund) => (
        <li key={fund.id}>
          <button
            type="button"
            aria-pressed={fund.id === chosenId}
            onClick={() => onChoose(fund.id)}
            className="flex min-h-12 w-full items-center rounded-[var(--radius-control)] border border-line px-4 py-2 text-left text-sm font-medium text-ink hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand-soft"
            data-testid="cart-dialog-top-up-fund"
          >
            {fund.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function DocumentsStep({ documents }: { documents: FundDocuments | 'failed' | null }) {
  const { t } = useT('buy');
  if (documents === null) {
    return (
      <div className="mt-4 space-y-2" aria-busy="true">
        <span className="sr-only">{t('dialog.documents.loading')}</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (documents === 'failed') return <p className="mt-4 text-sm text-ink-muted">{t('dialog.documents.failed')}</p>;
  const links = [
    { doc: documents.prospectus, label: t('dialog.documents.prospectus') },
    { doc: documents.fundFactSheet, label: t('dialog.documents.factSheet') },
  ];
  return (
    <div className="mt-4" data-testid="cart-dialog-documents-list">
      {documents.prospectus ? null : <p className="text-sm text-ink-muted">{t('dialog.documents.noProspectus')}</p>}
      <ul className="mt-2 space-y-2">
        {links.map(({ doc, label }) =>
          doc ? (
            <li key={label}>
              <a href={doc.documentUrl} download className="btn-secondary w-full" aria-label={t('dialog.documents.download', { name: label })}>
                {label}
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

export function AdjustmentStep() {
  const { t } = useT('buy');
  return (
    <div className="mt-4 space-y-3 text-sm leading-relaxed text-ink-muted" data-testid="cart-dialog-adjustment-text">
      <p>{t('dialog.adjustment.split')}</p>
      <p>{t('dialog.adjustment.minimum')}</p>
      <p>{t('dialog.adjustment.rounding')}</p>
      <p>{t('dialog.adjustment.excluded')}</p>
    </div>
  );
}

/** While the cart's facts load: the form's shape, said in words to assistive technology. */
export function LoadingStep() {
  const { t } = useT('buy');
  return (
    <div className="mt-4 space-y-4" aria-busy="true" data-testid="cart-dialog-loading">
      <span className="sr-only">{t('dialog.loading')}</span>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
