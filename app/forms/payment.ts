// The payment page's forms (issue 5 item 6): change the method of an unpaid order, or (demo mode)
// simulate the gateway's payment. One schema for the page and its action.
import { z } from 'zod';
import { PAYMENT_METHODS } from '~/domain/payments';

export const paymentFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('method'), method: z.enum(PAYMENT_METHODS, { error: 'validation:memberOf' }) }),
  z.object({ intent: z.literal('simulate') }),
]);
