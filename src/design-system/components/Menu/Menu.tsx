import {
  Menu as AriakitMenu,
  MenuButton,
  MenuItem,
  MenuProvider,
  MenuSeparator,
  type MenuProps as AriakitMenuProps,
} from '@ariakit/react';
import type { ReactElement, ReactNode } from 'react';
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

/**
 * A menu button with a popup menu (Ariakit Menu): arrows move between items, Enter or Space chooses,
 * Escape closes and returns focus to the trigger. Used as the avatar menu of the top bar.
 */
export function Menu({ label, trigger, items, placement = 'bottom-end', className, ...rest }: MenuProps) {
  return (
    <MenuProvider placement={placement} focusLoop>
      <MenuButton className={styles.trigger} aria-label={label}>
        {trigger}
      </MenuButton>
      <AriakitMenu gutter={6} {...rest} className={[styles.menu, className].filter(Boolean).join(' ')}>
        {items.map((entry) => {
          if ('separator' in entry) return <MenuSeparator key={entry.id} className={styles.separator} />;
          const { id, label: itemLabel, icon, tone = 'default', disabled, onSelect, href, render } = entry;
          // The item's label becomes the anchor's content through Ariakit's render prop.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          const link = render ?? (href !== undefined ? <a href={href} /> : undefined);
          return (
            <MenuItem
              key={id}
              className={[styles.item, tone === 'danger' ? styles.danger : undefined].filter(Boolean).join(' ')}
              disabled={disabled}
              onClick={onSelect}
              render={link}
            >
              {icon !== undefined && (
                <span className={styles.icon} aria-hidden="true">
                  {icon}
                </span>
              )}
              {itemLabel}
            </MenuItem>
          );
        })}
      </AriakitMenu>
    </MenuProvider>
  );
}
