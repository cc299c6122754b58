import type id from '../id/coming-soon';

export default {
  code: 'Coming soon',
  back: 'Back to home',
  browse: 'See all mutual funds',
  features: {
    eStatement: {
      title: 'Monthly statement',
      body: 'We are preparing the monthly statement (e-statement). Here you will download a summary of your portfolio and transactions every month.',
    },
    bonds: {
      title: 'Retail government bonds',
      body: 'We are preparing retail government bonds. Here you will be able to buy retail government securities directly from Celengan.',
    },
  },
} satisfies typeof id;
