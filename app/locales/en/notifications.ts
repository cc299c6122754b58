// Issue 17 items 4-5: the notification centre, the bell, and the texts of each notification kind (see ../id).
import type id from '../id/notifications';

export default {
  kinds: {
    ORDER_PAID: {
      title: 'Payment received',
      body: 'We have received the payment for {{transactionNumber}}. Your units will be priced at the NAV of {{navDate}}.',
      action: 'View order',
    },
    ORDER_COMPLETED: {
      title: 'Purchase completed',
      body: 'The units of {{transactionNumber}} are in your portfolio: {{units}} units of {{fundName}} at a NAV of {{nav}} on {{navDate}}.',
      action: 'View order',
    },
    ORDER_COMPLETED_MULTI: {
      title: 'Purchase completed',
      body: 'The units of the {{funds}} funds of {{transactionNumber}} are in your portfolio, priced at the NAV of {{navDate}}.',
      action: 'View order',
    },
    ORDER_COMPLETED_SELL: {
      title: 'Sale completed',
      body: '{{units}} units of {{fundName}} from {{transactionNumber}} were sold at a NAV of {{nav}} on {{navDate}}. The proceeds of {{proceedsAmount}} reach your bank account by {{dueDate}}.',
      action: 'View order',
    },
    ORDER_COMPLETED_SWITCH: {
      title: 'Switch completed',
      body: 'The target fund units of {{transactionNumber}} are in your portfolio: {{units}} units of {{fundName}} at a NAV of {{nav}} on {{navDate}}.',
      action: 'View order',
    },
    ORDER_EXPIRED: {
      title: 'Payment time is over',
      body: 'Order {{transactionNumber}} of {{amount}} was cancelled because it was not paid in time. Place a new order if you still want to invest.',
      action: 'View order',
    },
    RECURRING_RUN_CREATED: {
      title: 'Time for your recurring investment',
      body: 'Recurring order {{transactionNumber}} for {{fundName}} of {{amount}} has been created. Pay before {{expiresAt}} to keep it going.',
      action: 'Pay now',
    },
    RECURRING_RUN_FAILED: {
      title: 'Recurring investment could not run',
      body: 'The recurring investment in {{fundName}} on {{runDate}} could not run: {{reason}}.',
      action: 'View schedule',
    },
    SELL_PROCEEDS_PAID: {
      title: 'Sale proceeds sent',
      body: 'The proceeds of your sale, {{amount}}, have been sent to your bank account (due {{dueDate}}).',
      action: 'View order',
    },
    DIVIDEND_PAID: {
      title: 'Cash dividend sent',
      body: 'A cash dividend of {{amount}} has been sent to your bank account (payment date {{dueDate}}).',
      action: 'View portfolio',
    },
    DIVIDEND_PAID_ANNOUNCED: {
      title: 'Cash dividend declared',
      body: 'A cash dividend of {{amount}} from {{fundName}} will be sent to your bank account on {{paymentDate}}.',
      action: 'View portfolio',
    },
    KYC_APPROVED: {
      title: 'Registration verified',
      body: 'Your data is verified. Start investing now.',
      action: 'Start investing',
    },
    KYC_REJECTED: {
      title: 'Registration needs a fix',
      body: 'Reason: {{reason}}. Fix your data and send it again.',
      action: 'Correct details',
    },
    KYC_REJECTED_FINAL: {
      title: 'Registration cannot go on',
      body: 'Your registration has been rejected {{limit}} times. Contact customer service for help.',
      action: 'View status',
    },
    REFERRAL_CASHBACK_CREDITED: {
      title: 'Referral cashback credited',
      body: 'Your referral cashback of {{amount}} can be used for your next fund purchase.',
      action: 'Buy a fund',
    },
    COUPON_CASHBACK_CREDITED: {
      title: 'Promo cashback credited',
      body: 'The cashback of coupon {{couponCode}}, {{amount}} from {{transactionNumber}}, is in your cashback balance.',
      action: 'View order',
    },
    PROMO: {
      title: '{{title}}',
      body: '{{body}}',
      action: 'View the promo',
    },
    AUTO_REDEMPTION_TRIGGERED: {
      title: 'Auto-sell carried out',
      body: 'Your auto-sell rule for {{fundName}} was met: we placed sell order {{transactionNumber}}.',
      action: 'View the order',
    },
    REFERRAL_REWARD_CREDITED: {
      title: 'Referral bonus credited',
      body: 'A friend you invited has invested. Your bonus of {{amount}} is in your cashback balance.',
      action: 'View referral',
    },
    PASSKEY_ADDED: {
      title: 'New passkey added',
      body: 'Passkey "{{passkeyName}}" was added to your account on {{addedAt}}. Not you? Remove it on your account page and contact customer care.',
      action: 'View account',
    },
  },
  email: {
    greeting: 'Hello {{name}},',
    signOff: 'Regards,\nThe Celengan team',
    why: 'You receive this email because email notifications are on in your Celengan account. Turn them off at {{url}}',
  },
  bell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications, {{count}} unread',
    labelUnread_other: 'Notifications, {{count}} unread',
  },
  page: {
    title: 'Notifications',
    description: 'The latest on your orders, portfolios and account.',
    unreadSummary_one: '{{count}} unread',
    unreadSummary_other: '{{count}} unread',
    allRead: 'All read',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    markReadOf: 'Mark “{{title}}” as read',
    delete: 'Delete',
    deleteOf: 'Delete “{{title}}”',
    unread: 'Unread',
    open: 'Open',
    loadMore: 'Load more',
    empty: 'No notifications yet',
    emptyBody: 'News about your orders, recurring investments and account will show here.',
    end: 'No more notifications.',
    markedAllRead: 'All notifications are marked as read.',
    deleted: 'Notification deleted.',
    categories: {
      TRANSACTION: 'Transaction',
      ACCOUNT: 'Account',
      PROMO: 'Promo',
      INFO: 'Info',
    },
  },
  settings: {
    title: 'Email notifications',
    description: 'Emails for payments, completed orders, recurring investments and cashback. Emails about your registration and account security are always sent.',
    on: 'Email notifications are on',
    off: 'Email notifications are off',
    turnOn: 'Turn emails on',
    turnOff: 'Turn emails off',
    saved: 'Email notification setting saved.',
  },
  api: {
    notFound: 'Notification not found.',
    invalidPage: 'The page must be a whole number from 1.',
    invalidSize: 'The page size must be a whole number from 1 to 50.',
  },
} satisfies typeof id;
