export { ScrollRegion } from './ScrollRegion.tsx';
export { SCROLL_REGION, focusWhileScrolling } from './focusWhileScrolling.ts';
