/**
 * The counts that span files: how many articles, docs guides and legal pages there are and how many articles are
 * featured (each MDX collection's `files` schema, content/collections.ts), and how many case studies and services
 * there are and the footer links to the services (`CaseStudiesSchema`, `ServicesSchema`, `FooterServicesSchema`: a
 * folder of one file per entry). Each collection's schema holds its count; this parses it over the collection and
 * reports a failure against the folder, or the list that shows it:
 * `content/blog/*.mdx › (files): count 2 featured articles (docs/product.md#blog), found 5`. They are checked here,
 * not when a module loads, because a command run from another folder reads no entries at all.
 *
 * A count within one module (12 logos, 3 packages, 4 result tiles a case study) and every link the product fixes
 * are in that module's schema, checked when it loads, and reported as that module's schema problems
 * (docs/decisions/0036-counts-and-fixed-links-live-in-their-schemas.md).
 */
import * as v from 'valibot';
import { problem, type Problem } from './problem.ts';

/** A collection whose number of files the product fixes: where a problem is reported, and each file's data. */
export interface CountedFiles {
  /** The files, as a glob (`content/blog/*.mdx`), or the module that lists them. */
  file: string;
  /** Where in `file`: `(files)` for the files themselves. */
  path: string;
  /** The schema of the collection as a whole. */
  schema: v.GenericSchema;
  /** Each file's frontmatter or record, in file or list order. */
  items: readonly unknown[];
}

export interface CountCheck {
  problems: Problem[];
  /** Collections whose count was checked. */
  checked: number;
}

/** Each collection's count. */
export function checkFileCounts(collections: readonly CountedFiles[]): CountCheck {
  const problems: Problem[] = [];
  for (const { file, path, schema, items } of collections) {
    const result = v.safeParse(schema, items);
    if (!result.success) {
      for (const issue of result.issues) problems.push(problem(file, path, 'count', issue.message));
    }
  }
  return { problems, checked: collections.length };
}

/** A collection as MDX files: its folder and, when it fixes one, the schema of its files as a whole. */
export interface MdxCollection {
  dir: string;
  files?: v.GenericSchema;
}

/** One MDX file's frontmatter (the schema's output when valid, else as written), by the folder it is in. */
export interface CollectionFile {
  dir: string;
  frontmatter: unknown;
}

/** The MDX collections that fix a count, each with the frontmatter of the files in its folder. */
export const mdxCounts = (
  collections: Readonly<Record<string, MdxCollection>>,
  files: readonly CollectionFile[],
): CountedFiles[] =>
  Object.values(collections).flatMap(({ dir, files: schema }) =>
    schema
      ? [
          {
            file: `${dir}/*.mdx`,
            path: '(files)',
            schema,
            items: files.filter((file) => file.dir === dir).map((file) => file.frontmatter),
          },
        ]
      : [],
  );
