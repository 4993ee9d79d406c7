import type { AnchorHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './button.css.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariants & { href: string };

/** A link that looks like a button: every call to action on the site is a real link. */
export function ButtonLink({ tone, size, className, ...rest }: Props) {
  return <a {...rest} className={[button({ tone, size }), className].filter(Boolean).join(' ')} />;
}
