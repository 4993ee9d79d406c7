export { TextList } from './TextList.tsx';
