import './fonts';
import './global.css';

export { vars } from './vars.css';
export { tokens, smallScreenMaxWidth } from './tokens';
