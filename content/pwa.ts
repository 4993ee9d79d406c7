/**
 * What a visitor reads about the installable, offline site (issue 5): the web app manifest's names and
 * shortcuts, the update and first-install toasts, the outbox notices and the shell's status line.
 * `{count}` and `{firstLine}` are filled in where the text is shown.
 */
import * as v from 'valibot';
import { InternalHref, Text, parseContent } from './schema.ts';

const Toast = v.object({
  /** Toast title. */
  title: Text,
  /** Optional second line. */
  description: v.optional(Text),
});

export const PwaContentSchema = v.object({
  manifest: v.object({
    /** Full app name (install dialog, splash screen). Defaults to the brand with no suffix. */
    name: v.optional(Text),
    /** Name under the home-screen icon: 12 characters or fewer are shown uncut. */
    shortName: v.pipe(Text, v.maxLength(12, 'is too long for a home-screen label (max 12)')),
    /** What the app is, shown by some install dialogs. */
    description: Text,
    /**
     * Shortcuts (long-press or right-click on the installed icon). Only those whose route is live are written
     * to the manifest, so none leads to a 404 before its page exists.
     */
    shortcuts: v.array(
      v.object({
        /** Route path; the shortcut appears once this route is live in content/routes.ts. */
        path: InternalHref,
        /** Shortcut label. */
        name: Text,
        /** Short label for launchers with little room. */
        shortName: v.optional(Text),
        /** What it opens, for assistive technology. */
        description: Text,
      }),
    ),
  }),
  /** Shown when a new deploy is installed and waiting: never reloads by itself. */
  update: v.object({ title: Text, description: v.optional(Text), action: Text }),
  /** Shown once, the first time the service worker has cached the site. */
  offlineReady: Toast,
  /** The shell's status line. */
  status: v.object({
    /** Shown while the browser is offline. */
    offline: Text,
    /** Messages waiting in the outbox: one, or `{count}` of them. */
    pendingOne: Text,
    pendingMany: Text,
    /** The install button, shown only where the browser offers installation. */
    install: Text,
    /** Accessible name of the status region. */
    regionLabel: Text,
  }),
  outbox: v.object({
    /** A form sent offline was kept on this device. */
    queued: Toast,
    /** A kept message reached the inbox. */
    sent: Toast,
    /** The inbox refused a kept message (4xx): `{firstLine}` is the message's first line. */
    rejected: Toast,
    /** A kept message was older than the outbox keeps them: `{firstLine}` as above. */
    expired: Toast,
    /** The site answered but the message's endpoint never did: `{firstLine}`, and `{address}`, the firm's email address, to send it to. */
    unreachable: Toast,
  }),
});
export type PwaContent = v.InferOutput<typeof PwaContentSchema>;

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
    pendingOne: '1 message waiting to send',
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
      description:
        'Your message starting “{firstLine}” waited more than 7 days without a connection and was removed. Please send it again.',
    },
  },
});
