export { PhoneLink } from './PhoneLink.tsx';
export { phone } from './phone.css.ts';
