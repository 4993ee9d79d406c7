import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cleanResultUrl } from '../../lib/search.ts';
import { button } from '../ui/button/index.ts';
import * as styles from './Search.css.ts';

export type SearchCopy = {
  label: string;
  placeholder: string;
  submit: string;
  searching: string;
  resultsOne: string;
  resultsMany: string;
  noResults: string;
  failed: string;
};

export type SearchProps = {
  copy: SearchCopy;
  /** Where Pagefind's bundle is served: `/pagefind`. */
  bundle: string;
  /** The URL parameter that holds the query: `q`. */
  param: string;
};

type Hit = { url: string; title: string; excerpt: string };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (
    query: string,
  ) => Promise<{ results: { data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }> }[] }>;
};
type State =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'failed' } | { kind: 'done'; query: string; hits: Hit[] };

let loaded: Promise<Pagefind> | undefined;

/** Pagefind's own module, loaded the first time a visitor searches (it is not part of the site's bundle). */
function loadPagefind(bundle: string): Promise<Pagefind> {
  loaded ??= (import(/* @vite-ignore */ `${bundle}/pagefind.js`) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    return pagefind;
  });
  // A failed load (offline before the first visit) may succeed later: try again next time.
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

const MAX_RESULTS = 20;

/**
 * Site search (an island): full text over every indexable page's main content, with Pagefind's index loaded
 * only when used. The query lives in the URL (`?q=`), so a search can be shared and survives a reload, online
 * or offline. Results are links; the arrow keys move between the field and the results.
 */
export default function Search({ copy, bundle, param }: SearchProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();

  const run = async (text: string) => {
    const ticket = ++latest.current;
    const trimmed = text.trim();
    const url = new URL(window.location.href);
    if (trimmed) url.searchParams.set(param, trimmed);
    else url.searchParams.delete(param);
    window.history.replaceState(window.history.state, '', url);
    if (!trimmed) return setState({ kind: 'idle' });
    setState({ kind: 'searching' });
    try {
      const pagefind = await loadPagefind(bundle);
      const found = await pagefind.search(trimmed);
      const hits = await Promise.all(
        found.results.slice(0, MAX_RESULTS).map(async (result) => {
          const data = await result.data();
          return {
            url: cleanResultUrl(data.url),
            title: data.meta.title ?? cleanResultUrl(data.url),
            excerpt: data.excerpt,
          };
        }),
      );
      if (ticket === latest.current) setState({ kind: 'done', query: trimmed, hits });
    } catch (error: unknown) {
      console.warn('search failed', error);
      if (ticket === latest.current) setState({ kind: 'failed' });
    }
  };

  // A shared link or a reload: search for the URL's query at once. The field is uncontrolled, so a query
  // typed before the island woke is kept too.
  useEffect(() => {
    const field = input.current;
    const initial = new URL(window.location.href).searchParams.get(param) ?? '';
    if (field && initial && field.value === '') field.value = initial;
    if (field?.value) void run(field.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, []);

  // Search as the visitor types, after a short pause.
  const onChange = () => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => void run(input.current?.value ?? ''), 200);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(typing.current);
    void run(input.current?.value ?? '');
  };

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onInputKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    links()[0]?.focus();
  };
  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') all[Math.min(at + 1, all.length - 1)]?.focus();
    else if (at === 0) input.current?.focus();
    else all[at - 1]?.focus();
  };

  const status =
    state.kind === 'searching'
      ? copy.searching
      : state.kind === 'failed'
        ? copy.failed
        : state.kind === 'done'
          ? (state.hits.length === 0 ? copy.noResults : state.hits.length === 1 ? copy.resultsOne : copy.resultsMany)
              .replace('{query}', state.query)
              .replace('{count}', String(state.hits.length))
          : '';

  return (
    <div className={styles.root} data-requires-js>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {copy.label}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={inputId}
            type="search"
            name={param}
            className={styles.input}
            placeholder={copy.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={statusId}
            onChange={onChange}
            onKeyDown={onInputKey}
          />
          <button type="submit" className={button({ size: 'md' })}>
            {copy.submit}
          </button>
        </div>
      </form>
      <p id={statusId} className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {state.kind === 'done' && state.hits.length > 0 ? (
        <ol ref={list} className={styles.results} onKeyDown={onListKey}>
          {state.hits.map((hit) => (
            <li key={hit.url} className={styles.result}>
              <a href={hit.url} className={styles.resultLink}>
                {hit.title}
              </a>
              {/* Pagefind's excerpt: the page's own text, escaped, with the matches in <mark>. */}
              <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
