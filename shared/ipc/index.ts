export * from './api-contract.js';
export * from './app-contract.js';
export * from './bridge-contract.js';
export * from './errors.js';
export * from './lenient.js';
export * from './live-contract.js';
export * from './operations.js';
export * from './sharing-contract.js';
