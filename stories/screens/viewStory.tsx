import type { Decorator } from '@storybook/react-vite';
import { main } from '../../src/features/shell/shell.css';

/**
 * A view in the app's main column (its width, side space and the small screen's narrower space), so its lines
 * wrap as they do in the app; the top bar and the banners are the app's, not the view's, and are not drawn.
 */
export const inAppColumn: Decorator = (Story) => (
  <div className={main}>
    <Story />
  </div>
);
