import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSecret } from '../../server/src/core/secrets.js';
import { generator } from '../helpers/seeded.js';

/**
 * Secret-shaped test values are assembled at run time from a seeded generator, so that this file
 * holds no literal token for a repository scanner to flag, and no real credential.
 */
const random = generator(20251129);
const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const awsKeyId = ['AK', 'IA', random(16, UPPER_DIGITS)].join('');
const awsSecret = random(40, `${BASE64}`);
const githubClassic = ['gh', 'p_', random(36)].join('');
const githubFineGrained = ['github', '_pat_', random(82, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_')].join('');
const anthropicKey = ['sk-', 'ant-', 'api03-', random(93, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'), 'AA'].join('');
const openAiKey = ['sk-', 'proj-', random(74), ['T3Blbk', 'FJ'].join(''), random(74)].join('');
const slackToken = ['xo', 'xb-', random(10, '0123456789'), '-', random(13, '0123456789'), '-', random(24)].join('');
const npmToken = ['np', 'm_', random(36)].join('');
const dbPassword = random(16);
const pemBody = `MII${random(240, BASE64)}`;
const pem = [`-----BEGIN RSA ${'PRIVATE'} KEY-----`, ...pemBody.match(/.{1,64}/g)!, `-----END RSA ${'PRIVATE'} KEY-----`].join('\n');
const opensshBody = `b3BlbnNzaC1rZXktdjE${random(240, BASE64)}`;
const openssh = [`-----BEGIN OPENSSH ${'PRIVATE'} KEY-----`, ...opensshBody.match(/.{1,70}/g)!, `-----END OPENSSH ${'PRIVATE'} KEY-----`].join('\r\n');

const secrets: [string, string, string, string][] = [
  // [name, text, rule, the secret that must never be echoed]
  ['an AWS access key id', `Deploy notes\n\nThe CI user is ${awsKeyId} for now.\n`, 'aws/AWSAccessKeyID', awsKeyId],
  ['an AWS secret access key', `# env\naws_secret_access_key = ${awsSecret}\n`, 'aws/AWSSecretAccessKey', awsSecret],
  ['an AWS secret in quotes, as YAML', `AWS_SECRET_ACCESS_KEY: "${awsSecret}"`, 'aws/AWSSecretAccessKey', awsSecret],
  ['a classic GitHub token', `token for the bot: ${githubClassic}`, 'github/GITHUB_TOKEN', githubClassic],
  ['a fine-grained GitHub token', `${githubFineGrained}`, 'github/GITHUB_TOKEN', githubFineGrained],
  ['an RSA private key', `Key below\n${pem}\n`, 'privatekey/PrivateKey', pemBody.slice(0, 64)],
  ['an OpenSSH private key with CRLF', `x\r\n${openssh}\r\n`, 'privatekey/PrivateKey', opensshBody.slice(0, 70)],
  ['an Anthropic API key', `ANTHROPIC_API_KEY=${anthropicKey}`, 'anthropic/ANTHROPIC_API_KEY', anthropicKey],
  ['an OpenAI API key', `- openai: ${openAiKey}`, 'openai/OPENAI_TOKEN', openAiKey],
  ['a Slack bot token', `slack ${slackToken} (rotate monthly)`, 'slack/SLACK_TOKEN', slackToken],
  [
    'a Postgres URL with a password',
    `DATABASE_URL=postgres://app:${dbPassword}@db.internal:5432/app`,
    'database-connection-string/PostgreSQLConnection',
    dbPassword,
  ],
  ['a MongoDB URL with a password', `mongodb+srv://admin:${dbPassword}@cluster0.example.net/prod`, 'database-connection-string/MongoDBConnection', dbPassword],
  ['an npm token in .npmrc form', `//registry.npmjs.org/:_authToken=${npmToken}`, 'npm/NPM_ACCESS_TOKEN', npmToken],
  ['basic auth in a URL', `see https://deploy:${dbPassword}@ci.example.org/job`, 'basicauth/BasicAuth', dbPassword],
];

describe('findSecret: detection', () => {
  it.each(secrets)('detects %s', async (_name, text, rule, secret) => {
    const finding = await findSecret(text);
    expect(finding).not.toBeNull();
    expect(finding?.rule).toBe(rule);
    expect(finding?.excerpt).not.toContain(secret);
    expect(finding?.excerpt).toContain('*');
    expect(finding?.excerpt).not.toMatch(/[\r\n]/);
  });

  it('reports the 1-indexed line where the secret starts', async () => {
    expect((await findSecret(`# Title\n\nline three\n${githubClassic}\n`))?.line).toBe(4);
    expect((await findSecret(`a\r\nb\r\nkey ${awsKeyId}\r\n`))?.line).toBe(3);
    expect((await findSecret(githubClassic))?.line).toBe(1);
  });

  it('masks every secret on the excerpt line, not only the first', async () => {
    const finding = await findSecret(`ids: ${awsKeyId} and ${githubClassic} end`);
    expect(finding?.excerpt).toBe(`ids: ${'*'.repeat(awsKeyId.length)} and ${'*'.repeat(githubClassic.length)} end`);
  });

  it('masks the whole value when a rule reports an imprecise range', async () => {
    const finding = await findSecret(`aws_secret_access_key="${awsSecret}" # rotate`);
    expect(finding?.excerpt).toMatch(/^\*+ # rotate$/);
    for (let i = 0; i + 8 <= awsSecret.length; i++) expect(finding?.excerpt).not.toContain(awsSecret.slice(i, i + 8));
  });

  it('returns the first secret in text order', async () => {
    const finding = await findSecret(`first ${npmToken}\nsecond ${githubClassic}`);
    expect(finding).toMatchObject({ line: 1, rule: 'npm/NPM_ACCESS_TOKEN' });
  });

  it('cannot be switched off by a secretlint-disable comment in the content', async () => {
    const text = `<!-- secretlint-disable -->\n${githubClassic}\n<!-- secretlint-enable -->`;
    expect(await findSecret(text)).toMatchObject({ line: 2, rule: 'github/GITHUB_TOKEN' });
    expect(await findSecret(`${githubClassic} <!-- secretlint-disable-line -->`)).not.toBeNull();
  });

  it('clips a long line around the secret', async () => {
    const finding = await findSecret(`${'word '.repeat(100)}${githubClassic} ${'tail '.repeat(100)}`);
    expect(Array.from(finding?.excerpt ?? '').length).toBeLessThanOrEqual(162);
    expect(finding?.excerpt).toContain('*'.repeat(githubClassic.length));
    expect(finding?.excerpt.startsWith('…')).toBe(true);
    expect(finding?.excerpt.endsWith('…')).toBe(true);
  });

  it('does not split a surrogate pair or crash on lone surrogates', async () => {
    const finding = await findSecret(`🙂🙂 ${githubClassic} 🙂 \ud800`);
    expect(finding?.excerpt).toBe(`🙂🙂 ${'*'.repeat(githubClassic.length)} 🙂 \ud800`);
    expect(await findSecret('\udc00 lone \ud800')).toBeNull();
  });
});

const benignNotes: string[] = [
  '# Status — My API\n\n> As of 2025-03-28: migration done.\n\n**Current state:** green\n**Next action:** release 1.4\n**Blocked on:** nothing',
  '## D7 · Use bcrypt rounds=12 for password hashing\n- Status: Active\n- Date: 2026-11-29\n- Topic: auth\n\nPasswords are hashed with bcrypt; never stored in plain text.',
  '## Password policy\n\npassword:\n\nMinimum 12 characters, rotated yearly. The password field in the form is masked.',
  'Commit 3f2a9c1d8b7e6f5a4c3b2a1d0e9f8a7b6c5d4e3f fixed the race; see also a1b2c3d.',
  'Release tag v2.3.1 points at 0123456789abcdef0123456789abcdef01234567.',
  'Request ids: 550e8400-e29b-41d4-a716-446655440000, 123e4567-e89b-12d3-a456-426614174000.',
  'The artifact digest is sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.',
  'Docker image: ghcr.io/acme/api@sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'Base64 of the sample payload: eyJ1c2VyIjoiam9obiIsInJvbGUiOiJhZG1pbiJ9 (decoded: {"user":"john","role":"admin"}).',
  'Logo inline: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'API docs: https://api.example.com/v1/users?page=2#pagination and https://example.org/docs.',
  'Clone with git clone https://github.com/acme/project-memory.git or ssh://git@github.com/acme/x.git',
  'Local database: postgres://localhost:5432/app_dev (no credentials, peer auth).',
  'Connection string template: postgres://app:${DB_PASSWORD}@db.internal:5432/app',
  'Mongo: mongodb://user:{{password}}@localhost/test is the template we render at deploy.',
  'Set DATABASE_URL in the environment; never commit it. Example: postgres://USER:YOUR_PASSWORD@HOST/DB',
  'Env vars needed: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, GITHUB_TOKEN, OPENAI_API_KEY, ANTHROPIC_API_KEY.',
  'AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as example credentials.',
  'The IAM role is arn:aws:iam::role/deploy-bot and the bucket s3://acme-artifacts/releases/.',
  'GitHub tokens start with ghp_ (classic) or github_pat_ (fine-grained); we use the GITHUB_TOKEN of Actions.',
  'Anthropic keys look like sk-ant-… and OpenAI keys like sk-proj-…; both live in the vault, not here.',
  'Slack: post to #ops via the bot (token in 1Password, item "slack-bot").',
  'Run `npm publish` with NODE_AUTH_TOKEN from the CI secret store.',
  '```ts\nconst password = process.env.DB_PASSWORD;\nif (!password) throw new Error("missing DB_PASSWORD");\n```',
  '```bash\nexport API_KEY="$(op read op://vault/api/key)"\ncurl -H "Authorization: Bearer $API_KEY" https://api.example.com\n```',
  'Header format: Authorization: Bearer <token>. Tokens expire after 1 hour.',
  'token: <redacted>\nsecret: ********\napi_key: (see vault)',
  '| name | value |\n|---|---|\n| region | eu-west-1 |\n| account | prod |\n| timeout | 30s |',
  'Meeting 2025-01-15 with @john-doe and @acme-corp about #integration; next call 2025-01-22 10:00 CET.',
  'Contact: john.doe@example.com, +1 555 0100. Office: 1 Infinite Loop.',
  'Server 10.0.0.12:8443, fallback 192.168.1.20; IPv6 fe80::1ff:fe23:4567:890a.',
  'Versions: node 20.20.2, typescript 5.9.3, vitest 3.2.7, yaml 2.9.1, gray-matter 4.0.3.',
  'Random-looking ids from the tracker: JIRA-4211, PROJ-77, INC0012345, and order #A1B2C3D4E5.',
  'The checksum (md5) of the export is 9e107d9d372bb6826bd81d3542a419d6; sha1 is 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12.',
  'Encryption: AES-256-GCM with a 96-bit nonce; keys are managed by KMS (alias/memory-root).',
  'SSH public key of the deploy bot: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGb0mJwV8kq3F2t9X7Yp5cN3R4s6Lw8zQe1dH0uVx2Ja deploy@ci',
  '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEqz0mNm1Jb7c4t2mL5Yp0Rz8c1QJ2Lq9a\n-----END PUBLIC KEY-----',
  'Certificate fingerprint SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8 (the host key).',
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore.',
  'The regex for keys is /AKIA[0-9A-Z]{16}/ and for tokens /ghp_[A-Za-z0-9]{36}/ — documented, not real.',
  'Feature flags: new_checkout=true, beta_search=false, max_retries=5, backoff_ms=250.',
  'Unicode notes: café, naïve, 日本語, emoji 🙂, and a lone surrogate \ud800 from a bad paste.',
  'JWT structure: header.payload.signature, e.g. xxxxx.yyyyy.zzzzz; never log real ones.',
  'We rotated the credentials on 2025-02-01 (ticket SEC-101); the old ones were revoked.',
  `Long paragraph: ${'The memory root keeps decisions, sessions and notes in Markdown. '.repeat(40)}`,
];

describe('findSecret: properties', () => {
  it('never throws, and an excerpt is always one line', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        const finding = await findSecret(text);
        if (finding) expect(finding.excerpt).not.toMatch(/[\r\n]/);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a token wherever it sits in prose, and never echoes it', async () => {
    const prose = fc.string({ maxLength: 80 }).map((s) => s.replace(/[A-Za-z0-9_]+$/, ''));
    const tail = fc.string({ maxLength: 80 }).map((s) => s.replace(/^[A-Za-z0-9_]+/, ''));
    await fc.assert(
      fc.asyncProperty(prose, tail, async (before, after) => {
        const text = `${before} ${githubClassic} ${after}`;
        const finding = await findSecret(text);
        expect(finding?.rule).toBe('github/GITHUB_TOKEN');
        expect(finding?.line).toBe(`${before} `.split('\n').length);
        expect(finding?.excerpt).not.toContain(githubClassic.slice(4, 20));
      }),
      { numRuns: 200 },
    );
  });
});

describe('findSecret: benign notes', () => {
  it('has a corpus of at least 40 benign notes', () => {
    expect(benignNotes.length).toBeGreaterThanOrEqual(40);
  });

  it.each(benignNotes.map((note, i) => [i + 1, note.slice(0, 50).replace(/\n/g, ' '), note] as const))(
    'passes benign note %i: %s',
    async (_i, _label, note) => {
      expect(await findSecret(note)).toBeNull();
    },
  );

  it('passes an empty text', async () => {
    expect(await findSecret('')).toBeNull();
  });
});

describe('a process that scans for a whole session', () => {
  it('keeps nothing per scan on the performance timeline (each scan costs what the first did)', async () => {
    const { performance } = await import('node:perf_hooks');
    const before = performance.getEntries().length;
    for (let i = 0; i < 50; i++) await findSecret(`# Notes ${i}\n\nThe CI user is ${awsKeyId} for now.\n`);
    // The profiler's observer is delivered after the scans; let it run if it was ever registered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.getEntries().length - before).toBe(0);
  });
});
