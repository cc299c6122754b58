// /me/confirm-backoffice-update-email and /me/confirm-backoffice-update-phone-number (spec funds §2.1; issue 14
// item 4; decision 054): a change of the investor's email or phone that the back office proposed (`npm run cli
// -- contact:propose`), shown as it stands and as it would be; the investor confirms it with a code sent to
// the new address (/validate-otp), which applies it and leaves the landing its "profile updated" popup
// (decision 055), or declines it. One module for both addresses: the path says which contact.
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/confirm-backoffice-update';
import { OtpCard, OtpNotice } from '~/components/account/otp-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, DescriptionRow, LinkButton } from '~/components/ui';
import type { ContactChangeKind } from '~/domain/enums';
import { translateMessage } from '~/forms/messages';
import { continueToCode, wib } from '~/lib/otp-pages.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { CONFIRM_PROPOSAL_PATHS, declineProposal, pendingProposal, startProposalConfirmation } from '~/models/contact-changes.server';
import { maskMobilePhone } from '~/models/users.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('otp', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

const DECLINED_QUERY = 'ditolak';

/** Which contact the address is about (the route is registered for both paths). */
function kindOf(request: Request): ContactChangeKind {
  return new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/$/, '') === CONFIRM_PROPOSAL_PATHS.PHONE ? 'PHONE' : 'EMAIL';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const kind = kindOf(request);
  const now = new Date();
  const proposal = pendingProposal(user.id, kind, now);
  const declined = new URL(request.url).searchParams.has(DECLINED_QUERY);
  const show = (value: string) => (kind === 'PHONE' ? maskMobilePhone(value) : value);
  return data(
    {
      kind,
      declined,
      proposal: proposal
        ? { from: show(kind === 'PHONE' ? user.mobilePhone : user.email), to: proposal.newValue, validUntil: wib(proposal.expiresAt, getLocale(context)) }
        : null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const kind = kindOf(request);
  const now = new Date();
  const locale = getLocale(context);
  const form = await request.formData();
  if (form.get('intent') === 'decline') {
    declineProposal(user.id, kind, now);
    throw redirect(`${CONFIRM_PROPOSAL_PATHS[kind]}?${DECLINED_QUERY}=1`);
  }
  const refusal = await continueToCode(startProposalConfirmation(user, kind, { now, language: locale }), kind === 'EMAIL' ? 'BACKOFFICE_EMAIL' : 'BACKOFFICE_PHONE', {
    userId: user.id,
    now,
    locale,
  });
  return data({ message: refusal.message }, { status: refusal.status });
}

export default function ConfirmBackofficeUpdate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['otp', 'validation']);
  const navigation = useNavigation();
  const { kind, proposal, declined } = loaderData;
  if (!proposal) {
    return (
      <OtpCard
        titleId="confirm-title"
        title={t('confirm.noneTitle')}
        subtitle={declined ? t('confirm.declined') : t('confirm.noneBody')}
        icon={declined ? 'done' : undefined}
        testId="confirm-none"
      >
        <LinkButton to="/me" block size="lg" className="mt-6">
          {t('validate.toAccount')}
        </LinkButton>
      </OtpCard>
    );
  }
  return (
    <OtpCard titleId="confirm-title" title={t(`confirm.${kind}.title`)} subtitle={t(`confirm.${kind}.intro`)} testId="confirm-proposal">
      <dl className="mt-4 divide-y divide-line">
        <DescriptionRow label={t('confirm.from')} value={<span className="break-all">{proposal.from}</span>} />
        <DescriptionRow label={t('confirm.to')} value={<span className="break-all">{proposal.to}</span>} strong testId="confirm-new-value" />
      </dl>
      <p className="mt-2 text-sm text-ink-muted">{t('confirm.validUntil', { until: proposal.validUntil })}</p>
      {actionData?.message ? (
        <OtpNotice tone="error" testId="confirm-error">
          {translateMessage(t, actionData.message)}
        </OtpNotice>
      ) : null}
      <Form method="post" className="mt-6">
        <Button type="submit" size="lg" block disabled={navigation.state === 'submitting'} data-testid="confirm-submit">
          {t('confirm.submit')}
        </Button>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="decline" />
        <Button type="submit" variant="secondary" block disabled={navigation.state === 'submitting'} data-testid="confirm-decline">
          {t('confirm.decline')}
        </Button>
      </Form>
    </OtpCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  const kind = args.loaderData?.kind ?? 'EMAIL';
  return pageMeta(args, { title: texts(locale).otp.confirm[kind].metaTitle, indexable: false });
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
