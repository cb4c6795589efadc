export { AiCreateScreen, type AiGeneratedState } from './AiCreateScreen';
