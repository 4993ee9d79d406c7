/** Texts of the not-found and error pages (SPEC §2, §8). */
import * as v from 'valibot';
import { Link, Text, parseContent } from './schema.ts';

export const errors = parseContent(
  'content/errors.ts',
  v.object({
    notFound: v.object({ title: Text, text: Text, link: Link, log: Text }),
    unexpected: v.object({ title: Text }),
  }),
  {
    notFound: {
      title: 'Oops! Page not found',
      text: 'The page you were looking for does not exist or has moved.',
      link: { label: 'Return to Home', href: '/' },
      log: '404 Error: User attempted to access non-existent route',
    },
    unexpected: { title: 'Unexpected Application Error!' },
  },
);
