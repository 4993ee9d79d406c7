/**
 * The few words and settings the shell's scripts need in the browser (toasts raised by the service worker's
 * news, the update prompt), written into every page as one JSON data block by the renderer
 * (renderer/buildShellData.ts). Scripts read them from the page instead of importing content modules, so no copy
 * ships in a script and nothing validates content in the browser.
 */
import type { Json } from '../islands/types.ts';

export const SHELL_DATA_ID = 'shell-data';

type ToastCopy = {
  title: string;
  description?: string;
};

export type ShellData = {
  pwa: {
    update: { title: string; description?: string; action: string };
    offlineReady: ToastCopy;
    outbox: { queued: ToastCopy; sent: ToastCopy; rejected: ToastCopy; expired: ToastCopy; unreachable: ToastCopy };
  };
  toasts: { dismiss: string };
  /** The firm's address, for notices that ask the visitor to write instead. */
  email: string;
};

// Compile-time check that the block stays JSON.
const _isJson: ShellData extends Json ? true : never = true;

let cached: ShellData | undefined;

/** The page's shell data; throws if the renderer did not write it (a build defect, not a visitor's problem). */
export function shellData(): ShellData {
  if (cached) return cached;
  const element = document.getElementById(SHELL_DATA_ID);
  if (!element?.textContent) throw new Error(`#${SHELL_DATA_ID} is missing from the page`);
  cached = JSON.parse(element.textContent) as ShellData;
  return cached;
}
