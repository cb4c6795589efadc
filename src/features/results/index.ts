import { lazyPart } from '../../design-system';

// Integrations is a screen few owners open: its code (the e-mail template editor, the connector) loads on its own,
// so the leads screens that every owner opens stay small.
export const IntegrationsScreen = lazyPart(() => import('./IntegrationsScreen').then((screen) => screen.IntegrationsScreen));
// A chat's leads reuse the results' table and dialogs; their own few lines load only when a chat's results open.
export const ChatResultsScreen = lazyPart(() => import('./ChatResultsScreen').then((screen) => screen.ChatResultsScreen));
export { ResultsScreen } from './ResultsScreen';
export { FillingScreen } from './FillingScreen';
