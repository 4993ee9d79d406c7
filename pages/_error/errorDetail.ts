import type { PageContextServer } from 'vike/types';

/**
 * What went wrong, for the router fallback (docs/product.md#not-found-and-errors): the abort status or reason, else the
 * error's message.
 */
export function errorDetail(
  pageContext: Pick<PageContextServer, 'abortStatusCode' | 'abortReason' | 'errorWhileRendering'>,
): string {
  const { abortStatusCode, abortReason, errorWhileRendering } = pageContext;
  if (typeof abortReason === 'string' && abortReason) return abortReason;
  if (abortStatusCode) return String(abortStatusCode);
  if (errorWhileRendering instanceof Error && errorWhileRendering.message) return errorWhileRendering.message;
  return '500';
}
