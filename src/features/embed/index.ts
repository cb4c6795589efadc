/**
 * What the form editor's Publication step and the chat editor's Publish part share: the embed code field. A feature
 * of its own with no screens, so either editor imports it without loading the other's screens.
 */
export { EmbedCode } from './EmbedCode';
