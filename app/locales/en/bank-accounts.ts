import type id from '../id/bank-accounts';

export default {
  errors: {
    bankUnknown: 'Choose a bank from the list',
    accountNumberLength: 'Account numbers of this bank have {{length}} digits',
    accountNumberLengthEither: 'Account numbers of this bank have {{first}} or {{second}} digits',
    accountNumberRange: 'Account numbers have {{min}} to {{max}} digits',
    nameMismatch: 'The account holder’s name must be the name on your ID card (KTP)',
    passbookUnknown: 'The passbook photo was not found; upload it again',
  },
} satisfies typeof id;
