export * from './types.js';
export * from './pairings.js';
export * from './swiss.js';
export * from './standings.js';
export * from './pods.js';
export * from './duplicate.js';
