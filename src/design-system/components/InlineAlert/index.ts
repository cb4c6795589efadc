export { InlineAlert } from './InlineAlert';
