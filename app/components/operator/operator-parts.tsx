// Pieces the operator's pages share (issue 14 item 7; decision 045): their menu, a status label, the outcome
// of the last decision, and a KYC document shown from /me/dokumen/{id}.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cx, VisuallyHidden } from '~/components/ui';
import type { KycDocumentKind } from '~/domain/kyc/enums';
import { useT } from '~/lib/use-t';

export const OPERATOR_KYC_PATH = '/operator/kyc';
export const OPERATOR_BANK_ACCOUNTS_PATH = '/operator/rekening';
export const operatorKycReviewPath = (userId: number): `/${string}` => `${OPERATOR_KYC_PATH}/${userId}`;
export const kycDocumentPath = (documentId: number): `/${string}` => `/me/dokumen/${documentId}`;

export function OperatorNav({ pendingBankAccounts }: { pendingBankAccounts?: number }) {
  const { t } = useT('kycReview');
  const link = ({ isActive }: { isActive: boolean }) =>
    cx(
      'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold',
      isActive ? 'bg-brand text-white' : 'border border-line bg-surface text-ink hover:border-brand',
    );
  return (
    <nav aria-label={t('nav.label')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={OPERATOR_KYC_PATH} className={link}>
            {t('nav.queue')}
          </NavLink>
        </li>
        <li>
          <NavLink to={OPERATOR_BANK_ACCOUNTS_PATH} end className={link}>
            {t('nav.bankAccounts')}
            {pendingBankAccounts ? (
              <span className="ml-2 rounded-full bg-accent px-2 text-xs text-ink">
                {pendingBankAccounts}
                <VisuallyHidden> {t('nav.waiting')}</VisuallyHidden>
              </span>
            ) : null}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** A status as words on a neutral or a warning chip (never colour alone: the words say it). */
export function StatusChip({ children, tone = 'neutral', testId }: { children: ReactNode; tone?: 'neutral' | 'warning' | 'danger' | 'success'; testId?: string }) {
  const tones = {
    neutral: 'bg-info-soft text-ink',
    warning: 'bg-warning-soft text-ink',
    danger: 'bg-danger-soft text-danger',
    success: 'bg-brand-soft text-brand-strong',
  } as const;
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])} data-testid={testId}>
      {children}
    </span>
  );
}

/** What the last decision did, announced to screen readers. */
export function OutcomeNotice({ text, ok }: { text: string; ok: boolean }) {
  return (
    <p
      role="status"
      className={cx('mt-4 rounded-[var(--radius-card)] border px-4 py-3 text-sm font-medium', ok ? 'border-brand bg-brand-soft text-brand-strong' : 'border-warning bg-warning-soft text-ink')}
      data-testid="operator-outcome"
    >
      {text}
    </p>
  );
}

/** A KYC document's image (served to operators by /me/dokumen/{id}), opening at full size. */
export function DocumentFigure({
  kind,
  document,
  ownerName,
}: {
  kind: KycDocumentKind;
  document: { id: number; width: number; height: number } | null;
  ownerName: string;
}) {
  const { t } = useT(['kycReview', 'kycDocuments']);
  const label = t(`kycDocuments:kinds.${kind}`);
  return (
    <figure className="min-w-0" data-testid={`operator-document-${kind}`}>
      <figcaption className="mb-2 text-sm font-semibold text-ink">{label}</figcaption>
      {document ? (
        <a href={kycDocumentPath(document.id)} target="_blank" rel="noopener" className="block" aria-label={t('detail.openDocument', { kind: label })}>
          <img
            src={kycDocumentPath(document.id)}
            alt={t('detail.documentAlt', { kind: label, name: ownerName })}
            width={document.width}
            height={document.height}
            loading="lazy"
            className="h-auto w-full rounded-[var(--radius-control)] border border-line bg-canvas object-contain"
          />
        </a>
      ) : (
        <p className="rounded-[var(--radius-control)] border border-dashed border-line p-6 text-center text-sm text-ink-muted">{t('detail.documentMissing')}</p>
      )}
    </figure>
  );
}
