// One line per figure: what, figure, reference, ratio, target, verdict. Lines print as soon as
// they are measured, so a slow or failing section still leaves the earlier lines on screen.
import { formatBytes, formatMs } from './stats.mjs';

const COLUMNS = [
  ['measurement', 52],
  ['figure', 12],
  ['reference', 26],
  ['ratio', 8],
  ['target', 12],
  ['', 5],
];

export function createReport(write = (line) => process.stdout.write(`${line}\n`)) {
  const rows = [];
  const format = (cells) =>
    cells
      .map((c, i) => {
        const width = COLUMNS[i]?.[1] ?? 0;
        return i === cells.length - 1 ? c : String(c).padEnd(width);
      })
      .join(' ');
  return {
    rows,
    header(title) {
      write('');
      write(title);
      write(format(COLUMNS.map(([name]) => name)));
      write('-'.repeat(COLUMNS.reduce((s, [, w]) => s + w + 1, 0)));
    },
    section(title) {
      write(`# ${title}`);
    },
    /** row: { measurement, figure, reference, ratio, target, verdict, note } (strings) */
    add(row) {
      rows.push(row);
      const cells = [row.measurement, row.figure ?? '', row.reference ?? '', row.ratio ?? '', row.target ?? '', row.verdict ?? ''];
      write(format(cells) + (row.note ? `  ${row.note}` : ''));
    },
    /** A figure that could not be measured: the reason replaces the numbers. */
    unavailable(measurement, target, error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.add({ measurement, figure: 'n/a', target, verdict: 'n/a', note: reason.replace(/\s+/g, ' ').slice(0, 200) });
    },
    note(text) {
      write(`  ${text}`);
    },
  };
}

/** PASS when `value` is at most `limit`; n/a when it is not a number. */
export function verdict(value, limit) {
  if (!Number.isFinite(value)) return 'n/a';
  return value <= limit ? 'PASS' : 'MISS';
}

export const show = {
  ms: formatMs,
  bytes: formatBytes,
  ratio: (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a'),
  kib: (kib) => (Number.isFinite(kib) ? `${(kib / 1024).toFixed(1)} MiB` : 'n/a'),
  chars: (n) => (Number.isFinite(n) ? `${n.toLocaleString('en-US')} ch` : 'n/a'),
};
