export * from './store';
export * from './factories';
export * from './seed';
export * from './seedIds';
