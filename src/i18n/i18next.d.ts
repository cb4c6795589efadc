// Types only: the English texts give every namespace its keys, so a mistyped or missing key fails the typecheck.
// Nothing here reaches a bundle (type imports are erased); the texts themselves load per language at run time.
import type app from './locales/en/app.json';
import type auth from './locales/en/auth.json';
import type banners from './locales/en/banners.json';
import type billing from './locales/en/billing.json';
import type chats from './locales/en/chats.json';
import type common from './locales/en/common.json';
import type community from './locales/en/community.json';
import type designSystem from './locales/en/designSystem.json';
import type designSystemParts from './locales/en/designSystemParts.json';
import type editor from './locales/en/editor.json';
import type forms from './locales/en/forms.json';
import type help from './locales/en/help.json';
import type results from './locales/en/results.json';
import type aiCreate from './locales/en/aiCreate.json';
import type share from './locales/en/share.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      app: typeof app;
      auth: typeof auth;
      banners: typeof banners;
      billing: typeof billing;
      chats: typeof chats;
      common: typeof common;
      community: typeof community;
      designSystem: typeof designSystem;
      designSystemParts: typeof designSystemParts;
      editor: typeof editor;
      forms: typeof forms;
      help: typeof help;
      results: typeof results;
      aiCreate: typeof aiCreate;
      share: typeof share;
    };
  }
}
