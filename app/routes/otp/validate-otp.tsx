// /validate-otp (spec funds §2.1; issue 14 item 4; decision 053): the investor enters the 6 digits of the code
// the current flow sent (the flow cookie, lib/otp-flow.server.ts), or asks for it again 60 seconds after the
// last one (with JavaScript a countdown on the button; without it the time it becomes possible, and the
// server's answer). A right code does what the flow confirms (models/contact-changes.server.ts) and leads on;
// five wrong ones block the codes for an hour, which the page says until when, in WIB. Plain forms: it
// works without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/validate-otp';
import { OtpCard, OtpNotice } from '~/components/account/otp-card';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Field, LinkButton } from '~/components/ui';
import { AppLink } from '~/components/ui/app-link';
import { useHydrated } from '~/components/ui/use-hydrated';
import { maskEmail } from '~/domain/contact';
import { OTP_FLOW_RULES, secondsUntil, type OtpPageState } from '~/domain/policies/otp';
import { fieldInputProps, message, translateMessage } from '~/forms/messages';
import { OTP_INTENTS, otpCodeSchema } from '~/forms/otp';
import { formatClockDuration, formatTime } from '~/lib/format';
import { logger } from '~/lib/logger.server';
import { endOtpFlow, readOtpFlow, saveOtpFlow } from '~/lib/otp-flow.server';
import { METHOD_PICKER_PATH, VALIDATE_OTP_PATH, wib } from '~/lib/otp-pages.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { completeOtp, resendOtp } from '~/models/contact-changes.server';
import { otpStatus } from '~/models/otp.server';
import { maskMobilePhone } from '~/models/users.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('otp', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The page's state as plain data: instants as ISO strings and as WIB text. */
type StateView =
  | { kind: 'NOT_SENT' | 'CONSUMED' }
  | { kind: 'SENT'; expiresAt: string; resendInSeconds: number; resendAtTime: string; attemptsLeft: number }
  | { kind: 'EXPIRED'; resendInSeconds: number; resendAtTime: string }
  | { kind: 'BLOCKED'; until: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const locale = getLocale(context);
  const flow = await readOtpFlow(request, user.id, now);
  if (!flow) return data({ kind: 'NO_FLOW' as const }, { headers: NO_STORE });
  const rule = OTP_FLOW_RULES[flow.flow];
  // A forgotten PIN's code was right already: on to the new PIN.
  if (flow.grant) throw redirect(rule.next);
  const status = otpStatus(user.id, rule.purpose, new Date(flow.startedAt), now);
  if (status.state.kind === 'NOT_SENT' && rule.channels.length > 1) throw redirect(METHOD_PICKER_PATH);
  const sentTo = status.sentTo && {
    channel: status.sentTo.channel,
    destination: status.sentTo.channel === 'email' ? maskEmail(status.sentTo.destination) : maskMobilePhone(status.sentTo.destination),
  };
  return data(
    {
      kind: 'FLOW' as const,
      flow: flow.flow,
      state: stateView(status.state, now, locale),
      sentTo,
      canChangeMethod: rule.channels.length > 1,
      backHref: rule.start,
    },
    { headers: NO_STORE },
  );
}

function stateView(state: OtpPageState, now: Date, locale: 'id' | 'en'): StateView {
  const resend = (at: Date) => ({
    resendInSeconds: at.getTime() > now.getTime() ? secondsUntil(at, now) : 0,
    resendAtTime: `${formatTime(at, locale)} WIB`,
  });
  switch (state.kind) {
    case 'SENT':
      return { kind: 'SENT', expiresAt: wib(state.expiresAt, locale), attemptsLeft: state.attemptsLeft, ...resend(state.resendAt) };
    case 'EXPIRED':
      return { kind: 'EXPIRED', ...resend(state.resendAt) };
    case 'BLOCKED':
      return { kind: 'BLOCKED', until: wib(state.until, locale) };
    default:
      return { kind: state.kind };
  }
}

