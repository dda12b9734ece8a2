/**
 * A writer that opened a file before our replace (or removal) and writes to it after: its bytes go
 * into the version we just unlinked, which no name reaches any more. storage/late-writes.ts keeps
 * that version open for a while after each replace and puts late appends back into the file.
 * These tests hold such a descriptor by hand (a shell's `exec 3>>file`, a logger, or an
 * `appendFileSync` descheduled between its open and its write) and write through it at the worst
 * moment: after the replace has returned.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import { MemoryRoot } from '../../server/src/storage/root.js';
import { updateText } from '../../server/src/storage/update-text.js';
import { applyEntries } from '../../server/src/storage/journal.js';
import { checkLateWrites, watchedCount } from '../../server/src/storage/late-writes.js';
import { readEntries, readObject } from '../../server/src/storage/history-store.js';
import { fileLockKey, lockNameFor } from '../../server/src/storage/lock.js';
import { hostname } from 'node:os';
import { buildSync } from 'esbuild';

function rootWith(files: Record<string, string>): MemoryRoot {
  const dir = tempDir('pm-late-');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return MemoryRoot.open(dir);
}

/** Opens `abs` for appending now, as an editor or a logger that writes later would. */
function heldAppender(abs: string): { write(line: string): void; close(): void } {
  const fd = fs.openSync(abs, fs.constants.O_WRONLY | fs.constants.O_APPEND);
  return {
    write: (line) => void fs.writeSync(fd, line),
    close: () => fs.closeSync(fd),
  };
}

const REL = 'projects/demo/sessions/2026-12-02.md';

afterEach(() => checkLateWrites({ final: true }));

describe('an append through a descriptor opened before our replace', () => {
  it('is put back into the file when it lands after the replace returned', () => {
    const root = rootWith({ [REL]: '# One\n' });
    const abs = path.join(root.dir, REL);
    const late = heldAppender(abs);
    updateText(root, REL, (f) => `${f!.text}- tool line\n`);
    late.write('- typed late\n');
    late.close();
    checkLateWrites();
    expect(fs.readFileSync(abs, 'utf8')).toBe('# One\n- tool line\n- typed late\n');
  });

  it('keeps every late append, in order, across several checks and a second replace', () => {
    const root = rootWith({ [REL]: '# One\n' });
    const abs = path.join(root.dir, REL);
    const late = heldAppender(abs);
    updateText(root, REL, (f) => `${f!.text}- tool 1\n`);
    late.write('- late 1\n');
    checkLateWrites();
    late.write('- late 2\n');
    updateText(root, REL, (f) => `${f!.text}- tool 2\n`);
    late.write('- late 3\n');
    late.close();
    checkLateWrites();
    const text = fs.readFileSync(abs, 'utf8');
    for (const l of ['# One', '- tool 1', '- tool 2', '- late 1', '- late 2', '- late 3']) expect(text).toContain(`${l}\n`);
    expect(text.indexOf('- late 1')).toBeLessThan(text.indexOf('- late 2'));
    expect(text.indexOf('- late 2')).toBeLessThan(text.indexOf('- late 3'));
    expect(text.split('- late 1').length).toBe(2);
  });

  it('is put back when the file was removed meanwhile (a /dream moved the session away)', () => {
    const root = rootWith({ [REL]: '# One\n' });
    const abs = path.join(root.dir, REL);
    const read = root.readText(REL)!;
    const late = heldAppender(abs);
    root.lock(`file:${REL}`, () => applyEntries(root, [{ path: REL, before: '# One\n', after: null }], 'after', new Map([[REL, read]])));
    expect(fs.existsSync(abs)).toBe(false);
    late.write('- typed late\n');
    late.close();
    checkLateWrites();
    expect(fs.readFileSync(abs, 'utf8')).toBe('- typed late\n');
  });

  it('keeps a late rewrite that is not an append in the history, and leaves the file as it is', () => {
    const root = rootWith({ [REL]: '# One\nsecond line\n' });
    const abs = path.join(root.dir, REL);
    const fd = fs.openSync(abs, fs.constants.O_WRONLY);
    updateText(root, REL, (f) => `${f!.text}- tool line\n`);
    fs.writeSync(fd, '# Uno', 0);
    fs.closeSync(fd);
    checkLateWrites();
    expect(fs.readFileSync(abs, 'utf8')).toBe('# One\nsecond line\n- tool line\n');
    const versions = readEntries(root.dir, 'demo')
      .filter((e) => e.path === 'sessions/2026-12-02.md')
      .flatMap((e) => [e.prev, e.sha])
      .filter((sha): sha is string => sha !== null)
      .map((sha) => readObject(root.dir, 'demo', sha)?.toString('utf8'));
    expect(versions).toContain('# Uno\nsecond line\n');
  });

  it('stops watching after its time and at the final check, closing what it held', () => {
    const root = rootWith({ [REL]: '# One\n' });
    updateText(root, REL, (f) => `${f!.text}- tool line\n`);
    expect(watchedCount()).toBe(1);
    checkLateWrites({ final: true });
    expect(watchedCount()).toBe(0);
  });
});

