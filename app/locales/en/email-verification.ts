import type id from '../id/email-verification';

export default {
  page: {
    metaTitle: 'Email verification',
    success: {
      title: 'Email verified',
      body: 'Thank you! Your email address is verified. You can now start investing in mutual funds.',
    },
    alreadyVerified: {
      title: 'Email already verified',
      body: 'Your email address was verified earlier. There is nothing more you need to do.',
    },
    expired: {
      title: 'This verification link has expired',
      body: 'Verification links are valid for {{hours}} hours. Send a new verification email from the mutual funds page, then open the link in the newest email.',
    },
    used: {
      title: 'This verification link has been used',
      body: 'This link is no longer valid. Send a new verification email from the mutual funds page, then open the link in the newest email.',
    },
    emailChanged: {
      title: 'Your email address has changed',
      body: 'This link was sent to an email address that is no longer on your account. Send a verification email to your current address from the mutual funds page.',
    },
    invalid: {
      title: 'This verification link is not valid',
      body: 'Make sure you opened the complete link from our email. If it still fails, send a new verification email from the mutual funds page.',
    },
    toFunds: 'Start investing',
    resendHint: 'Send a new verification email',
    signInToResend: 'Sign in to send a new one',
  },
  email: {
    subject: 'Verify your email address at Celengan',
    body: [
      'Hello {{name}},',
      '',
      'Click the link below to verify your email address at Celengan:',
      '',
      '{{link}}',
      '',
      'The link is valid for {{hours}} hours, until {{expiresAt}} WIB (Jakarta time), and can be used once.',
      '',
      'If you did not ask for this email, you can ignore it. Celengan never asks for your password, PIN or OTP code by email.',
      '',
      'Best regards,',
      'The Celengan team',
    ].join('\n'),
  },
  accountExistsEmail: {
    subject: 'Your email address is already registered with Celengan',
    body: [
      'Hello {{name}},',
      '',
      'Someone just tried to create a Celengan account with this email address. It is already registered, so no new account was created.',
      '',
      'If that was you, sign in with your account’s email and password:',
      '',
      '{{link}}',
      '',
      'If it was not you, ignore this email: your account has not changed. Celengan never asks for your password, PIN or OTP code by email.',
      '',
      'Best regards,',
      'The Celengan team',
    ].join('\n'),
  },
  api: {
    alreadyVerified: 'Your email address is already verified.',
  },
  card: {
    title: 'Verify your email',
    body: 'We sent a verification link to {{email}}. Open that email and click the link to finish signing up.',
    resend: 'Resend verification email',
    sending: 'Sending…',
    sent: 'We sent a verification email to {{email}}. Please check your spam folder too.',
    tooManyRequests_one: 'Too many requests. Try again in {{count}} minute.',
    tooManyRequests_other: 'Too many requests. Try again in {{count}} minutes.',
    alreadyVerified: 'Your email address is already verified.',
    failed: 'We could not send the verification email. Please try again in a moment.',
  },
} satisfies typeof id;
