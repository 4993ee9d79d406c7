export { TextList } from './TextList.tsx';
export { TermList } from './TermList.tsx';
