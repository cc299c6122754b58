// The PIN forms (issue 14 item 5; decision 050): one zod schema per form, parsed by conform in the browser
// and again by the action; the PIN's own rules are domain/policies/pin-rules.ts. Messages are keys of the
// `pin` namespace (./messages.ts). `pinField` is also the `pin` of the order APIs' bodies (forms/buy.ts).
import { z } from 'zod';
import { PIN_LENGTH, pinFormatProblem } from '~/domain/policies/pin-rules';

const required = 'validation:required';

/** A PIN as typed to be checked: exactly 6 digits (whether it is the right one is the server's to say). */
export const pinField = () =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .regex(new RegExp(`^[0-9]{${PIN_LENGTH}}$`), { error: 'pin:errors.NOT_SIX_DIGITS' });

/** A new PIN: 6 digits, neither one digit repeated nor a straight run (pin-rules.ts). */
const newPinField = () =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .superRefine((pin, context) => {
      const problem = pinFormatProblem(pin);
      if (problem) context.addIssue({ code: 'custom', message: `pin:errors.${problem}` });
    });

/** The confirmation equals the new PIN, compared once both were typed. */
const sameAsNewPin = {
  path: ['pinConfirmation'],
  error: 'pin:errors.mismatch',
  when: ({ value }: { value: unknown }) => {
    const { pin, pinConfirmation } = (value ?? {}) as Record<string, unknown>;
    return typeof pin === 'string' && typeof pinConfirmation === 'string';
  },
};

/** /me/pin/create: the PIN twice. */
export const createPinSchema = z
  .object({ pin: newPinField(), pinConfirmation: z.string({ error: required }).min(1, { error: required }) })
  .refine((value) => value.pin === value.pinConfirmation, sameAsNewPin);

/** /me/pin/change: the current PIN, then the new one twice. */
export const changePinSchema = z
  .object({ currentPin: pinField(), pin: newPinField(), pinConfirmation: z.string({ error: required }).min(1, { error: required }) })
  .refine((value) => value.pin === value.pinConfirmation, sameAsNewPin)
  .refine((value) => value.pin !== value.currentPin, {
    path: ['pin'],
    error: 'pin:errors.same',
    when: ({ value }) => {
      const { pin, currentPin } = (value ?? {}) as Record<string, unknown>;
      return typeof pin === 'string' && typeof currentPin === 'string';
    },
  });

/** /me/pin/validate/{requestId} and the cart page's PIN: the PIN once. */
export const enterPinSchema = z.object({ pin: pinField() });
