// Seeded randomness for the benchmark corpus. Every file draws from its own stream, derived from
// (seed, name), so a file's bytes do not depend on how many files were generated before it: the
// corpus stays identical for a seed even when the generator learns a new kind of file.

/** 32-bit string hash (murmur3-style finaliser); used only to derive stream seeds. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** sfc32: small, fast, good enough statistically for synthetic text. */
export function createRandom(seed, name = '') {
  let a = hash32(`a:${seed}:${name}`);
  let b = hash32(`b:${seed}:${name}`);
  let c = hash32(`c:${seed}:${name}`);
  let d = 1;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick(items) {
      return items[Math.floor(next() * items.length)];
    },
    chance(p) {
      return next() < p;
    },
  };
}

/**
 * Sampler of ranks 0..n-1 with P(rank r) ∝ 1 / (r + 1)^s (Zipf). A cumulative table and a binary
 * search: 15 steps for 20k words, fast enough for 100+ MB of text.
 */
export function createZipf(n, s = 1.07) {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let r = 0; r < n; r++) {
    total += 1 / Math.pow(r + 1, s);
    cumulative[r] = total;
  }
  return (random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