describe("the periodic check while another process holds a file's lock", () => {
  it('does not wait for the lock, keeps watching that version, and settles the others', () => {
    const OTHER = 'projects/demo/sessions/2026-12-03.md';
    const root = rootWith({ [REL]: '# One\n', [OTHER]: '# Two\n' });
    const abs = path.join(root.dir, REL);
    const other = path.join(root.dir, OTHER);
    const late = heldAppender(abs);
    const lateOther = heldAppender(other);
    updateText(root, REL, (f) => `${f!.text}- tool line\n`);
    updateText(root, OTHER, (f) => `${f!.text}- tool line\n`);
    late.write('- typed late\n');
    lateOther.write('- typed late too\n');
    late.close();
    lateOther.close();
    // A live process (this one's parent) holds the lock of the first file.
    const lock = path.join(root.dir, '.locks', lockNameFor(fileLockKey(REL)));
    fs.writeFileSync(lock, `${process.ppid} ${hostname()} ${Date.now()}`);
    checkLateWrites({ timer: true });
    expect(fs.readFileSync(abs, 'utf8')).toBe('# One\n- tool line\n');
    expect(fs.readFileSync(other, 'utf8')).toBe('# Two\n- tool line\n- typed late too\n');
    // The first file's version, the other's, and the one its late line replaced.
    expect(watchedCount()).toBe(3);
    fs.rmSync(lock);
    checkLateWrites({ timer: true });
    expect(fs.readFileSync(abs, 'utf8')).toBe('# One\n- tool line\n- typed late\n');
  });
});

describe('a writer in another process', () => {
  it('loses no line it appends late, when this process exits right after its replace', async () => {
    // The replacing process is a child that exits just after its write; its exit check must find
    // the append the parent makes through a descriptor opened before the replace.
    const root = rootWith({ [REL]: '# One\n' });
    const abs = path.join(root.dir, REL);
    const late = heldAppender(abs);
    const source = path.join(root.dir, '..', 'replace.ts');
    const script = path.join(root.dir, '..', 'replace.mjs');
    fs.writeFileSync(
      source,
      [
        `import { MemoryRoot } from ${JSON.stringify(path.resolve('server/src/storage/root.js'))};`,
        `import { updateText } from ${JSON.stringify(path.resolve('server/src/storage/update-text.js'))};`,
        `const root = MemoryRoot.open(${JSON.stringify(root.dir)});`,
        `updateText(root, ${JSON.stringify(REL)}, (f) => f.text + '- tool line\\n');`,
        `process.stdout.write('replaced\\n');`,
        `process.stdin.once('data', () => process.exit(0));`,
      ].join('\n'),
    );
    // The sources, bundled as the product's bundles are (a test runs what the sources say).
    buildSync({ entryPoints: [source], bundle: true, platform: 'node', format: 'esm', outfile: script, logLevel: 'silent' });
    const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    late.write('- typed late\n');
    late.close();
    child.stdin.write('go\n');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(fs.readFileSync(abs, 'utf8')).toBe('# One\n- tool line\n- typed late\n');
  });
});
