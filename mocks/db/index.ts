export * from './store';
export * from './factories';
export * from './seed';
