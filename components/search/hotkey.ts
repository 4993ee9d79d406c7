/**
 * The `/` shortcut to search, from any page (when focus is not in a field): on /search it focuses the search
 * field, elsewhere it opens /search. Plain DOM, started by the page's entry, so it costs no island.
 */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function startSearchHotkey(searchPath: string): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    event.preventDefault();
    const field = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (field) field.focus();
    else window.location.assign(searchPath);
  });
}
