/**
 * Secret-shaped samples and a benign corpus for the secrets suite. Every token is assembled at run
 * time from a seeded generator or made by node:crypto (no literal credential for a repository
 * scanner to flag, and none real); the shapes follow the providers' documented formats.
 */
import { generateKeyPairSync } from 'node:crypto';
import { generator } from '../helpers/seeded.js';

const r = generator(7_20261129);
const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const HEX = '0123456789abcdef';
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const URLSAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const j = (...parts: string[]) => parts.join('');
const PRIV = 'PRIVATE';

function pem(kind: string, body: string, eol = '\n'): string {
  return [`-----BEGIN ${kind}${PRIV} KEY-----`, ...(body.match(/.{1,64}/g) ?? []), `-----END ${kind}${PRIV} KEY-----`].join(eol);
}

const madeKey = (type: 'rsa' | 'ec' | 'ed25519', format: 'pkcs1' | 'sec1' | 'pkcs8'): string => {
  const { privateKey } =
    type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 1024 })
      : type === 'ec'
        ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
        : generateKeyPairSync('ed25519');
  return privateKey.export({ type: format, format: 'pem' }) as string;
};
let onePasswordJson = JSON.stringify({
  email: `${r(12, LOWER_ALNUM)}@1passwordserviceaccounts.lcl`,
  muk: { alg: 'A256GCM', k: r(43, URLSAFE) },
  secretKey: r(34, UPPER_DIGITS),
  srpX: r(64, HEX),
  signInAddress: 'my.1password.com',
});
// The token's base64 ends in "fQ==": the closing brace alone in the last group.
while (onePasswordJson.length % 3 !== 1) onePasswordJson = `${onePasswordJson.slice(0, -1)} }`;

function jwt(): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return [b64({ alg: 'HS256', typ: 'JWT' }), b64({ sub: r(12), name: 'ci-bot', iat: 1764547200 }), r(43, URLSAFE)].join('.');
}

