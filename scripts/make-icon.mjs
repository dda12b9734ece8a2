// Draws the plugin icon: three stacked memory cards, the front one with text lines and a bookmark.
// Writes .claude-plugin/icon.svg (the drawing) and .claude-plugin/icon.png (what Claude Code's
// plugin directory accepts: a square PNG of 512 to 2048 px under 2 MB; SVG is refused) from the
// same shape list, rasterised here with 4x4 supersampling so no image tool is needed and the
// output is the same bytes on every machine (a test redraws and compares).
//
// Usage: node scripts/make-icon.mjs [outdir]   (default: .claude-plugin)
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

export const SIZE = 512;
const NAVY = '#1e2b4a';

/** Shapes in paint order: rounded rectangles `{ x, y, w, h, r }` and polygons `{ points }`. */
export const SHAPES = [
  { fill: NAVY, x: 0, y: 0, w: 512, h: 512, r: 112 },
  { fill: '#5b7bb4', x: 176, y: 96, w: 240, h: 260, r: 28 },
  { fill: '#a9bee0', x: 136, y: 136, w: 240, h: 260, r: 28 },
  { fill: '#f5f1e6', x: 96, y: 176, w: 240, h: 260, r: 28 },
  { fill: '#3a4766', x: 132, y: 229, w: 116, h: 14, r: 7 },
  { fill: '#3a4766', x: 132, y: 269, w: 168, h: 14, r: 7 },
  { fill: '#3a4766', x: 132, y: 309, w: 168, h: 14, r: 7 },
  { fill: '#3a4766', x: 132, y: 349, w: 100, h: 14, r: 7 },
  {
    fill: '#f0a830',
    points: [
      [264, 176],
      [308, 176],
      [308, 262],
      [286, 244],
      [264, 262],
    ],
  },
];

export function svg() {
  const body = SHAPES.map((s) =>
    s.points
      ? `  <polygon points="${s.points.map((p) => p.join(',')).join(' ')}" fill="${s.fill}"/>`
      : `  <rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.r}" fill="${s.fill}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">\n${body.join('\n')}\n</svg>\n`;
}

function inside(s, px, py) {
  if (s.points) {
    // Even-odd ray cast.
    let hit = false;
    for (let i = 0, j = s.points.length - 1; i < s.points.length; j = i++) {
      const [xi, yi] = s.points[i];
      const [xj, yj] = s.points[j];
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) hit = !hit;
    }
    return hit;
  }
  if (px < s.x || px > s.x + s.w || py < s.y || py > s.y + s.h) return false;
  const cx = Math.min(Math.max(px, s.x + s.r), s.x + s.w - s.r);
  const cy = Math.min(Math.max(py, s.y + s.r), s.y + s.h - s.r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= s.r ** 2;
}

function bounds(s) {
  if (!s.points) return [s.x, s.y, s.x + s.w, s.y + s.h];
  const xs = s.points.map((p) => p[0]);
  const ys = s.points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** RGBA pixels, premultiplied coverage composited shape by shape ("over"). */
export function rasterise(n = 4) {
  const rgba = new Float64Array(SIZE * SIZE * 4);
  for (const s of SHAPES) {
    const rgb = [1, 3, 5].map((i) => Number.parseInt(s.fill.slice(i, i + 2), 16) / 255);
    const [x0, y0, x1, y1] = bounds(s);
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(SIZE, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(SIZE, Math.ceil(x1)); x++) {
        let hits = 0;
        for (let sy = 0; sy < n; sy++) for (let sx = 0; sx < n; sx++) if (inside(s, x + (sx + 0.5) / n, y + (sy + 0.5) / n)) hits++;
        if (!hits) continue;
        const a = hits / (n * n);
        const o = (y * SIZE + x) * 4;
        for (let c = 0; c < 3; c++) rgba[o + c] = rgb[c] * a + rgba[o + c] * (1 - a);
        rgba[o + 3] = a + rgba[o + 3] * (1 - a);
      }
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function png() {
  const px = rasterise();
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) {
      const o = (y * SIZE + x) * 4;
      const a = px[o + 3];
      const at = y * (SIZE * 4 + 1) + 1 + x * 4;
      // Stored straight (not premultiplied), as PNG wants.
      for (let c = 0; c < 3; c++) raw[at + c] = a ? Math.round((px[o + c] / a) * 255) : 0;
      raw[at + 3] = Math.round(a * 255);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(SIZE, 0);
  ihdr.writeUInt32BE(SIZE, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, '.claude-plugin');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'icon.svg'), svg());
  writeFileSync(path.join(out, 'icon.png'), png());
}
