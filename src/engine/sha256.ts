/**
 * SHA-256 (FIPS 180-4) of a short text, as eight 32-bit words: what the match generator
 * (rng.ts) hashes for every block of eight random words. A general library hash allocated a
 * hasher, its buffers and a UTF-8 copy per call, which made up most of a random playout's
 * generator cost (issue 10); this one reuses its buffers. rng.spec.ts checks it against
 * @noble/hashes on texts of every length class (one block, two blocks, non-ASCII).
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const W = new Int32Array(64);
let padded = new Uint8Array(128);

/** The UTF-8 bytes of `text` written into `into` from `at`; returns the end offset (`into` must be large enough). */
function writeUtf8(text: string, into: Uint8Array, at: number): number {
  let o = at;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x80) into[o++] = c;
    else if (c < 0x800) {
      into[o++] = 0xc0 | (c >> 6);
      into[o++] = 0x80 | (c & 63);
    } else {
      if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d < 0xe000) {
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i++;
          into[o++] = 0xf0 | (c >> 18);
          into[o++] = 0x80 | ((c >> 12) & 63);
          into[o++] = 0x80 | ((c >> 6) & 63);
          into[o++] = 0x80 | (c & 63);
          continue;
        }
      }
      // A lone surrogate is encoded as U+FFFD, as TextEncoder does.
      if (c >= 0xd800 && c < 0xe000) c = 0xfffd;
      into[o++] = 0xe0 | (c >> 12);
      into[o++] = 0x80 | ((c >> 6) & 63);
      into[o++] = 0x80 | (c & 63);
    }
  }
  return o;
}

/** SHA-256 of the UTF-8 bytes of `text`, written into `out` as eight big-endian 32-bit words (unsigned). */
export function sha256Words(text: string, out: Uint32Array): void {
  // At most 3 bytes per UTF-16 unit, plus the 0x80 marker and the 8-byte length, rounded up to blocks.
  const room = Math.ceil((text.length * 3 + 9) / 64) * 64;
  if (padded.length < room) padded = new Uint8Array(room);
  const m = padded;
  const length = writeUtf8(text, m, 0);
  const blocks = Math.ceil((length + 9) / 64);
  m.fill(0, length, blocks * 64);
  m[length] = 0x80;
  const bits = length * 8;
  const end = blocks * 64;
  m[end - 5] = (bits / 2 ** 32) & 0xff;
  m[end - 4] = (bits >>> 24) & 0xff;
  m[end - 3] = (bits >>> 16) & 0xff;
  m[end - 2] = (bits >>> 8) & 0xff;
  m[end - 1] = bits & 0xff;
  let h0 = H0[0] | 0, h1 = H0[1] | 0, h2 = H0[2] | 0, h3 = H0[3] | 0, h4 = H0[4] | 0, h5 = H0[5] | 0, h6 = H0[6] | 0, h7 = H0[7] | 0;
  for (let b = 0; b < end; b += 64) {
    for (let t = 0; t < 16; t++) {
      const i = b + t * 4;
      W[t] = (m[i] << 24) | (m[i + 1] << 16) | (m[i + 2] << 8) | m[i + 3];
    }
    for (let t = 16; t < 64; t++) {
      const x = W[t - 15];
      const y = W[t - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[t] = (W[t - 16] + s0 + W[t - 7] + s1) | 0;
    }
    let a = h0, bb = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[t] + W[t]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & bb) ^ (a & c) ^ (bb & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = bb;
      bb = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + bb) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  out[0] = h0;
  out[1] = h1;
  out[2] = h2;
  out[3] = h3;
  out[4] = h4;
  out[5] = h5;
  out[6] = h6;
  out[7] = h7;
}
