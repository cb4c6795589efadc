// The demo backends' own pages (src/domain/demoPages.ts): routes.tsx loads them only in a build that has them.
export { DemoScreen } from './DemoScreen';
