import type id from '../id/priority';

export default {
  meta: {
    title: 'Celengan Priority',
    description:
      'A dedicated service for investors with total investments of at least {{amount}}: a personal relationship manager, a monthly portfolio report, priority customer care and invitations to education events.',
  },
  hero: {
    eyebrow: 'Celengan Priority',
    title: 'A dedicated service for investors with large portfolios',
    body: 'When your total investment at Celengan reaches {{amount}}, you get a personal relationship manager, a monthly portfolio report, priority customer care and invitations to exclusive education events.',
  },
  eligibility: {
    title: 'Who can join?',
    thresholdLabel: 'Minimum total investment',
    body: 'Celengan Priority is open to every Celengan investor whose total investment reaches at least {{amount}}.',
    rules: {
      total: 'What counts is the value of all your mutual funds across all your portfolios, not the amount you have paid in.',
      nav: 'Each fund is valued at its latest published NAV (net asset value).',
      monthly: 'We check total investments every month. As NAVs go up and down, your total investment can rise or fall too.',
    },
  },
  benefits: {
    title: 'What you get',
    items: {
      manager: {
        title: 'A personal relationship manager',
        body: 'One person who knows your portfolio, reachable by phone or WhatsApp on working days. They explain products and help with transactions; investment decisions remain yours.',
      },
      report: {
        title: 'A monthly portfolio review report',
        body: 'Every month you receive a summary of what your portfolio holds, how its value changed and how its composition compares with your risk profile.',
      },
      service: {
        title: 'Priority customer care',
        body: 'Your questions and complaints to our customer care team are handled first.',
      },
      events: {
        title: 'Invitations to education events',
        body: 'Invitations to exclusive investment classes and discussions with investment managers, online and in person.',
      },
    },
    note: 'Celengan Priority is a service, not an investment product. There is no promise of returns, and every fund’s fees stay as stated on its product page.',
  },
  join: {
    title: 'How to join',
    steps: {
      reach: {
        title: 'Reach a total investment of {{amount}}',
        body: 'Invest in one portfolio or several: the values of all your portfolios are added up.',
      },
      invite: {
        title: 'We invite you',
        body: 'After the monthly check, investors who qualify automatically receive an invitation by email. There is nothing to sign up for.',
      },
      meet: {
        title: 'Meet your relationship manager',
        body: 'Your relationship manager contacts you to introduce themselves and gives you their phone and WhatsApp number.',
      },
    },
    contactPrompt: 'Think you qualify but have not received an invitation?',
    contactLink: 'Contact us',
  },
  contact: {
    title: 'Contact us',
    body: 'Want to know more about Celengan Priority, or have not received your invitation? Our customer care team is here to help.',
  },
  risk: {
    title: 'Investment risk',
    body: 'Mutual fund investments carry risk. Before investing, read and understand the prospectus. Past performance does not guarantee future performance.',
    programme: 'Celengan Priority does not guarantee investment results and does not protect the value of your investment against falls.',
  },
  cta: {
    visitor: {
      title: 'Start investing',
      body: 'Sign up for free, then choose mutual funds that suit your risk profile.',
      button: 'Start investing',
    },
    member: {
      title: 'Follow your total investment',
      body: 'See the value of all your portfolios at the latest NAV.',
      button: 'See portfolio',
    },
  },
} satisfies typeof id;
