export { Icon } from './Icon.tsx';
export { Tick } from './Tick.tsx';
