/** Pure rules shared by the app, the widget and the mock backend. Framework-free: no React, no fetch. */
export * from './constants';
export * from './storage';
export * from './formModel';
export * from './formMigration';
export * from './fieldRefs';
export * from './aiForm';
export * from './validators';
export * from './leadFieldRules';
export * from './color';
export * from './fieldRules';
export * from './embed';
export * from './widgetModel';
export * from './paths';
