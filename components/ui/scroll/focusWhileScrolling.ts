/**
 * Boxes that scroll sideways on a narrow screen (tables, code) are tab stops, so a keyboard can scroll them; a
 * stop on a box that does not scroll is one more key press for nothing. This keeps each marked box focusable
 * only while its content overflows it, as the screen turns, the window resizes or the content changes.
 */
export const SCROLL_REGION = 'data-scroll-region';

/** Every box's overflow read first, then the stops set: a read after a write would force a layout each time. */
function update(boxes: Iterable<HTMLElement>): void {
  const read = [...new Set(boxes)].map((box) => ({
    box,
    scrolls: box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight,
  }));
  for (const { box, scrolls } of read) {
    if (scrolls) box.tabIndex = 0;
    // A box that has focus keeps its stop until focus leaves: taking it away would drop the keyboard's place.
    else if (box !== document.activeElement) box.removeAttribute('tabindex');
  }
}

export function focusWhileScrolling(root: ParentNode = document): void {
  const boxes = [...root.querySelectorAll<HTMLElement>(`[${SCROLL_REGION}]`)];
  if (boxes.length === 0 || !('ResizeObserver' in window)) return;
  // The box's size follows the screen's; its content's follows what it holds. Either can make it scroll.
  const boxOf = new Map<Element, HTMLElement>();
  const observer = new ResizeObserver((entries) => update(entries.flatMap((entry) => boxOf.get(entry.target) ?? [])));
  for (const box of boxes) {
    for (const target of [box, box.firstElementChild]) {
      if (!target) continue;
      boxOf.set(target, box);
      observer.observe(target);
    }
    box.addEventListener('focusout', () => update([box]));
  }
}
