export { IntegrationsScreen } from './IntegrationsScreen';
export { ResultsScreen } from './ResultsScreen';
export { FillingScreen } from './FillingScreen';
