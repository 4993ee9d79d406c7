export { notify, dismiss, TOAST_DEFAULTS, type Notice, type ToastType } from './toaster.ts';
