/** `node --import ./src/platform/ts-register.mjs src/main.ts`: see ts-hooks.mjs. */
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
