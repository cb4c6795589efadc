import type { MenuProps as AriakitMenuProps } from '@ariakit/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { lazyPart, usePopupOnIntent } from '../../lazyPart';
import * as styles from './Menu.css';

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export type MenuEntry =
  | {
      id: string;
      label: ReactNode;
      icon?: ReactNode;
      tone?: MenuItemTone;
      disabled?: boolean;
      /** An action item. */
      onSelect?: () => void;
      /** A link item: a plain href … */
      href?: string;
      /** … or the app's own link element, e.g. a router <Link to="/account" /> (the design system knows no routes). */
      render?: ReactElement;
    }
  | { id: string; separator: true };

export interface MenuProps extends Omit<AriakitMenuProps, 'children'> {
  /** Accessible name of the trigger, e.g. "Account menu". */
  label: string;
  /** What the trigger shows, e.g. the avatar picture; if it shows text (initials), put that text in `label` too. */
  trigger: ReactNode;
  items: readonly MenuEntry[];
  placement?: 'bottom-end' | 'bottom-start';
}

/** The popup (Ariakit, with its positioning) loads when the pointer is over its trigger, or it has focus. */
const MenuPopup = lazyPart(() => import('./MenuPopup').then((module) => module.default));

/**
 * A menu button with a popup menu (Ariakit Menu): arrows move between items, Enter or Space chooses,
 * Escape closes and returns focus to the trigger. Used as the avatar menu of the top bar. Until it is first
 * pressed, the trigger is a plain button of the same look and the popup's code is not run (usePopupOnIntent).
 */
export function Menu(props: MenuProps) {
  const popup = usePopupOnIntent(MenuPopup);
  const trigger = (
    <button
      type="button"
      className={styles.trigger}
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded="false"
      {...popup.triggerProps}
    >
      {props.trigger}
    </button>
  );
  return <Suspense fallback={trigger}>{popup.openedWith ? <MenuPopup {...props} openedWith={popup.openedWith} /> : trigger}</Suspense>;
}
