/**
 * The api layer's public surface: schemas and types, the client's error and token helpers, one function
 * per call, and the react-query hooks. Features import from here.
 */
export * from './schemas';
export * from './client';
export * from './endpoints';
export * from './queries';