/** [format name, text containing it] */
export const SECRET_SAMPLES: [string, string][] = [
  ['AWS access key id', `The CI user is ${j('AK', 'IA', r(16, UPPER_DIGITS))} for now.`],
  ['AWS secret access key', `aws_secret_access_key = ${r(40, BASE64)}`],
  ['AWS secret in YAML', `AWS_SECRET_ACCESS_KEY: "${r(40, BASE64)}"`],
  ['GitHub classic token (ghp_)', `bot token: ${j('gh', 'p_', r(36))}`],
  ['GitHub OAuth token (gho_)', `oauth ${j('gh', 'o_', r(36))}`],
  ['GitHub app token (ghs_)', `app ${j('gh', 's_', r(36))}`],
  ['GitHub fine-grained token', j('github', '_pat_', r(82, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_'))],
  ['RSA private key', pem('RSA ', `MII${r(400, BASE64)}`)],
  ['RSA private key made by node:crypto (PKCS#1)', madeKey('rsa', 'pkcs1')],
  ['EC P-256 private key made by node:crypto (SEC1)', madeKey('ec', 'sec1')],
  ['EC P-256 private key made by node:crypto (PKCS#8)', madeKey('ec', 'pkcs8')],
  ['Ed25519 private key made by node:crypto (PKCS#8)', madeKey('ed25519', 'pkcs8')],
  ['PKCS#8 private key', pem('', `MIIE${r(400, BASE64)}`)],
  ['OpenSSH private key (CRLF)', pem('OPENSSH ', `b3BlbnNzaC1rZXktdjE${r(300, BASE64)}`, '\r\n')],
  ['Anthropic API key', `ANTHROPIC_API_KEY=${j('sk-', 'ant-', 'api03-', r(93, URLSAFE), 'AA')}`],
  ['OpenAI project key', `- openai: ${j('sk-', 'proj-', r(74), j('T3Blbk', 'FJ'), r(74))}`],
  ['Slack bot token', `slack ${j('xo', 'xb-', r(10, '0123456789'), '-', r(13, '0123456789'), '-', r(24))}`],
  ['Slack user token', `slack ${j('xo', 'xp-', r(10, '0123456789'), '-', r(12, '0123456789'), '-', r(13, '0123456789'), '-', r(32, HEX))}`],
  ['Slack webhook URL', `hook: https://hooks.slack.com/services/${j('T', r(10, UPPER_DIGITS))}/${j('B', r(10, UPPER_DIGITS))}/${r(24)}`],
  ['npm token', `//registry.npmjs.org/:_authToken=${j('np', 'm_', r(36))}`],
  ['PostgreSQL URL with password', `DATABASE_URL=postgres://app:${r(16)}@db.internal:5432/app`],
  ['MySQL URL with password', `mysql://root:${r(16)}@127.0.0.1:3306/prod`],
  ['MongoDB URL with password', `mongodb+srv://admin:${r(16)}@cluster0.example.net/prod`],
  ['basic auth in a URL', `see https://deploy:${r(16)}@ci.example.org/job`],
  ['GitLab personal token', `gitlab ${j('gl', 'pat-', r(20, URLSAFE))}`],
  ['SendGrid API key', `SENDGRID=${j('S', 'G.', r(22, URLSAFE), '.', r(43, URLSAFE))}`],
  ['Shopify access token', `shop ${j('shp', 'at_', r(32, HEX))}`],
  ['Hugging Face token', `HF_TOKEN=${j('h', 'f_', r(34, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'))}`],
  ['Groq API key', `GROQ_API_KEY=${j('gs', 'k_', r(52))}`],
  ['Linear API key', `LINEAR=${j('lin', '_api_', r(40))}`],
  ['Notion integration token', `NOTION=${j('nt', 'n_', r(11, '0123456789'), r(35))}`],
  ['Databricks token', `DATABRICKS_TOKEN=${j('da', 'pi', r(32, HEX))}`],
  ['Grafana service account token', `GRAFANA=${j('gl', 'sa_', r(32), '_', r(8, HEX))}`],
  ['HashiCorp Vault token', `VAULT_TOKEN=${j('hv', 's.', r(90, URLSAFE))}`],
  ['Figma token', `FIGMA=${j('fi', 'gd_', r(40, URLSAFE))}`],
  ['1Password service account token', `OP_SERVICE_ACCOUNT_TOKEN=${j('op', 's_', Buffer.from(onePasswordJson).toString('base64'))}`],
  ['Vercel token', `VERCEL_TOKEN=${j('vc', 'p_', r(24))}`],
  // Formats added after comparing the rule set with gitleaks' defaults (core/secret-rules.ts).
  ['Stripe live secret key', `STRIPE_SECRET_KEY=${j('sk', '_live_', r(24))}`],
  ['Stripe restricted key', `restricted ${j('rk', '_live_', r(99))}`],
  ['Stripe webhook secret', `webhook: ${j('wh', 'sec_', r(32))}`],
  ['Google API key', `maps key ${j('AI', 'za', r(35, URLSAFE))}`],
  ['Google OAuth client secret', `client_secret ${j('GOC', 'SPX-', r(28, URLSAFE))}`],
  ['GitLab runner token', `runner ${j('gl', 'rt-', r(20, URLSAFE))}`],
  ['GitLab deploy token', `deploy ${j('gl', 'dt-', r(20, URLSAFE))}`],
  ['PyPI upload token', `TWINE_PASSWORD=${j('pypi-', 'AgEIcHlwaS5vcmc', r(70, URLSAFE))}`],
  ['Twilio API key', `twilio ${j('S', 'K', r(32, HEX))}`],
  ['Azure AD client secret', `AZURE_CLIENT_SECRET=${j(r(3), '8', 'Q~', r(34, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~.-'))}`],
  [
    'Azure storage connection string',
    `DefaultEndpointsProtocol=https;AccountName=acme;${j('Account', 'Key=')}${r(86, BASE64)}==;EndpointSuffix=core.windows.net`,
  ],
  ['JSON Web Token', `Authorization: Bearer ${jwt()}`],
  ['DigitalOcean token', `DO_TOKEN=${j('do', 'p_v1_', r(64, HEX))}`],
  ['Doppler token', `DOPPLER_TOKEN=${j('dp.', 'pt.', r(43))}`],
  ['Sentry user token', `SENTRY_AUTH_TOKEN=${j('sntr', 'yu_', r(64, HEX))}`],
  ['Telegram bot token', `bot ${r(10, '0123456789')}${j(':', 'AA')}${r(33, URLSAFE)}`],
  ['Mailchimp API key', `mailchimp ${r(32, HEX)}${j('-', 'us')}${r(2, '123456789')}`],
  ['Postman API key', `postman ${j('PM', 'AK-')}${r(24, HEX)}-${r(34, HEX)}`],
  ['Slack app token', `app ${j('xa', 'pp-1-')}A${r(10, UPPER_DIGITS)}-${r(13, '0123456789')}-${r(64, HEX)}`],
  ['Square access token', `square ${j('sq0', 'atp-')}${r(22, URLSAFE)}`],
  ['age secret key', j('AGE-', 'SECRET-', 'KEY-1', r(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'))],
  ['OpenAI legacy key', `OPENAI_API_KEY=${j('sk', '-')}${r(48)}`],
  ['PlanetScale token', `PSCALE=${j('pscale', '_tkn_')}${r(43)}`],
  ['Discord webhook URL', `https://discord.com/api/webhooks/${r(18, '0123456789')}/${r(68, URLSAFE)}`],
  ['password assignment', `DB_PASSWORD=${r(20)}`],
  ['client secret in JSON', `{"client_id": "acme-web", "client_secret": "${r(32)}"}`],
  [
    'GCP service account key file',
    `{"type": "service_account", "private_key_id": "${r(40, HEX)}", "private_key": "${pem('', `MIIE${r(200, BASE64)}`).replace(/\n/g, '\\n')}"}`,
  ],
];

/** Ordinary memory text that must pass: technical prose, ids, hashes, URLs, examples. */
export const BENIGN_SAMPLES: string[] = [
  '# Status\n\nThe API migration is half done; next step is the billing endpoints.\n',
  'Decided to use bcrypt with rounds=12 for password hashing (see D7).\n',
  'Commit 3f2a9c1d4e5b6a7980f1e2d3c4b5a69788796a5b fixed the flaky test.\n',
  'Session id 550e8400-e29b-41d4-a716-446655440000 reproduced the bug.\n',
  'sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n',
  'Set AWS_REGION=eu-west-1 and read the key from the vault, never from this file.\n',
  'The token lives in 1Password under "CI / deploy"; rotate it monthly.\n',
  'DATABASE_URL=postgres://localhost:5432/app (no password in dev).\n',
  'Example from the docs: AKIAIOSFODNN7EXAMPLE is the documented sample id.\n',
  'Use `process.env.GITHUB_TOKEN` in CI; never hard-code it.\n',
  'See https://github.com/org/repo/pull/1234#issuecomment-987654321 for context.\n',
  'Colours: #ff8800 for warnings, #00aa55 for success.\n',
  'base64 of "hello world" is aGVsbG8gd29ybGQ= (used in the fixture).\n',
  'The JWT header is {"alg":"HS256","typ":"JWT"}; claims are documented in docs/auth.md.\n',
  'ssh-ed25519 public keys are fine to store: they are public.\n',
  'Password policy: at least 12 characters, checked by zxcvbn score >= 3.\n',
  'Meeting with @jane-doe about #billing and [[API Design]] on 2026-11-29.\n',
  '```ts\nconst apiKey = process.env.OPENAI_API_KEY;\n```\n',
  'Version 2.14.3 fixed CVE-2025-53110 (a startsWith path check).\n',
  'UUIDs: 123e4567-e89b-12d3-a456-426614174000, 9b2b6f1e-0c39-4b8e-8d0f-2a3f5c1d7e90.\n',
  'The S3 bucket arn:aws:s3:::my-team-artifacts keeps the build outputs.\n',
  'Redis runs at redis://cache.internal:6379/0 without auth inside the VPC.\n',
  'A long identifier: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 is just the alphabet.\n',
  '- [x] rotate the staging secrets (done by ops, values not recorded here)\n',
  'Kubernetes secret name: api-credentials (namespace prod); fetched at deploy time.\n',
  'The hash of the release tarball is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.\n',
  'Phone +1 415 555 0100, e-mail ops@example.com for escalations.\n',
  '| env | region |\n|---|---|\n| prod | eu-west-1 |\n| staging | us-east-1 |\n',
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.\n',
  'Ticket PROJ-4821: the cron job at 03:15 UTC overlaps the backup window.\n',
];

/**
 * Tokens that are valid kebab-case, so that they pass slug and file-name rules: a project or
 * person slug, a file name, an alias, a folder in a bound path.
 */
export const KEBAB_SECRETS: [string, string][] = [
  ['Slack bot token', j('xo', 'xb-', r(10, '0123456789'), '-', r(13, '0123456789'), '-', r(24, LOWER_ALNUM))],
  ['GitLab personal token', j('gl', 'pat-', r(20, LOWER_ALNUM))],
  ['GitLab runner token', j('gl', 'rt-', r(20, LOWER_ALNUM))],
  ['Mailchimp API key', j(r(32, HEX), '-', 'us', r(2, '123456789'))],
];

/** The secret part of a sample: its longest word (what an encoding is applied to). */
export function tokenOf(text: string): string {
  const words = text.split(/[\s"'`,{}()]+/).filter((t) => t.length >= 16);
  return words.reduce((a, b) => (b.length > a.length ? b : a), '');
}

const hex2 = (c: string) => c.charCodeAt(0).toString(16).padStart(2, '0');
const escapeMiddle = (token: string, esc: (c: string) => string) => {
  const at = Math.floor(token.length / 2);
  return token.slice(0, at) + esc(token[at] as string) + token.slice(at + 1);
};
const yamlQuoted = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r/g, '\\r').replace(/\n/g, '\\n');

/**
 * Escaped forms of a sample, each with the file it is written to: [encoding, path suffix, text].
 * The sample's token is escaped in the middle, so no scanner sees it as written.
 */
export function encodedForms(text: string): [string, string, string][] {
  const token = tokenOf(text);
  const swap = (whole: string, esc: (c: string) => string) => (token ? whole.split(token).join(escapeMiddle(token, esc)) : whole);
  const at = Math.floor(token.length / 2);
  const splitToken = token ? `${token.slice(0, at)}\\\n    ${token.slice(at)}` : '';
  const quoted = yamlQuoted(text);
  return [
    ['JSON \\u escape', '.json', swap(`{"note": ${JSON.stringify(text)}}\n`, (c) => `\\u00${hex2(c)}`)],
    ['YAML \\x escape', '.yaml', swap(`note: "${quoted}"\n`, (c) => `\\x${hex2(c)}`)],
    ['YAML line continuation', '.yaml', `note: "${token ? quoted.split(token).join(splitToken) : quoted}"\n`],
    ['front matter line continuation', '.md', `---\nnote: "${token ? quoted.split(token).join(splitToken) : quoted}"\n---\n\n# Note\n`],
    ['percent-encoding', '.md', swap(`See ${text}\n`, (c) => `%${hex2(c).toUpperCase()}`)],
    ['HTML character reference', '.md', swap(`See ${text}\n`, (c) => `&#${c.charCodeAt(0)};`)],
  ];
}

/** Ordinary text that looks a little like a credential and must pass: hashes, ids, slugs, data. */
export const BENIGN_LOOKALIKES: string[] = [
  'Release 2.3.1 is commit 0123456789abcdef0123456789abcdef01234567; the previous one a1b2c3d.',
  'sha512: cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  'integrity sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg== from the lock file.',
  'Trace ids: 4bf92f3577b34da6a3ce929d0e0e4736, 00f067aa0ba902b7, 550e8400-e29b-41d4-a716-446655440000.',
  'token: 550e8400-e29b-41d4-a716-446655440000 is the request id we log (not a credential).',
  'Logo: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'Slugs: billing-api-v2, acme-corp-2026-migration, jane-doe, q3-2026-okr-review-notes.',
  'Stripe keys start with sk_live_ or rk_live_; Google API keys with AIza; Slack bot tokens with xoxb-.',
  'api_key: ${API_KEY}\nclient_secret: "{{ vault.client_secret }}"\npassword: <your password here>',
  'password_min_length = 12\ntoken_ttl_seconds: 3600\nsecret_name: prod-db-password',
  'const accessToken = await getAccessTokenFromRefreshToken(refreshTokenStore);',
  'apiKey: process.env.STRIPE_SECRET_KEY ?? throwMissing("STRIPE_SECRET_KEY")',
  'STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx is the placeholder in .env.example.',
  'The example JWT header.payload.signature is xxxxx.yyyyy.zzzzz; ours expire after 15 minutes.',
  'Azure secrets contain Q~ after four characters; ours are in Key Vault kv-prod-weu.',
  'Build 20261201.3 on runner ubuntu-24.04; cache key node-modules-9f86d081884c7d65.',
  'Colours #ff8800 #00aa55; semver 1.2.3-beta.4+build.5; ISO 2026-12-01T18:30:00Z.',
  'Windows path C:\\Users\\jane\\AppData\\Roaming\\npm and a regex \\d{4}-\\d{2}.',
  'JSON with escapes: {"msg": "line one\\nline two \\u00e9t\\u00e9", "path": "a\\/b"}',
  'A URL with encoding: https://example.com/search?q=caf%C3%A9%20au%20lait&page=2',
  'HTML entities: caf&#233; &amp; cr&#xE8;me, &lt;b&gt;bold&lt;/b&gt;.',
  'scikit-learn (sklearn) 1.5 and sk-image are the Python packages we pin.',
  'AWS example id AKIAIOSFODNN7EXAMPLE and key wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY from the docs.',
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGb0mJwV8kq3F2t9X7Yp5cN3R4s6Lw8zQe1dH0uVx2Ja deploy@ci',
  'Feature flags: new_checkout=true, max_retries=5, backoff_ms=250, session_timeout=1800.',
];
