/** The shape of `content/pwa.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { InternalHref, Text } from './schema.ts';

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
