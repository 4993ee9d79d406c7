import type { ReactNode } from 'react';

/**
 * Content that never changes after the pre-render: rendered normally into the HTML, but on the client React
 * adopts the existing DOM without hydrating it (an empty `dangerouslySetInnerHTML` is not compared with the
 * DOM during hydration in production), so large static sections cost no main-thread work at load.
 * Only for markup without event handlers or state: anything interactive inside would stay inert.
 */
export function Static({ children, as: Tag = 'div' }: { children: ReactNode; as?: 'div' | 'section' }) {
  if (typeof window === 'undefined') return <Tag data-static="">{children}</Tag>;
  return <Tag data-static="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
