import type id from '../id/risk-profile';

export default {
  meta: {
    test: 'Risk profile test',
    result: 'Risk profile result',
    retake: 'Retake the risk profile test',
    robo: 'Robo portfolio score',
    roboResult: 'Robo portfolio score result',
  },
  test: {
    title: 'Risk profile test',
    intro: 'Eight short questions about your goal, your time horizon and how you feel about risk. Each answer is saved as you go, so you can stop and pick up where you left off.',
    progress: 'Question {{current}} of {{total}}',
    next: 'Next',
    finish: 'See the result',
    back: 'Previous',
    backHome: 'Back',
    resumed: 'You are continuing the test you saved.',
    retaking: 'Your current risk profile ({{profile}}) stays in force until you finish this test.',
  },
  questions: {
    horizon: {
      label: 'How long do you plan to keep this investment?',
      options: {
        UNDER_1_YEAR: 'Less than 1 year',
        ONE_TO_3_YEARS: '1 to 3 years',
        THREE_TO_5_YEARS: '3 to 5 years',
        OVER_5_YEARS: 'More than 5 years',
      },
    },
    goal: {
      label: 'What is the main goal of your investment?',
      options: {
        PRESERVE_CAPITAL: 'Keep my capital safe',
        REGULAR_INCOME: 'A steady, regular return',
        BALANCED_GROWTH: 'Balanced growth',
        MAXIMUM_GROWTH: 'As much growth as possible',
      },
    },
    drawdown: {
      label: 'If your investment lost 20% in a month, what would you do?',
      options: {
        SELL_ALL: 'Sell everything',
        SELL_SOME: 'Sell some of it',
        HOLD: 'Wait for it to recover',
        BUY_MORE: 'Buy more while it is cheap',
      },
    },
    experience: {
      label: 'Which investments have you held?',
      options: {
        NONE: 'None yet',
        SAVINGS_AND_DEPOSITS: 'Savings or time deposits',
        FUNDS_AND_BONDS: 'Mutual funds or bonds',
        STOCKS: 'Stocks',
      },
    },
    incomeShare: {
      label: 'What share of your monthly income do you invest?',
      options: {
        OVER_50_PERCENT: 'More than 50%',
        FROM_25_TO_50_PERCENT: '25% to 50%',
        FROM_10_TO_25_PERCENT: '10% to 25%',
        UNDER_10_PERCENT: 'Less than 10%',
      },
    },
    emergencyFund: {
      label: 'How large is your emergency fund?',
      options: {
        NONE: 'I have none',
        UNDER_3_MONTHS: 'Less than 3 months of spending',
        THREE_TO_6_MONTHS: '3 to 6 months of spending',
        OVER_6_MONTHS: 'More than 6 months of spending',
      },
    },
    ageBand: {
      label: 'How old are you?',
      options: {
        OVER_55: 'Over 55',
        FROM_46_TO_55: '46 to 55',
        FROM_36_TO_45: '36 to 45',
        UP_TO_35: '35 or younger',
      },
    },
    knowledge: {
      label: 'How well do you understand mutual funds and their risks?',
      options: {
        NONE: 'Not yet',
        BASIC: 'The basics',
        GOOD: 'Fairly well',
        ADVANCED: 'Very well',
      },
    },
  },
  roboQuestions: {
    goalHorizon: {
      label: 'When will you use the money in this portfolio?',
      options: {
        UNDER_3_YEARS: 'In less than 3 years',
        THREE_TO_5_YEARS: 'In 3 to 5 years',
        FIVE_TO_10_YEARS: 'In 5 to 10 years',
        OVER_10_YEARS: 'In more than 10 years',
      },
    },
    goalDrawdown: {
      label: 'If this portfolio lost 20%, what would you do?',
      options: {
        SELL_ALL: 'Sell everything',
        SELL_SOME: 'Sell some of it',
        HOLD: 'Wait for it to recover',
        BUY_MORE: 'Buy more while it is cheap',
      },
    },
    goalPriority: {
      label: 'What matters most for this portfolio?',
      options: {
        PROTECT: 'That it never loses value',
        STEADY: 'Slow but steady growth',
        BALANCED: 'A balance of growth and stability',
        GROWTH: 'As much growth as possible',
      },
    },
  },
  profiles: {
    LOW: {
      name: 'Low',
      body: 'You put the safety of your money first. Money market funds suit you: their value is stable and easy to withdraw.',
    },
    LOW_TO_MODERATE: {
      name: 'Low to moderate',
      body: 'You accept small ups and downs for a return a little above time deposits. Money market funds are your main choice.',
    },
    MODERATE: {
      name: 'Moderate',
      body: 'You accept ordinary ups and downs for medium-term growth. Money market and fixed income funds suit you.',
    },
    MODERATE_TO_HIGH: {
      name: 'Moderate to high',
      body: 'You seek growth and can watch your value fall for a while. Money market and fixed income form the base, with some stocks.',
    },
    HIGH: {
      name: 'High',
      body: 'You invest for the long term and stay calm through large falls. Every fund type, stocks and mixed funds included, suits you.',
    },
  },
  result: {
    title: 'Your risk profile',
    score: 'Your score is {{score}} of {{max}}.',
    cappedBy: {
      drawdown: 'Because you would sell everything after a 20% fall, your profile is at most "Low to moderate".',
      emergencyFund: 'Because you have no emergency fund yet, your profile is at most "Moderate". Build an emergency fund first.',
    },
    fitTitle: 'Fund types that suit you',
    fitBody: 'Without a risk warning:',
    nextTitle: 'On your next purchase',
    warnFor: 'Buying {{types}} funds shows a risk warning first. You may still buy them after reading it.',
    warnNone: 'No fund type shows a risk warning.',
    warningDismissed: 'You have turned the risk warning off, so it will not appear.',
    retaking: 'You are retaking the test. The profile above stays in force until the new test is finished.',
    continueRetake: 'Continue the test',
    retake: 'Retake the test',
    browse: 'Browse funds',
  },
  retake: {
    title: 'Retake the risk profile test',
    body: 'Answer the eight questions again if your goals or your finances have changed.',
    current: 'Your current profile: {{profile}}. It stays in force until the new test is finished.',
    start: 'Start the retake',
    cancel: 'Cancel',
  },
  robo: {
    title: 'Robo score: {{name}}',
    intro: 'Three questions about the goal of this portfolio decide its robo model and the funds it buys.',
    current: 'Current score {{score}} ({{model}}). It stays in force until you have answered every question.',
    resultTitle: 'Robo model for {{name}}',
    score: 'Portfolio score {{score}} of {{max}}.',
    models: {
      CONSERVATIVE: { name: 'Conservative', body: 'Stability first: most of it in money market and fixed income.' },
      MODERATE: { name: 'Moderate', body: 'Balanced: mostly fixed income, more than a third in stocks.' },
      HIGH: { name: 'Aggressive', body: 'Long-term growth: two thirds in stocks.' },
    },
    allocationTitle: 'Model allocation',
    fundsTitle: 'Funds and their shares',
    nextTitle: 'On your next purchase',
    nextBody: 'Your next purchase into this portfolio is split over the funds above in these shares. What you already hold does not change.',
    warn: 'Because your risk profile is "{{profile}}", this purchase shows a risk warning first.',
    warnNoProfile: 'You have no risk profile yet, so this purchase shows a risk warning first.',
    noWarn: 'This model fits your risk profile: no risk warning.',
    buy: 'Buy this portfolio',
    viewPortfolio: 'View the portfolio',
    retake: 'Change the robo score',
  },
  errors: {
    chooseOne: 'Choose one answer',
    modelUnavailable: 'No fund can be bought for this model yet. Please try again later.',
  },
  api: {
    invalidBody: 'Invalid risk profile answers',
    incomplete: 'Every question must be answered',
    unsupportedType: 'Send the answers as JSON or as a form',
    invalidQuery: 'Invalid portfolioId',
    notFound: 'Robo portfolio not found',
    noProfile: 'No risk profile yet',
    modelUnavailable: 'The robo model cannot be filled: no open fund for one of its types',
  },
} satisfies typeof id;
