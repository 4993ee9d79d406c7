/**
 * Loads Google Analytics or Tag Manager (docs/product.md#calls-and-downloads), called by the consent island only once
 * the visitor has accepted; with no id configured there is no island and nothing calls this.
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export function startAnalytics({
  measurementId: ga,
  tagManagerId: gtm,
}: {
  measurementId?: string;
  tagManagerId?: string;
}): void {
  const w = window as DataLayerWindow;
  if (!gtm && !ga) return;
  w.dataLayer = w.dataLayer ?? [];
  if (gtm) {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`);
  }
  if (ga) {
    // gtag() must push the `arguments` object itself, not an array: GA ignores arrays.
    const dataLayer = w.dataLayer;
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- see above
      dataLayer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', ga);
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga)}`);
  }
}
