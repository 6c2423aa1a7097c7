// One item kind (docs/developing.md): the version history written once, each kind supplying its adapter.
export * from './versions.js';
export * from './version-record.js';
export * from './version-rows.js';
export * from './item-history.js';
