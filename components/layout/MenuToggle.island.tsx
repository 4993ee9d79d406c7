import { useEffect, useRef, useState } from 'react';
import * as styles from './Header.css.ts';

export type MenuToggleProps = {
  /** Visible label, "Menu". */
  label: string;
  /** Id of the <nav> it opens and closes. */
  navId: string;
  /** Width (px) from which the links are always shown, so the menu closes. */
  inlineFrom: number;
};

/**
 * The header's menu button (an island). The links themselves are static HTML (they work with JavaScript off);
 * this only collapses them on narrow screens and opens them on demand, closing on Escape (focus returns
 * here), on choosing a link and when the viewport grows past `inlineFrom`.
 */
export default function MenuToggle({ label, navId, inlineFrom }: MenuToggleProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const nav = document.getElementById(navId);
    nav?.setAttribute('data-open', String(open));
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    nav?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      nav?.removeEventListener('click', onClick);
    };
  }, [open, navId]);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${inlineFrom}px)`);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [inlineFrom]);

  return (
    <button
      ref={button}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={navId}
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
      {label}
    </button>
  );
}
