export { LinkButton, linkButtonTones, type LinkButtonProps, type LinkButtonTone } from './LinkButton';
