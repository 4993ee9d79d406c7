import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export type CurrentYearProps = {
  /** The line with `{year}` where the year goes. */
  template: string;
  /** The year the page was built in, shown until the island wakes. */
  buildYear: number;
};

/**
 * The copyright line (an island): the pre-rendered year is the build's; once awake it shows the visitor's
 * current year, so a page built last year still says this year. Hydration renders the server's value first.
 */
export default function CurrentYear({ template, buildYear }: CurrentYearProps) {
  const year = useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{template.replace('{year}', String(year))}</>;
}