type ActionAnswer =
  | { answer: 'resend'; outcome: 'SENT' | 'REFUSED'; message?: string }
  | ({ answer: 'verify' } & SubmissionResult<string[]>);

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const locale = getLocale(context);
  const flow = await readOtpFlow(request, user.id, now);
  if (!flow) throw redirect(VALIDATE_OTP_PATH);
  const rule = OTP_FLOW_RULES[flow.flow];
  // A forgotten PIN's code was right already: nothing more to check here.
  if (flow.grant) throw redirect(rule.next);
  const form = await request.formData();

  if (form.get('intent') === OTP_INTENTS.resend) {
    const result = resendOtp(user, rule.purpose, new Date(flow.startedAt), { now, language: locale });
    if (result.ok) return data<ActionAnswer>({ answer: 'resend', outcome: 'SENT' });
    switch (result.reason) {
      case 'NO_CODE':
        // Nothing sent in this flow yet: the choice of channel (or the flow's start) sends the first.
        throw redirect(rule.channels.length > 1 ? METHOD_PICKER_PATH : rule.start);
      case 'RESEND_TOO_SOON':
        return data<ActionAnswer>(
          { answer: 'resend', outcome: 'REFUSED', message: message('otp:form.tooSoon', { count: secondsUntil(result.retryAt, now) }) },
          { status: 429, headers: { 'Retry-After': String(secondsUntil(result.retryAt, now)) } },
        );
      case 'BLOCKED':
        return data<ActionAnswer>({ answer: 'resend', outcome: 'REFUSED', message: message('otp:form.blocked', { until: wib(result.until, locale) }) }, { status: 429 });
      default:
        // The proposal closed, or what the flow confirms changed: start again.
        throw redirect(rule.start, { headers: { 'Set-Cookie': await endOtpFlow() } });
    }
  }

  const submission = parseWithZod(form, { schema: otpCodeSchema });
  if (submission.status !== 'success') return data<ActionAnswer>({ answer: 'verify', ...submission.reply() }, { status: 400 });
  const result = completeOtp(user.id, rule.purpose, submission.value.code, now);
  // Ids and outcomes only: never the code.
  logger.info({ userId: user.id, flow: flow.flow, outcome: result.ok ? 'VERIFIED' : result.reason }, 'one-time code checked');
  if (result.ok) {
    if (flow.flow === 'FORGOT_PIN') throw redirect(rule.next, { headers: { 'Set-Cookie': await saveOtpFlow({ ...flow, grant: result.challengeId }) } });
    throw redirect(rule.next, { headers: { 'Set-Cookie': await endOtpFlow() } });
  }
  const refuse = (text: string, status: number, field = false) =>
    data<ActionAnswer>({ answer: 'verify', ...submission.reply(field ? { fieldErrors: { code: [text] } } : { formErrors: [text] }) }, { status });
  switch (result.reason) {
    case 'WRONG':
      return refuse(message('otp:validate.wrong', { count: result.attemptsLeft }), 422, true);
    case 'BLOCKED':
      return refuse(message('otp:form.blocked', { until: wib(result.until, locale) }), 429);
    case 'EXPIRED':
      return refuse('otp:validate.expired', 410);
    case 'CONSUMED':
      return refuse('otp:validate.consumed', 409);
    case 'NO_CODE':
      return refuse('otp:validate.noCode', 409);
    case 'STALE':
      return data<ActionAnswer>({ answer: 'verify', ...submission.reply({ formErrors: ['otp:validate.stale'] }) }, { status: 409, headers: { 'Set-Cookie': await endOtpFlow() } });
  }
}

export default function ValidateOtp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['otp', 'validation']);
  if (loaderData.kind === 'NO_FLOW') return <NoFlow />;
  const { state, sentTo, canChangeMethod, backHref } = loaderData;
  const resendAnswer = actionData?.answer === 'resend' ? actionData : null;
  const verifyAnswer = actionData?.answer === 'verify' ? actionData : undefined;

  if (state.kind === 'BLOCKED') {
    return (
      <OtpCard titleId="otp-title" title={t('validate.blockedTitle')} icon="warning" testId="otp-blocked">
        <p className="mt-2 text-ink-muted" data-testid="otp-blocked-until">
          {t('validate.blockedBody', { until: state.until })}
        </p>
        <LinkButton to={backHref} variant="secondary" block className="mt-6">
          {t('validate.back')}
        </LinkButton>
      </OtpCard>
    );
  }

  const subtitle = sentTo ? t('validate.sentTo', { destination: sentTo.destination, channel: t(`channels.${sentTo.channel}`) }) : t('validate.notSent');
  return (
    <OtpCard titleId="otp-title" title={t('validate.title')} subtitle={subtitle} testId="otp-page">
      {state.kind === 'SENT' ? <CodeForm expiresAt={state.expiresAt} lastResult={verifyAnswer} /> : null}
      {state.kind === 'EXPIRED' ? <OtpNotice tone="info">{t('validate.expired')}</OtpNotice> : null}
      {state.kind === 'CONSUMED' ? <OtpNotice tone="info">{t('validate.consumed')}</OtpNotice> : null}
      {verifyAnswer && state.kind !== 'SENT' && verifyAnswer.error?.['']?.[0] ? (
        <OtpNotice tone="error" testId="otp-error">
          {translateMessage(t, verifyAnswer.error[''][0])}
        </OtpNotice>
      ) : null}

      <div className="mt-6 border-t border-line pt-4">
        {state.kind === 'NOT_SENT' ? (
          <Form method="post">
            <input type="hidden" name="intent" value={OTP_INTENTS.resend} />
            <Button type="submit" block size="lg" data-testid="otp-send">
              {t('validate.send')}
            </Button>
          </Form>
        ) : (
          <ResendForm
            resendInSeconds={'resendInSeconds' in state ? state.resendInSeconds : 0}
            resendAtTime={'resendAtTime' in state ? state.resendAtTime : null}
            answer={resendAnswer}
          />
        )}
        <div className="mt-3 flex flex-wrap justify-between gap-2 text-sm">
          <AppLink to={backHref as `/${string}`} className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline">
            {t('validate.back')}
          </AppLink>
          {canChangeMethod ? (
            <AppLink to={METHOD_PICKER_HREF} className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline" data-testid="otp-change-method">
              {t('validate.changeMethod')}
            </AppLink>
          ) : null}
        </div>
      </div>
    </OtpCard>
  );
}

