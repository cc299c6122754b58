import type id from '../id/content';

export default {
  articles: {
    meta: {
      title: 'Mutual fund investing articles',
      description:
        'Articles on mutual funds, risk profiles, tax, sharia investing and financial planning from Celengan. Written in Indonesian, for beginners and experienced investors alike.',
    },
    eyebrow: 'Articles',
    title: 'Learn investing, one article at a time',
    intro: 'Short, honest explanations of mutual funds, risk, and how to plan for your financial goals.',
    languageNote: 'Our articles are written in Indonesian.',
    categoriesLabel: 'Article categories',
    allCategories: 'All',
    count_one: '{{count}} article',
    count_other: '{{count}} articles',
    empty: {
      title: 'No articles yet',
      body: 'New articles will appear here. Please check back later.',
    },
    publishedOn: 'Published {{date}}',
    read: 'Read the article',
  },
  article: {
    back: 'All articles',
    languageNote: 'This article is in Indonesian.',
    moreTitle: 'More articles',
    seeAll: 'See all articles',
    learnTitle: 'Prefer to watch?',
    learnBody: 'Short video classes on mutual fund basics.',
    learnLink: 'See the video classes',
    notFound: {
      metaTitle: 'Article not found',
      title: 'Article not found',
      body: 'The article you are looking for does not exist, is not published yet, or has moved. Have a look at our list of articles.',
      back: 'See all articles',
    },
  },
  university: {
    meta: {
      title: 'Mutual fund video classes',
      description:
        'Short video classes from Celengan, in Indonesian: mutual fund basics, strategies for beginners, understanding risk, and sharia investing.',
    },
    eyebrow: 'Learn',
    title: 'Mutual fund video classes',
    intro: 'Short lessons in a sensible order, from what a mutual fund is to building your own portfolio.',
    languageNote: 'The lessons are in Indonesian.',
    lessons_one: '{{count}} lesson',
    lessons_other: '{{count}} lessons',
    minutes_one: 'about {{count}} minute',
    minutes_other: 'about {{count}} minutes',
    recordingsPending: 'Videos coming soon',
    empty: {
      title: 'No video classes yet',
      body: 'New video classes will appear here. In the meantime, read our articles.',
      link: 'Read the articles',
    },
  },
  lesson: {
    back: 'All classes',
    position: 'Lesson {{position}} of {{total}}',
    duration: 'Duration',
    languageNote: 'This lesson is in Indonesian.',
    videoFallback: 'Your browser cannot play this video.',
    videoDownload: 'Download the video',
    unpublished: {
      title: 'The recording of this lesson is not published yet',
      body: 'We are still preparing the video. You can already read the lesson’s summary and length below.',
      articles: 'In the meantime, read our articles',
    },
    summaryTitle: 'About this lesson',
    listTitle: 'Lessons',
    current: 'current',
    navLabel: 'Previous and next lesson',
    previous: 'Previous',
    next: 'Next',
    meta: {
      title: '{{lesson}} · {{course}}',
    },
    notFound: {
      metaTitle: 'Lesson not found',
      title: 'Lesson not found',
      body: 'The class or lesson you are looking for does not exist or has moved. Pick a class from our list.',
      back: 'See all classes',
    },
  },
} satisfies typeof id;
