export { ScrollRegion } from './ScrollRegion.tsx';
export { SCROLL_REGION } from './focusWhileScrolling.ts';
