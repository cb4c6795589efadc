export { TruncatedText, type TruncatedTextProps } from './TruncatedText';
