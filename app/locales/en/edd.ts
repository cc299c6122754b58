import type id from '../id/edd';

export default {
  metaTitle: 'Additional Customer Information',
  title: 'Additional customer information',
  intro:
    'Under know-your-customer rules (POJK 8/2023) we need a little more information about where your funds come from and what they are for before you can invest. Your answers are kept confidential.',
  filledNote: 'You have filled this in already. Update it if anything has changed.',
  back: 'Back',
  fields: {
    fundSource: 'Source of the funds you invest',
    purpose: 'Purpose of investing',
    yearlyTransactionBand: 'Expected total transactions per year',
    hasOtherAccounts: 'Do you hold other bank or securities accounts?',
    otherAccounts: 'Name those accounts',
    otherAccountsHint: 'The bank or securities company, for example: BNI, Mandiri Sekuritas.',
  },
  placeholder: 'Choose one',
  yes: 'Yes',
  no: 'No',
  fundSource: {
    SALARY: 'Salary',
    BUSINESS: 'Business income',
    INHERITANCE: 'Inheritance',
    GRANT: 'Gift or grant',
    INVESTMENT: 'Investment returns',
    SALE_OF_ASSETS: 'Sale of assets',
    OTHER: 'Other',
  },
  purpose: {
    INVESTMENT_GROWTH: 'Growing the investment',
    SAVINGS: 'Savings',
    EDUCATION: 'Education fund',
    RETIREMENT: 'Retirement fund',
    BUSINESS: 'Business needs',
    OTHER: 'Other',
  },
  yearlyTransactionBand: {
    UNDER_100M: 'Less than Rp 100 million',
    FROM_100M_TO_500M: 'Rp 100 million – Rp 500 million',
    FROM_500M_TO_1B: 'Rp 500 million – Rp 1 billion',
    FROM_1B_TO_5B: 'Rp 1 billion – Rp 5 billion',
    OVER_5B: 'More than Rp 5 billion',
  },
  submit: 'Save and continue',
  submitting: 'Saving…',
  errors: {
    otherAccountsRequired: 'Name the other accounts you hold',
  },
  api: {
    invalidBody: 'Invalid additional information',
  },
} satisfies typeof id;
