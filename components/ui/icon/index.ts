export { Icon } from './Icon.tsx';
export { LineIcon } from './LineIcon.tsx';
export { Tick } from './Tick.tsx';
