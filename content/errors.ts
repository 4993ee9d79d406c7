/** Texts of the not-found and error pages (docs/product.md#not-found-and-errors). */
import { ErrorsSchema } from './errors.schema.ts';
import { parseContent } from './schema.ts';

export const errors = parseContent('content/errors.ts', ErrorsSchema, {
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you were looking for does not exist or has moved.',
    link: { label: 'Return to Home', href: '/' },
    log: '404 Error: User attempted to access non-existent route',
  },
  unexpected: { title: 'Unexpected Application Error!' },
});
