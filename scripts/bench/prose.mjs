// Synthetic Markdown prose: Zipf-distributed words, headings, lists, @mentions, #tags, [[links]],
// inline code and the odd fenced block (whose @ and # must not count as refs).
import { createZipf } from './prng.mjs';
import { PEOPLE, TAGS, PLANTED_PHRASES } from './vocabulary.mjs';

export function createProseWriter(vocabulary) {
  const zipf = createZipf(vocabulary.length);
  // Content words for titles and file names: skip the function words at the head of the ranking.
  const contentZipf = createZipf(vocabulary.length - 200);
  const word = (random) => vocabulary[zipf(random)];
  const contentWord = (random) => vocabulary[200 + contentZipf(random)];

  function title(random, words = random.int(2, 5)) {
    const parts = [];
    for (let i = 0; i < words; i++) parts.push(contentWord(random));
    return capitalize(parts.join(' '));
  }

  function sentence(random, linkTitles) {
    const n = random.int(6, 20);
    const parts = [];
    for (let i = 0; i < n; i++) parts.push(word(random));
    if (random.chance(0.08)) parts.splice(random.int(0, parts.length), 0, `@${random.pick(PEOPLE)}`);
    if (random.chance(0.08)) parts.splice(random.int(0, parts.length), 0, `#${random.pick(TAGS)}`);
    if (random.chance(0.05) && linkTitles.length > 0) {
      parts.splice(random.int(0, parts.length), 0, `[[${random.pick(linkTitles)}]]`);
    }
    if (random.chance(0.03)) parts.splice(random.int(0, parts.length), 0, `\`${word(random)}_${word(random)}()\``);
    return `${capitalize(parts.join(' '))}.`;
  }

  function paragraph(random, linkTitles) {
    const n = random.int(2, 6);
    const out = [];
    for (let i = 0; i < n; i++) out.push(sentence(random, linkTitles));
    return out.join(' ');
  }

  function list(random, linkTitles) {
    const n = random.int(2, 6);
    const out = [];
    for (let i = 0; i < n; i++) out.push(`- ${sentence(random, linkTitles)}`);
    return out.join('\n');
  }

  function fence(random) {
    const lines = ['```ts'];
    const n = random.int(2, 6);
    for (let i = 0; i < n; i++) {
      lines.push(`const ${word(random)}Value = call("${word(random)}"); // @${random.pick(PEOPLE)} #${random.pick(TAGS)}`);
    }
    lines.push('```');
    return lines.join('\n');
  }

  /**
   * A Markdown body of about `targetBytes` (ASCII, so chars = bytes), starting with `# heading`.
   * Planted phrases go in at their rates so that searches for them have a known order of hits.
   */
  function document(random, { heading, targetBytes, linkTitles = [] }) {
    const blocks = [`# ${heading}`];
    let size = blocks[0].length;
    let sinceHeading = 0;
    const planted = [];
    for (const [key, phrase] of Object.entries(PLANTED_PHRASES)) {
      if (random.chance(phrase.rate)) planted.push({ key, text: phrase.text, at: random.next() });
    }
    while (size < targetBytes) {
      let block;
      if (sinceHeading >= 2 && random.chance(0.3)) {
        block = `${'#'.repeat(random.int(2, 3))} ${title(random)}`;
        sinceHeading = 0;
      } else if (random.chance(0.2)) {
        block = list(random, linkTitles);
        sinceHeading++;
      } else if (random.chance(0.02)) {
        block = fence(random);
        sinceHeading++;
      } else {
        block = paragraph(random, linkTitles);
        sinceHeading++;
      }
      for (const p of planted) {
        if (!p.done && size / targetBytes >= p.at) {
          block = `${block}\nWe agreed to ${p.text} (see @${random.pick(PEOPLE)}).`;
          p.done = true;
        }
      }
      blocks.push(block);
      size += block.length + 2;
    }
    for (const p of planted) {
      if (!p.done) blocks.push(`We agreed to ${p.text}.`);
    }
    return { text: `${blocks.join('\n\n')}\n`, planted: planted.map((p) => p.key) };
  }

  return { word, contentWord, title, sentence, paragraph, list, document };
}

export function capitalize(text) {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

export function kebab(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
