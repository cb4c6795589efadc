// The chat area's addresses live in src/domain, where the results feature finds them too.
export { chatPaths } from '../../domain/chatPaths';
