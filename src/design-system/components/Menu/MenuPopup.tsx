import {
  Menu as AriakitMenu,
  MenuButton,
  MenuItem,
  MenuProvider,
  MenuSeparator,
  useMenuStore,
} from '@ariakit/react';
import { useEffect, useRef } from 'react';
import type { OpenedWith } from '../../lazyPart';
import type { MenuProps } from './Menu';
import * as styles from './Menu.css';
import * as popupStyles from './MenuPopup.css';
import { cx } from '../../cx';

/**
 * A menu button with a popup menu (Ariakit Menu): arrows move between items, Enter or Space chooses,
 * Escape closes and returns focus to the trigger. Used as the avatar menu of the top bar.
 */
export default function MenuPopup({
  label,
  trigger,
  items,
  placement = 'bottom-end',
  className,
  openedWith,
  ...rest
}: MenuProps & { openedWith: OpenedWith }) {
  const store = useMenuStore({ placement, focusLoop: true });
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Mounted by a press on the look-alike trigger: open as this trigger does (from the keyboard on the first item).
    if (!button.current) return;
    store.setDisclosureElement(button.current);
    store.setAutoFocusOnShow(true);
    store.setInitialFocus(openedWith === 'keyboard' ? 'first' : 'container');
    store.show();
  }, [store, openedWith]);
  return (
    <MenuProvider store={store}>
      <MenuButton ref={button} className={styles.trigger} aria-label={label}>
        {trigger}
      </MenuButton>
      {/* In a portal, so that no scrolling frame clips it and nothing drawn later (a table's pinned cells) covers it.
          Tab leaves it as if it were still beside its button: focus goes back to the button, then the browser moves
          on from there (Ariakit's own way, hidden focus traps around the portal, is what axe reports). */}
      <AriakitMenu
        gutter={6}
        portal
        preserveTabOrder={false}
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return;
          button.current?.focus();
          store.hide();
        }}
        {...rest}
        className={cx(popupStyles.menu, className)}
      >
        {items.map((entry) => {
          if ('separator' in entry) return <MenuSeparator key={entry.id} className={popupStyles.separator} />;
          const { id, label: itemLabel, icon, tone = 'default', disabled, onSelect, href, render } = entry;
          // The item's label becomes the anchor's content through Ariakit's render prop.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          const link = render ?? (href !== undefined ? <a href={href} /> : undefined);
          return (
            <MenuItem
              key={id}
              className={cx(popupStyles.item, tone === 'danger' ? popupStyles.danger : undefined)}
              disabled={disabled}
              onClick={() => {
                // Focus is back on the button before the item acts: a dialog the item opens returns it there when it
                // closes, not to this item (which, while the menu is still closing, would open the menu again).
                button.current?.focus();
                onSelect?.();
              }}
              render={link}
            >
              {icon !== undefined && (
                <span className={popupStyles.icon} aria-hidden="true">
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
