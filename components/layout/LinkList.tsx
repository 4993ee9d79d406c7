import { isCurrent, type NavLink } from '../../lib/routes.ts';

/**
 * Site links as a list: the header's main links and each footer group. With `currentPath` the link to the page
 * you are on is marked `aria-current="page"` (the header); without it none is (the footer).
 */
export function LinkList({
  links,
  className,
  linkClassName,
  currentPath,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
  currentPath?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={linkClassName}
            aria-current={currentPath !== undefined && isCurrent(link.href, currentPath) ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
