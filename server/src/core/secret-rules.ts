/**
 * Secret formats that secretlint's recommended preset (12.0.0) does not know, chosen by comparing
 * it with gitleaks' default rule set (config/gitleaks.toml). The patterns are written here from the
 * providers' documented token shapes, not copied.
 *
 * What is taken, and why: formats with a fixed, distinctive prefix (Stripe `sk_live_`, Google
 * `AIza`, GitLab's other `gl…-` tokens, PyPI, Twilio `SK`, Azure, Slack app/config tokens, JWTs,
 * DigitalOcean, Doppler, Sentry, …) can be matched without a keyword, and ordinary notes do not
 * contain them: each pattern also requires the random part to look random (entropy), so a
 * placeholder such as `sk_live_xxxxxxxxxxxxxxxxxxxxxxxx` passes.
 *
 * What is left out: gitleaks' ~150 keyword rules of the form `<vendor> … = <32 alphanumerics>`
 * (Adobe, Asana, Bitbucket, …) match a hash or an id written next to a vendor's name in a note;
 * instead one conservative generic rule takes an assignment to a credential-named key
 * (`DB_PASSWORD=…`, `"client_secret": "…"`) whose value is one long, random-looking word.
 */

export interface ExtraRule {
  /** Reported as `extra/<id>`, like secretlint's `<rule>/<messageId>`. */
  id: string;
  pattern: RegExp;
  /** Capture group holding the secret (0: the whole match). */
  group?: number;
  /** Minimum Shannon entropy (bits per character) of the secret, to let placeholders pass. */
  minEntropy?: number;
  /** Further test on the secret. */
  accept?: (secret: string) => boolean;
  /** Lower-case strings of which one must occur in the text for the rule to run (speed). */
  keywords?: string[];
}

