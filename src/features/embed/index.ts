/**
 * What the form editor's Publication step and the chat editor's Publish part share: the embed code field and the demo backend's note about where the links work. A feature
 * of its own with no screens, so either editor imports it without loading the other's screens.
 */
export { EmbedCode } from './EmbedCode';
export { DemoShareNote } from './DemoShareNote';
