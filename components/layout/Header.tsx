import { navigation } from '../../content/navigation.ts';
import { search } from '../../content/search.ts';
import { site } from '../../content/site.ts';
import { headerLinks } from '../../lib/routes.ts';
import { Island } from '../islands/Island.tsx';
import { breakpoints } from '../theme.css.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { Icon } from '../ui/icon/index.ts';
import { LinkList } from './LinkList.tsx';
import { Logo } from './Logo.tsx';
import * as styles from './Header.css.ts';

const NAV_ID = 'site-nav';

/**
 * Sticky header: brand, the nine main links (the current one marked), the theme choice and the audit call
 * to action, which shows at every width. Static HTML: only the theme toggle and the menu button are islands,
 * so the links work with JavaScript off. Links sit inline from the lg breakpoint (on a second row until xl);
 * on phones the call to action takes a row of its own under the brand, theme choice and menu button.
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
          <Island
            name="ThemeToggle"
            when="interaction"
            props={{ label: navigation.themeLabel, names: navigation.themes }}
          />
        </div>
        <ButtonLink href={navigation.headerCta.href} size="sm" className={styles.cta}>
          {navigation.headerCta.label}
        </ButtonLink>
        <div className={styles.menu}>
          <Island
            name="MenuToggle"
            when="interaction"
            props={{ label: navigation.menuLabel, navId: NAV_ID, inlineFrom: breakpoints.lg }}
          />
        </div>
        <nav id={NAV_ID} aria-label="Main" className={styles.nav} data-open="false">
          <LinkList links={headerLinks} className={styles.list} linkClassName={styles.link} currentPath={currentPath} />
        </nav>
      </div>
    </header>
  );
}
