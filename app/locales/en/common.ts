import type id from '../id/common';

export default {
  brand: 'Celengan',
  tagline: 'Mutual funds for everyone',
  meta: {
    title: 'Celengan: invest in mutual funds from Rp 10,000',
    description: 'Buy money market, fixed income, stock and mixed mutual funds safely, starting from Rp 10,000.',
  },
  nav: {
    home: 'Home',
    funds: 'Mutual Funds',
    portfolio: 'Portfolio',
    account: 'Account',
    signIn: 'Sign in',
    signUp: 'Sign up',
    signOut: 'Sign out',
    menu: 'User menu',
    mainNavigation: 'Main navigation',
    bottomNavigation: 'Bottom navigation',
    skipToContent: 'Skip to main content',
  },
  language: {
    label: 'Language',
    id: 'Bahasa Indonesia',
    en: 'English',
    switchTo: 'Switch language to {{language}}',
  },
  footer: {
    disclaimer:
      'Celengan is a Mutual Fund Selling Agent (APERD) registered with and supervised by the Financial Services Authority (OJK). Mutual fund investments carry risk. Before investing, read and understand the prospectus. Past performance does not guarantee future performance.',
    copyright: '© {{year}} Celengan. All rights reserved.',
    about: 'About us',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    back: 'Back to home',
  },
  error: {
    title: 'Sorry, something went wrong',
    body: 'Sorry, there is a technical problem. Please try again in a moment.',
    forbidden: 'You do not have access to this page.',
    back: 'Back to home',
    retry: 'Try again',
  },
} satisfies typeof id;
