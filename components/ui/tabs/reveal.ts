/**
 * Show the tab panel that holds `element`, if it is hidden, by choosing its tab as a visitor would (a click), found
 * through the ARIA every tab list renders: so an island inside a panel (the calculator in the ROI page's tabs) can
 * bring itself into view without knowing the island that draws the tabs. Once the panel shows, `then` runs.
 */
export function revealPanel(element: Element, then: () => void): void {
  const panel = element.closest('[role="tabpanel"]');
  // By the panel's name, not the tab's aria-controls, which Ark's tabs set on the chosen tab only.
  const labelledBy = panel?.hasAttribute('hidden') ? panel.getAttribute('aria-labelledby') : null;
  const tab = labelledBy ? document.getElementById(labelledBy) : null;
  tab?.click();
  // The tabs render the change on their own root: a frame later the panel is shown (and focus can go into it).
  if (tab) requestAnimationFrame(() => then());
  else then();
}
