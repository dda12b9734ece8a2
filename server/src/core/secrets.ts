/**
 * Secret detection for everything written to memory (seed 003 rule 5), with secretlint's
 * maintained recommended preset; the AWS rule also scans bare access key ids (AKIA...).
 */
import { lintSource } from '@secretlint/core';
import { creator as presetRecommend } from '@secretlint/secretlint-rule-preset-recommend';

export interface SecretFinding {
  line: number;
  rule: string;
  excerpt: string;
}

const config = {
  rules: [
    {
      id: '@secretlint/secretlint-rule-preset-recommend',
      rule: presetRecommend,
      rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }],
    },
  ],
};

function mask(line: string, start: number, end: number): string {
  const secret = line.slice(start, end);
  const shown = secret.length > 8 ? `${secret.slice(0, 4)}${'*'.repeat(Math.min(12, secret.length - 4))}` : '****';
  const text = `${line.slice(0, start)}${shown}${line.slice(end)}`.trim();
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

export async function findSecret(text: string): Promise<SecretFinding | null> {
  if (text.trim() === '') return null;
  const result = await lintSource({
    source: { filePath: '/memory/content.md', content: text, ext: '.md', contentType: 'text' },
    options: { config: config as never, maskSecrets: false },
  });
  const message = result.messages[0];
  if (!message) return null;
  const [start, end] = message.range;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  let lineEnd = text.indexOf('\n', start);
  if (lineEnd === -1) lineEnd = text.length;
  const line = text.slice(0, start).split('\n').length;
  const ruleName = message.ruleId.replace(/^@secretlint\/secretlint-rule-/, '');
  return { line, rule: ruleName, excerpt: mask(text.slice(lineStart, lineEnd), start - lineStart, Math.min(end, lineEnd) - lineStart) };
}
