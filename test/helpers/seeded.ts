/**
 * Seeded random strings (mulberry32) for test values that must look like credentials: assembled
 * at run time, so the repository holds no literal token for a scanner to flag, and none real.
 */
export function generator(seed: number): (length: number, alphabet?: string) => string {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return (length, alphabet = ALNUM) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
}
