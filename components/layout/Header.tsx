import { navigation } from '../../content/navigation.ts';
import { search } from '../../content/search.ts';
import { site } from '../../content/site.ts';
import { headerLinks } from '../../lib/routes.ts';
import { breakpoints } from '../theme.css.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { Icon } from '../ui/icon/index.ts';
import { LinkList } from './LinkList.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { Logo } from './Logo.tsx';
import * as styles from './Header.css.ts';

const NAV_ID = 'site-nav';

/**
 * Sticky header: brand, the nine main links (the current one marked), the theme choice and the audit call
 * to action, which shows at every width. Static HTML with no island: the links sit inline from the lg
 * breakpoint (on a second row until xl); below it they are a native popover that the menu button opens
 * (`popovertarget`), a sheet at the bottom of the screen: the browser itself opens it at the first tap, closes it
 * on Escape (focus back on the button) or a tap outside, and keeps it in the top layer; with scripts off too. The head script
 * (renderer/head.js) closes it when the page is left or the window widens past lg. On phones the call to
 * action takes a row of its own under the brand, theme choice and menu button.
 */
export function Header({ currentPath }: { currentPath: string }) {
  return (
    <header className={styles.root} data-print-hidden="">
      <div className={styles.bar}>
        <a href="/" className={styles.brand}>
          <Logo />
          <span className={styles.brandName}>{site.brand}</span>
        </a>
        <a
          href="/search"
          className={styles.search}
          aria-label={search.headerLabel}
          title={search.headerLabel}
          aria-keyshortcuts="/"
        >
          <Icon name="search" size={20} />
        </a>
        <div className={styles.theme}>
          <ThemeToggle label={navigation.themeLabel} names={navigation.themes} />
        </div>
        <ButtonLink href={navigation.headerCta.href} size="sm" className={styles.cta}>
          {navigation.headerCta.label}
        </ButtonLink>
        <div className={styles.menu}>
          <button type="button" className={styles.menuButton} popoverTarget={NAV_ID}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                className={styles.menuBars}
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
              <path
                className={styles.menuCross}
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {navigation.menuLabel}
          </button>
        </div>
        <nav id={NAV_ID} aria-label="Main" className={styles.nav} popover="auto" data-inline-from={breakpoints.lg}>
          <LinkList links={headerLinks} className={styles.list} linkClassName={styles.link} currentPath={currentPath} />
        </nav>
      </div>
    </header>
  );
}
