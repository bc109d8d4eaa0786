// The browser tests (npm run test:browser): the reference web client in Debian's Chromium,
// driven by playwright-core (web/test). Not part of `npm test`: they need a Chromium binary.
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/web/test/**/*.browser-spec.ts'],
  testTimeout: 600000,
};
