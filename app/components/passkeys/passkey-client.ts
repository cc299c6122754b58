// The browser's side of passkeys (issue 18 item 6; decisions 094, 095): the calls to /api/v2/biometrics/* around
// `@simplewebauthn/browser`, which is imported only when a ceremony starts (never in a page's first load). Every
// call answers a tagged outcome and never throws; the buttons (passkey-buttons.tsx) show the words.

/** Why a ceremony did not end well, as the buttons word it. */
export type PasskeyFailure =
  /** The investor closed the browser's prompt, or it timed out. */
  | 'CANCELLED'
  /** The browser has no WebAuthn. */
  | 'UNSUPPORTED'
  /** Sign-in with a passkey this site no longer knows (removed on /me): the spec's changed-biometrics notice. */
  | 'UNKNOWN_PASSKEY'
  /** The account's limit of passkeys. */
  | 'TOO_MANY_PASSKEYS'
  /** The device already holds a passkey of this account. */
  | 'ALREADY_REGISTERED'
  /** Anything else (not verified, expired, a network or server problem). */
  | 'FAILED';

export type PasskeyOutcome<T> = { ok: true; data: T } | { ok: false; failure: PasskeyFailure };

type Answer = { status: number; body: { data?: unknown; code?: unknown } | null };

async function send(url: string, method: 'GET' | 'POST', body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Answer['body'] };
  } catch {
    return { status: 0, body: null };
  }
}

function failureOf(answer: Answer): PasskeyFailure {
  const code = answer.body?.code;
  if (code === 'UNKNOWN_PASSKEY' || code === 'TOO_MANY_PASSKEYS' || code === 'ALREADY_REGISTERED') return code;
  return 'FAILED';
}

/** The browser's refusal of a ceremony as a failure: NotAllowedError is a cancel or a time-out (WebAuthn §5.1.3). */
function ceremonyFailure(error: unknown): PasskeyFailure {
  const name = error instanceof Error ? ((error.cause as Error | undefined)?.name ?? error.name) : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'CANCELLED';
  if (name === 'InvalidStateError') return 'ALREADY_REGISTERED';
  return 'FAILED';
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether the signed-in investor has a passkey and passkeys are on (the cart's PIN step asks before offering one). */
export async function hasUsablePasskey(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const answer = await send('/api/v2/biometrics/enroll', 'GET');
  const data = answer.body?.data as { enabled?: boolean; passkeys?: unknown[] } | undefined;
  return answer.status === 200 && data?.enabled === true && Array.isArray(data.passkeys) && data.passkeys.length > 0;
}

/** Adds a passkey to the signed-in investor's account: options, the browser's prompt, the answer kept. */
export async function addPasskey(): Promise<PasskeyOutcome<null>> {
  if (!passkeysSupported()) return { ok: false, failure: 'UNSUPPORTED' };
  const started = await send('/api/v2/biometrics/enroll', 'POST', {});
  const start = started.body?.data as { challengeId: string; options: never } | undefined;
  if (started.status !== 200 || !start) return { ok: false, failure: failureOf(started) };
  let response;
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    response = await startRegistration({ optionsJSON: start.options });
  } catch (error) {
    return { ok: false, failure: ceremonyFailure(error) };
  }
  const finished = await send('/api/v2/biometrics/enroll', 'POST', { challengeId: start.challengeId, response });
  return finished.status === 201 ? { ok: true, data: null } : { ok: false, failure: failureOf(finished) };
}

export type Redirection = { redirectUrl: string; useSpaRedirection: boolean };

/** One authentication: a challenge for `request`, the browser's prompt, the answer validated with `extra`. */
async function authenticate(request: Record<string, unknown>, extra: Record<string, unknown>): Promise<PasskeyOutcome<Redirection>> {
  if (!passkeysSupported()) return { ok: false, failure: 'UNSUPPORTED' };
  const started = await send('/api/v2/biometrics/request-challenge', 'POST', request);
  const start = started.body?.data as { id: string; options: never } | undefined;
  if (started.status !== 200 || !start) return { ok: false, failure: failureOf(started) };
  let response;
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    response = await startAuthentication({ optionsJSON: start.options });
  } catch (error) {
    return { ok: false, failure: ceremonyFailure(error) };
  }
  const validated = await send('/api/v2/biometrics/validate-challenge', 'POST', { challengeId: start.id, response, ...extra });
  const data = validated.body?.data as Redirection | undefined;
  if (validated.status === 200 && data) return { ok: true, data };
  const failure = failureOf(validated);
  if (failure === 'UNKNOWN_PASSKEY') forgetPasskey(response.id);
  return { ok: false, failure };
}

/**
 * The spec's "on a 404 the key state is cleared and the key deleted" (landing §4): browsers that know the WebAuthn
 * signal API drop the passkey this site no longer has from their list.
 */
function forgetPasskey(credentialId: string): void {
  const signal = (window.PublicKeyCredential as unknown as { signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void> })
    .signalUnknownCredential;
  signal?.({ rpId: window.location.hostname, credentialId }).catch(() => undefined);
}

/** Signs in with any passkey of this site; `target` is where to go afterwards. */
export function signInWithPasskey(target: string): Promise<PasskeyOutcome<Redirection>> {
  return authenticate({ action: 'SIGN_IN' }, { target });
}

/** Confirms the PIN request `requestPinId` with one of the investor's passkeys. */
export function confirmWithPasskey(requestPinId: string): Promise<PasskeyOutcome<Redirection>> {
  return authenticate({ action: 'CONFIRM', requestPinId }, { requestPinId });
}

/**
 * Confirms with a passkey where no PIN request exists yet (the cart's PIN step): a request returning to `target`
 * (POST /api/v1/profile/request-pin), then its confirmation. Afterwards this session's orders need no PIN for 15
 * minutes, as after a right PIN.
 */
export async function confirmHereWithPasskey(target: string): Promise<PasskeyOutcome<Redirection>> {
  const made = await send('/api/v1/profile/request-pin', 'POST', { target });
  const request = made.body?.data as { requestId: string } | undefined;
  if (made.status !== 201 || !request) return { ok: false, failure: 'FAILED' };
  return confirmWithPasskey(request.requestId);
}
