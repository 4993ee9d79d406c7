import { useEffect, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';
import '../components/global.css.ts';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { PageContextProvider } from '../components/layout/PageContext.tsx';
import { PwaStatus } from '../components/pwa/PwaStatus.tsx';
import { ToastRegion } from '../components/ui/toast/index.ts';
import { navigation } from '../content/navigation.ts';
import * as styles from './Layout.css.ts';

/** The shared shell of every page (SPEC §2 "Shared shell"). */
export function Layout({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  // Marks the moment React controls the page: tests wait for it before interacting, and styles may use it.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <PageContextProvider pageContext={pageContext}>
      <a href="#main" className={styles.skipLink}>
        {navigation.skipLink}
      </a>
      <Header currentPath={pageContext.urlPathname} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <PwaStatus />
      <ToastRegion />
    </PageContextProvider>
  );
}
