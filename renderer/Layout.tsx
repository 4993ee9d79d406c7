import type { ReactNode } from 'react';
import '../components/global.css.ts';
// The toaster renders only in the browser (components/ui/toast/mount.ts), so its styles ship with every page.
import '../components/ui/toast/Toaster.css.ts';
import { ConsentBanner } from '../components/consent/Consent.tsx';
import { IslandScope, Island } from '../components/islands/Island.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { navigation } from '../content/navigation.ts';
import { pwa } from '../content/pwa.ts';
import * as styles from './Layout.css.ts';

/** The shared shell of every page (docs/product.md#the-shell), rendered on the server only. */
export function Layout({
  currentPath,
  indexable,
  children,
}: {
  currentPath: string;
  /** Whether site search indexes this page's main content (live, indexable routes only). */
  indexable: boolean;
  children: ReactNode;
}) {
  return (
    <IslandScope>
      <a href="#main" className={styles.skipLink} data-print-hidden="">
        {navigation.skipLink}
      </a>
      {/* First in the page, so keyboards reach it at once; it shows fixed at the bottom. */}
      <ConsentBanner />
      <Header currentPath={currentPath} />
      <main id="main" tabIndex={-1} className={styles.main} {...(indexable ? { 'data-pagefind-body': '' } : {})}>
        {children}
      </main>
      <Footer />
      <Island name="PwaStatus" when="signal" props={{ copy: pwa.status }} />
    </IslandScope>
  );
}
