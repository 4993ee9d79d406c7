/**
 * What a visitor reads about the installable, offline site (docs/decisions/0010-offline-with-a-service-worker.md): the
 * web app manifest's names and shortcuts, the update and first-install toasts, the outbox notices and the shell's
 * status line. `{count}` and `{firstLine}` are filled in where the text is shown.
 */
import { parseContent } from './schema.ts';
import { PwaContentSchema, type PwaContent } from './pwa.schema.ts';

export type { PwaContent } from './pwa.schema.ts';

export const pwa: PwaContent = parseContent('content/pwa.ts', PwaContentSchema, {
  manifest: {
    shortName: 'Brightwork',
    description:
      'AI automation, workflow development and system integration for UK small and medium businesses, with an ROI calculator and guides that work offline.',
    shortcuts: [
      {
        path: '/roi-calculator',
        name: 'ROI calculator',
        shortName: 'ROI',
        description: 'Work out what automation would save you',
      },
      { path: '/docs', name: 'Documentation', shortName: 'Docs', description: 'Guides and documentation' },
      { path: '/contact', name: 'Contact us', shortName: 'Contact', description: 'Ask for a free automation audit' },
      {
        path: '/contact-support',
        name: 'Support',
        shortName: 'Support',
        description: 'Raise a support ticket',
      },
    ],
  },
  update: { title: 'A new version of this site is available', action: 'Reload' },
  offlineReady: {
    title: 'Ready to work offline',
    description: 'Every page and download on this site now opens without a connection.',
  },
  status: {
    offline: 'You’re offline',
    pendingOne: `1 message waiting to send`,
    pendingMany: '{count} messages waiting to send',
    install: 'Install app',
    regionLabel: 'Connection and outbox status',
  },
  outbox: {
    queued: {
      title: 'Message saved',
      description:
        'You’re offline. Your message is saved on this device and will be sent automatically when you’re back online.',
    },
    sent: { title: 'Your saved message was sent.' },
    rejected: {
      title: 'A saved message could not be delivered',
      description: 'Your message starting “{firstLine}” was not accepted. Please open the form and send it again.',
    },
    unreachable: {
      title: 'A saved message could not be sent',
      description:
        'Your message starting “{firstLine}” could not reach our inbox after several tries. Please email it to us at {address}.',
    },
    expired: {
      title: 'A saved message expired',
      description: `Your message starting “{firstLine}” waited more than 7 days without a connection and was removed. Please send it again.`,
    },
  },
});
