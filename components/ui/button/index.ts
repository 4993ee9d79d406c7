export { ButtonLink } from './ButtonLink.tsx';
export { button, type ButtonVariants } from './button.css.ts';
