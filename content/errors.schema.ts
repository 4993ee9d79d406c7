/** The shape of `content/errors.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Link, Text } from './schema.ts';

export const ErrorsSchema = v.object({
  notFound: v.object({ title: Text, text: Text, link: Link, log: Text }),
  unexpected: v.object({ title: Text }),
});
