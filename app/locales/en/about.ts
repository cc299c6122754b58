import type id from '../id/about';

export default {
  meta: {
    title: 'About us',
    description:
      'Celengan is a mutual fund selling agent (APERD) registered with and supervised by OJK. Your investment is held by custodian banks, not by Celengan.',
  },
  hero: {
    eyebrow: 'About us',
    title: 'Saving in mutual funds, as easy as filling a piggy bank',
    body: 'Celengan is where you buy and sell mutual funds online. We want everyone in Indonesia to be able to start investing with small amounts, with honest information that is easy to understand.',
  },
  what: {
    title: 'What is Celengan?',
    paragraphs: {
      intro: 'Celengan brings you mutual funds from many investment managers: money market, fixed income, mixed and equity funds, in rupiah and in US dollars. All product data, from the daily net asset value (NAV), performance and assets under management to the prospectus, is shown as it is so that you can compare before you choose.',
      register: 'You register once online, then buy, sell, switch and save every month straight from your phone. Celengan charges no purchase fee: you pay only the fees stated on each product page.',
    },
  },
  license: {
    title: 'Registered with and supervised by OJK',
    body: 'Celengan is registered as a mutual fund selling agent (Agen Penjual Efek Reksa Dana, APERD) and supervised by the Financial Services Authority (Otoritas Jasa Keuangan, OJK). As an APERD we market mutual funds on behalf of investment managers, verify the identity of every customer (know your customer) and pass your transactions on to the custodian bank.',
    note: 'Mutual fund investments carry risk. Past performance does not guarantee future performance. Read the prospectus before investing.',
  },
  custody: {
    title: 'Your money is held by a custodian bank',
    body: 'Celengan never holds your investment money. What you pay goes into the mutual fund’s account at its custodian bank, and the custodian bank records the units you own in your name.',
    steps: {
      pay: {
        title: 'You pay',
        body: 'Your payment goes into the mutual fund’s collection account at the custodian bank, not into a Celengan account.',
      },
      invest: {
        title: 'The investment manager invests',
        body: 'The investment manager invests the money according to the fund’s investment policy. The custodian bank keeps the assets and calculates the NAV every exchange day.',
      },
      record: {
        title: 'Units are recorded in your name',
        body: 'Your units are recorded in your name. You can check them yourself in KSEI’s AKSes with your Single Investor Identification (SID).',
      },
      redeem: {
        title: 'Money returns to your account',
        body: 'When you sell, the custodian bank sends the proceeds straight to the bank account in your name, within 7 exchange days at the latest.',
      },
    },
  },
  roles: {
    title: 'Who does what',
    items: {
      manager: {
        name: 'Investment manager',
        body: 'Issues and manages the mutual fund: picks stocks, bonds and deposits according to the prospectus.',
      },
      custodian: {
        name: 'Custodian bank',
        body: 'Keeps the fund’s assets apart from those of the investment manager and of Celengan, calculates the daily NAV and records your units.',
      },
      agent: {
        name: 'Celengan (APERD)',
        body: 'Helps you register, choose, buy and sell mutual funds, and brings you product information and transaction reports.',
      },
      regulator: {
        name: 'OJK',
        body: 'Licenses and supervises investment managers, custodian banks and selling agents such as Celengan.',
      },
    },
  },
  contact: {
    title: 'Contact us',
    body: 'Questions about your account, a transaction or a product? Our customer care team is here to help.',
    emailLabel: 'Email',
    email: 'halo@celengan.test',
    hoursLabel: 'Opening hours',
    hours: 'Monday to Friday, 08:00 to 17:00 WIB, except exchange holidays',
    addressLabel: 'Address',
    address: 'Jakarta, Indonesia',
    complaint:
      'If your complaint has not been resolved, you can contact OJK on 157 or through OJK’s consumer protection portal (APPK).',
  },
  cta: {
    title: 'Ready to start?',
    body: 'See every mutual fund and compare their performance.',
    button: 'See all products',
  },
} satisfies typeof id;
