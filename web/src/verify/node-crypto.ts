/**
 * The two `node:crypto` calls the server's record verifier makes (sha256 and HMAC-SHA256, hex
 * digests), on @noble/hashes, so the browser runs that verifier unchanged (esbuild maps
 * `node:crypto` here in web/build.mjs).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

class Digest {
  private text = '';
  constructor(private readonly key: string | null) {}
  update(s: string): this {
    this.text += s;
    return this;
  }
  digest(encoding: 'hex'): string {
    if (encoding !== 'hex') throw new Error('only hex digests are supported in the browser');
    const msg = utf8ToBytes(this.text);
    return bytesToHex(this.key === null ? sha256(msg) : hmac(sha256, utf8ToBytes(this.key), msg));
  }
}

const sha256Only = (algorithm: string) => {
  if (algorithm !== 'sha256') throw new Error(`only sha256 is supported in the browser, not ${algorithm}`);
};

export function createHash(algorithm: string): Digest {
  sha256Only(algorithm);
  return new Digest(null);
}

export function createHmac(algorithm: string, key: string): Digest {
  sha256Only(algorithm);
  return new Digest(key);
}