/** Shannon entropy in bits per character. */
export function entropyOf(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

// Token boundaries: not preceded or followed by a character that could continue the token.
const B = '(?<![A-Za-z0-9_-])';
const E = '(?![A-Za-z0-9_-])';
const re = (body: string, flags = 'g') => new RegExp(`${B}${body}${E}`, flags);

const hasDigitAndLetter = (s: string) => /\d/.test(s) && /[A-Za-z]/.test(s);

function isJwt(token: string): boolean {
  const [header] = token.split('.');
  try {
    const json = JSON.parse(Buffer.from(header as string, 'base64url').toString('utf8')) as unknown;
    return typeof json === 'object' && json !== null && 'alg' in json;
  } catch {
    return false;
  }
}

const PLACEHOLDER = /^(?:\$\{?|<|\{\{|%|process\.env|env\.|os\.environ|getenv)|example|changeme|placeholder|redacted|your[_-]|xxxx|\*{3}|\.\.\./i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const EXTRA_RULES: ExtraRule[] = [
  // Payment and cloud providers.
  { id: 'stripe/SECRET_KEY', keywords: ['sk_', 'rk_'], pattern: re('(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{20,247}'), minEntropy: 3 },
  { id: 'stripe/WEBHOOK_SECRET', keywords: ['whsec_'], pattern: re('whsec_[A-Za-z0-9]{32,}'), minEntropy: 3 },
  { id: 'google/API_KEY', keywords: ['aiza'], pattern: re('AIza[0-9A-Za-z_-]{35}'), minEntropy: 3.5 },
  { id: 'google/OAUTH_CLIENT_SECRET', keywords: ['gocspx-'], pattern: re('GOCSPX-[0-9A-Za-z_-]{28}'), minEntropy: 3 },
  { id: 'google/OAUTH_ACCESS_TOKEN', keywords: ['ya29.'], pattern: re('ya29\\.[0-9A-Za-z_-]{30,}'), minEntropy: 3.5 },
  {
    id: 'azure/AD_CLIENT_SECRET',
    keywords: ['q~'],
    pattern: /(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g,
    minEntropy: 3,
  },
  { id: 'azure/STORAGE_ACCOUNT_KEY', keywords: ['accountkey='], pattern: /AccountKey=([A-Za-z0-9+/]{86}==)/g, group: 1, minEntropy: 4 },
  { id: 'azure/SHARED_ACCESS_KEY', keywords: ['sharedaccesskey='], pattern: /SharedAccessKey=([A-Za-z0-9+/]{42,44}=?)/g, group: 1, minEntropy: 4 },
  { id: 'azure/SAS_SIGNATURE', keywords: ['sig='], pattern: /[?&]sig=((?:[A-Za-z0-9+/]|%2[BbFf]){40,}(?:=|%3[Dd]){0,2})/g, group: 1, minEntropy: 4 },
  { id: 'digitalocean/TOKEN', keywords: ['_v1_'], pattern: re('do[opr]_v1_[a-f0-9]{64}'), minEntropy: 3 },
  { id: 'alibaba/ACCESS_KEY_ID', keywords: ['ltai'], pattern: re('LTAI[A-Za-z0-9]{20}'), minEntropy: 3 },
  { id: 'heroku/API_KEY', keywords: ['hrku-'], pattern: re('HRKU-AA[0-9A-Za-z_-]{58}'), minEntropy: 3.5 },
  {
    id: 'flyio/TOKEN',
    keywords: ['fo1_', 'fm1', 'fm2'],
    pattern: /(?<![A-Za-z0-9_-])(?:fo1_[A-Za-z0-9_-]{43}|fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3})/g,
    minEntropy: 4,
  },
  { id: 'cloudflare/ORIGIN_CA_KEY', keywords: ['v1.0-'], pattern: re('v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}'), minEntropy: 3 },
  { id: 'square/ACCESS_TOKEN', keywords: ['sq0', 'eaaa'], pattern: re('(?:sq0atp-|sq0csp-|EAAA)[0-9A-Za-z_-]{22,60}'), minEntropy: 3.5 },
  { id: 'mailchimp/API_KEY', keywords: ['-us'], pattern: re('[a-f0-9]{32}-us\\d{1,2}'), minEntropy: 3 },
  { id: 'twilio/API_KEY', keywords: ['sk'], pattern: re('SK[0-9a-f]{32}'), minEntropy: 3, accept: hasDigitAndLetter },
  // Developer platforms and package registries.
  {
    id: 'gitlab/TOKEN',
    keywords: ['gl'],
    pattern: re('(?:glpat|gldt|glrt|glcbt|glptt|glft|glimt|glagent|gloas|glsoat|glffct)-[0-9A-Za-z_.-]{20,300}'),
    minEntropy: 3,
  },
  { id: 'gitlab/RUNNER_REGISTRATION_TOKEN', keywords: ['gr1348941'], pattern: re('GR1348941[0-9A-Za-z_-]{20}'), minEntropy: 3 },
  { id: 'pypi/UPLOAD_TOKEN', keywords: ['pypi-'], pattern: re('pypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[0-9A-Za-z_-]{50,}'), minEntropy: 3 },
  { id: 'rubygems/API_KEY', keywords: ['rubygems_'], pattern: re('rubygems_[a-f0-9]{48}'), minEntropy: 3 },
  { id: 'clojars/TOKEN', keywords: ['clojars_'], pattern: re('CLOJARS_[a-z0-9]{60}'), minEntropy: 3 },
  { id: 'artifactory/API_KEY', keywords: ['akcp'], pattern: re('AKCp[A-Za-z0-9]{69}'), minEntropy: 4 },
  { id: 'atlassian/API_TOKEN', keywords: ['atatt3'], pattern: re('ATATT3[A-Za-z0-9_=-]{180,}'), minEntropy: 4 },
  { id: 'postman/API_KEY', keywords: ['pmak-'], pattern: re('PMAK-[a-f0-9]{24}-[a-f0-9]{34}'), minEntropy: 3 },
  { id: 'pulumi/ACCESS_TOKEN', keywords: ['pul-'], pattern: re('pul-[a-f0-9]{40}'), minEntropy: 3 },
  { id: 'doppler/TOKEN', keywords: ['dp.'], pattern: re('dp\\.(?:pt|st|sa|ct|scim|audit)\\.[A-Za-z0-9]{40,44}'), minEntropy: 3.5 },
  { id: 'sentry/TOKEN', keywords: ['sntry'], pattern: /(?<![A-Za-z0-9_-])(?:sntryu_[a-f0-9]{64}|sntrys_eyJ[A-Za-z0-9+/=_]{60,})/g, minEntropy: 3.5 },
  { id: 'planetscale/TOKEN', keywords: ['pscale_'], pattern: re('pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}'), minEntropy: 3.5 },
  { id: 'dynatrace/API_TOKEN', keywords: ['dt0c01.'], pattern: re('dt0c01\\.[A-Za-z0-9]{24}\\.[A-Za-z0-9]{64}'), minEntropy: 4 },
  { id: 'newrelic/API_KEY', keywords: ['nrak-'], pattern: re('NRAK-[A-Z0-9]{27}'), minEntropy: 3 },
  { id: 'supabase/ACCESS_TOKEN', keywords: ['sbp_'], pattern: re('sbp_[a-f0-9]{40}'), minEntropy: 3 },
  { id: 'tailscale/KEY', keywords: ['tskey-'], pattern: re('tskey-[a-z]+-[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,}'), minEntropy: 3.5 },
  { id: 'age/SECRET_KEY', keywords: ['age-secret-key-1'], pattern: re('AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}'), minEntropy: 3 },
  // Messaging and social.
  {
    id: 'slack/APP_OR_CONFIG_TOKEN',
    keywords: ['xapp-', 'xoxe'],
    pattern: re('(?:xapp-\\d-[A-Z0-9]+-\\d+-[a-z0-9]+|xoxe(?:\\.xox[bp])?-\\d-[A-Za-z0-9]{140,})'),
    minEntropy: 3,
  },
  { id: 'slack/WORKFLOW_WEBHOOK', keywords: ['hooks.slack.com'], pattern: /hooks\.slack\.com\/(?:workflows|triggers)\/[A-Za-z0-9+/]{43,56}/g, minEntropy: 3.5 },
  { id: 'telegram/BOT_TOKEN', keywords: [':aa'], pattern: re('\\d{8,10}:AA[0-9A-Za-z_-]{33}'), minEntropy: 3.5 },
  {
    id: 'discord/WEBHOOK',
    keywords: ['/api/webhooks/'],
    pattern: /discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/([A-Za-z0-9_-]{60,68})/g,
    group: 1,
    minEntropy: 4,
  },
  { id: 'twitter/BEARER_TOKEN', keywords: ['aaaaaaaaaaaaaaaaaaaaaa'], pattern: re('A{22}[A-Za-z0-9%]{80,110}'), minEntropy: 3.5 },
  { id: 'facebook/ACCESS_TOKEN', keywords: ['eaac', 'eaam'], pattern: re('EAA[CM][A-Za-z0-9]{100,}'), minEntropy: 4 },
  // AI providers whose keys are `sk-` and a long random word (OpenAI's legacy keys, DeepSeek, …).
  { id: 'generic/SK_API_KEY', keywords: ['sk-'], pattern: re('sk-[A-Za-z0-9]{32,}'), minEntropy: 3.8, accept: hasDigitAndLetter },
  { id: 'xai/API_KEY', keywords: ['xai-'], pattern: re('xai-[A-Za-z0-9]{70,}'), minEntropy: 4 },
  { id: 'replicate/API_TOKEN', keywords: ['r8_'], pattern: re('r8_[A-Za-z0-9]{37}'), minEntropy: 3.5 },
  // A bearer token: a signed JWT (header and payload are base64url JSON, the header names `alg`).
  {
    id: 'jwt/JSON_WEB_TOKEN',
    keywords: ['eyj'],
    pattern: re('eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]{16,}'),
    minEntropy: 3.5,
    accept: isJwt,
  },
  // One generic rule: `<credential-named key> = <one long random word>`, in env, YAML, JSON, code.
  {
    id: 'generic/CREDENTIAL_ASSIGNMENT',
    keywords: ['pass', 'pwd', 'secret', 'key', 'token'],
    pattern:
      /(?:password|passwd|pwd|secret|secret[_-]?key|client[_-]?secret|api[_-]?key|apikey|access[_-]?key|auth[_-]?token|access[_-]?token|refresh[_-]?token|bearer[_-]?token|private[_-]?key|token)["']?[ \t]*(?::=|=>|=|:)[ \t]*["'`]?([A-Za-z0-9+/=_.~!@#$%^&*-]{16,200})(?=["'`]?(?:[\s,;)}\]]|$))/gi,
    group: 1,
    minEntropy: 3.7,
    accept: (s) => hasDigitAndLetter(s) && !PLACEHOLDER.test(s) && !UUID.test(s) && !/^[a-z]+(?:[_.-][a-z]+)+$/i.test(s),
  },
];

// A lookahead, so that keywords that overlap are all seen; at one position only the longest is
// captured, so a rule's keyword also counts when it is a part of a captured one.
const KEYWORDS = new RegExp(
  `(?=(${[...new Set(EXTRA_RULES.flatMap((r) => r.keywords ?? []))]
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')}))`,
  'gi',
);

export interface RuleHit {
  start: number;
  end: number;
  rule: string;
}

/** Every hit of the extra rules in `text`. */
export function extraRuleHits(text: string): RuleHit[] {
  const hits: RuleHit[] = [];
  // One pass finds which keywords occur; most texts hold none, and then only the few rules
  // without keywords run.
  const present = new Set<string>();
  for (const m of text.matchAll(KEYWORDS)) present.add((m[1] as string).toLowerCase());
  const found = [...present];
  for (const rule of EXTRA_RULES) {
    if (rule.keywords && !rule.keywords.some((k) => found.some((p) => p.includes(k)))) continue;
    for (const m of text.matchAll(rule.pattern)) {
      const secret = m[rule.group ?? 0];
      if (secret === undefined) continue;
      if (rule.minEntropy !== undefined && entropyOf(secret) < rule.minEntropy) continue;
      if (rule.accept && !rule.accept(secret)) continue;
      const start = (m.index as number) + m[0].indexOf(secret);
      hits.push({ start, end: start + secret.length, rule: `extra/${rule.id}` });
    }
  }
  return hits;
}
