import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { navigation } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { headerLinks, isCurrent } from '../../lib/routes.ts';
import { breakpoints } from '../theme.css.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { Logo } from './Logo.tsx';
import * as styles from './Header.css.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

const NAV_ID = 'site-nav';

/** Sticky header: brand, the nine main links (current one marked), theme toggle and the audit call to action. */
export function Header({ currentPath }: { currentPath: string }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close when the viewport grows past the breakpoint, so a stale open state never hides behind the inline nav.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${breakpoints.xl}px)`);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <header className={styles.root} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <a href="/" className={styles.brand}>
          <Logo />
          {site.brand}
        </a>
        <ThemeToggle />
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen((value) => !value)}
          data-requires-js
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {navigation.menuLabel}
        </button>
        <nav id={NAV_ID} aria-label="Main" className={styles.nav} data-open={open}>
          <ul className={styles.list}>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={styles.link}
                  aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ButtonLink href={navigation.headerCta.href} className={styles.mobileCta} onClick={() => setOpen(false)}>
            {navigation.headerCta.label}
          </ButtonLink>
        </nav>
        <ButtonLink href={navigation.headerCta.href} size="sm" className={styles.cta}>
          {navigation.headerCta.label}
        </ButtonLink>
      </div>
    </header>
  );
}