/** The client's copy of METHOD_PICKER_PATH (lib/otp-pages.server.ts is server-only). */
const METHOD_PICKER_HREF = '/validate-otp/method-picker';

function CodeForm({ expiresAt, lastResult }: { expiresAt: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useT(['otp', 'validation']);
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'otp-code',
    lastResult,
    constraint: getZodConstraint(otpCodeSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpCodeSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === OTP_INTENTS.verify;
  const formError = form.errors?.[0];
  return (
    <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={OTP_INTENTS.verify} />
      {formError ? (
        <OtpNotice tone="error" id={form.errorId} testId="otp-error">
          {translateMessage(t, formError)}
        </OtpNotice>
      ) : null}
      <Field
        {...fieldInputProps(t, fields.code, 'text')}
        label={t('validate.codeLabel')}
        hint={t('validate.codeHint', { until: expiresAt })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        inputClassName="tabular text-center text-2xl tracking-[0.5em]"
        data-testid="otp-code"
      />
      <Button type="submit" size="lg" block disabled={submitting} data-testid="otp-submit">
        {submitting ? t('validate.submitting') : t('validate.submit')}
      </Button>
    </Form>
  );
}

/**
 * "Send again": with JavaScript disabled until the 60 seconds are over, counting down on the button; without
 * it, always enabled, with the time it becomes possible (the server refuses earlier, and says so).
 */
function ResendForm({ resendInSeconds, resendAtTime, answer }: { resendInSeconds: number; resendAtTime: string | null; answer: { outcome: 'SENT' | 'REFUSED'; message?: string } | null }) {
  const { t } = useT('otp');
  const hydrated = useHydrated();
  const secondsLeft = useCountdown(resendInSeconds);
  const waiting = hydrated && secondsLeft > 0;
  return (
    <Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={OTP_INTENTS.resend} />
      <p className="text-sm text-ink-muted">
        {t('validate.resendPrompt')}
        {!hydrated && resendInSeconds > 0 && resendAtTime ? <> {t('validate.resendAt', { time: resendAtTime })}</> : null}
      </p>
      <Button type="submit" variant="secondary" block disabled={waiting} data-testid="otp-resend" data-seconds-left={hydrated ? secondsLeft : undefined}>
        {waiting ? (
          <time dateTime={`PT${secondsLeft}S`}>{t('validate.resendIn', { time: formatClockDuration(secondsLeft) })}</time>
        ) : (
          t('validate.resend')
        )}
      </Button>
      {answer ? (
        <OtpNotice tone={answer.outcome === 'SENT' ? 'success' : 'error'} testId="otp-resend-result">
          {answer.outcome === 'SENT' ? t('validate.resent') : translateMessage(t, answer.message ?? 'otp:api.tooSoon')}
        </OtpNotice>
      ) : null}
    </Form>
  );
}

/** Seconds left of `initial`, ticking down once a second from the render that got it (after hydration). */
function useCountdown(initial: number): number {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    setLeft(initial);
    if (initial <= 0) return;
    const end = Date.now() + initial * 1000;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [initial]);
  return left;
}

function NoFlow() {
  const { t } = useT('otp');
  return (
    <OtpCard titleId="otp-title" title={t('validate.noFlowTitle')} subtitle={t('validate.noFlowBody')} testId="otp-no-flow">
      <LinkButton to="/me" block size="lg" className="mt-6">
        {t('validate.toAccount')}
      </LinkButton>
    </OtpCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).otp.validate.metaTitle, indexable: false });
};

/** The loader's Cache-Control reaches the document response. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
