import { createGlobalTheme } from '@vanilla-extract/css';
import { tokens } from './tokens';
import { vars } from './vars.css';

// The default theme fills the contract at the document root, so portals (dialogs, menus) get it too.
createGlobalTheme(':root', vars, tokens);
