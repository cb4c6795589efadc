export { Menu, menuItemTones, type MenuEntry, type MenuItemTone, type MenuProps } from './Menu';
