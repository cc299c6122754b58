// Issue 17 items 1-2: Nabung Rutin's rules: payment states (spec funds §4.5), failure reasons, field errors.
import type id from '../../id/recurring/rules';

export default {
  paymentState: {
    SCHEDULED: 'Scheduled',
    FAILED: 'Failed',
    FAILED_INITIAL_PAYMENT: 'Failed',
    WAITING_INITIAL_PAYMENT: 'Waiting for payment',
    WAITING_PAYMENT: 'Waiting for payment',
    PAID: 'Payment successful',
    WAITING_REGISTRATION: 'Waiting for registration',
  },
  period: { MONTHLY: 'Monthly', WEEKLY: 'Weekly', DAILY: 'Daily' },
  validity: { FOREVER: 'Forever', CHOOSE_DATE: 'Choose an end date' },
  status: { ACTIVE: 'Active', PAUSED: 'Paused', STOPPED: 'Stopped' },
  weekday: { '1': 'Monday', '2': 'Tuesday', '3': 'Wednesday', '4': 'Thursday', '5': 'Friday', '6': 'Saturday', '7': 'Sunday' },
  failure: {
    FUND_CLOSED: 'The fund is not taking purchases',
    NOT_VERIFIED: 'Your account is not verified',
    BLACKLISTED: 'Your account cannot transact',
    USD_NOT_AVAILABLE: 'USD fund purchases are not available',
  },
  refusal: {
    FEATURE_OFF: 'Nabung Rutin is not available',
    NOT_ALLOWED: 'Your registration is still in process. You can create a Nabung Rutin schedule once your account is verified.',
    ROBO_PORTFOLIO: 'Nabung Rutin is not available for Robo portfolios',
    REACHED_MAXIMUM: 'You already have {{maximum}} Nabung Rutin schedules in this portfolio',
    PERIOD_NOT_AVAILABLE: 'This period is not available',
    FUND_CLOSED: 'The fund is not taking purchases',
    USD_NOT_AVAILABLE: 'USD fund purchases are not available',
    BANK_ACCOUNT: 'Register a {{currency}} bank account first',
    INVALID_AMOUNT: 'The amount is not valid',
    BELOW_MINIMUM: 'The minimum purchase is {{minimum}}',
    END_DATE_OUT_OF_WINDOW: 'The end date must be between {{min}} and {{max}}',
    NOT_FOUND: 'Nabung Rutin schedule not found',
    STOPPED: 'This schedule has been stopped',
  },
  errors: {
    monthlyDate: 'Choose a date from 1 to 31',
    weekday: 'Choose a day from Monday to Sunday',
    invalidBody: 'The request is not valid',
    unsupportedType: 'Send the data as JSON or a form',
    invalidStatus: 'The status may only be ACTIVE or PAUSED',
  },
} satisfies typeof id;
