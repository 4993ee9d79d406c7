import type { ReactNode } from 'react';

/**
 * Short facts as a description list, each label (`dt`) with its value (`dd`) in a div of its own so the pair
 * can be laid out as one (a case study's client and industry, a support level's response and hours).
 */
export function TermList({
  terms,
  className,
  itemClassName,
}: {
  terms: readonly (readonly [term: string, value: ReactNode])[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {terms.map(([term, value]) => (
        <div key={term} className={itemClassName}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
