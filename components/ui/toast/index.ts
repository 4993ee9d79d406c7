export { notify } from './toaster.ts';
