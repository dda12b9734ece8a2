// The words of the synthetic corpus. Real function words take the top Zipf ranks (as in English
// prose), then real domain words and invented syllable words fill the long tail, so both substring
// search (planted phrases) and ranked search (rare, mid and common terms) have realistic inputs.
import { createRandom } from './prng.mjs';

const FUNCTION_WORDS = `the of and to a in is that for it as was with be by on not this are or at
from but have an they which one you were her all she there would their we him been has when who
will more no if out so said what up its about into than them can only other new some could time
these two may then do first any my now such like our over man me even most made after also did
many before must through back years where much your way well down should because each just those`
  .split(/\s+/)
  .filter(Boolean);

export const DOMAIN_WORDS = `project memory session decision release deploy server client token cache
index query search schema migration database backend frontend api endpoint latency budget review
design meeting customer contract invoice roadmap milestone sprint backlog estimate risk incident
outage postmortem monitoring alert dashboard metric trace log audit compliance security password
hashing bcrypt encryption certificate signing rotation credential permission role access policy
tenant billing payment subscription pricing quota limit throttle retry timeout queue worker job
scheduler cron pipeline build test coverage lint bundle package dependency upgrade version branch
merge rebase commit review approval rollout canary feature flag experiment cohort funnel retention
onboarding signup login logout profile avatar settings notification email webhook callback event
stream kafka postgres redis elastic sqlite graphql grpc rest json yaml markdown template component
layout typography color spacing figma prototype wireframe accessibility contrast keyboard focus
mobile desktop tablet responsive offline sync conflict resolution merge storage bucket upload
download export import report analytics warehouse snapshot backup restore archive retention
vendor partner stakeholder owner team engineer designer manager analyst support escalation ticket
priority severity triage regression benchmark profile memory leak throughput capacity scaling
cluster container kubernetes terraform region zone failover replica shard partition consistency
transaction isolation lock deadlock batch stream window aggregate reducer selector store context`
  .split(/\s+/)
  .filter(Boolean);

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'w',
  'z',
  'br',
  'cl',
  'dr',
  'fl',
  'gr',
  'pl',
  'st',
  'tr',
  'sh',
  'ch',
  'th',
  'qu',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou', 'y'];
const CODAS = ['', '', '', 'n', 'r', 's', 'l', 't', 'm', 'nd', 'rk', 'st', 'x'];

/** Function words first, then real and invented words in a seeded order. */
export function buildVocabulary(seed, size = 20_000) {
  const random = createRandom(seed, 'vocabulary');
  const seen = new Set(FUNCTION_WORDS);
  const tail = [...DOMAIN_WORDS.filter((w) => !seen.has(w))];
  for (const w of tail) seen.add(w);
  while (seen.size < size) {
    const syllables = random.int(1, 3);
    let word = '';
    for (let i = 0; i < syllables; i++) {
      word += random.pick(ONSETS) + random.pick(VOWELS) + (i === syllables - 1 ? random.pick(CODAS) : '');
    }
    if (word.length < 4 || seen.has(word)) continue;
    seen.add(word);
    tail.push(word);
  }
  // Real domain words keep a head start (ranks among the first ~1500) so that queries built from
  // them hit a realistic number of documents, while invented words spread over the whole tail.
  const domain = tail.slice(0, DOMAIN_WORDS.length);
  const invented = tail.slice(DOMAIN_WORDS.length);
  shuffle(invented, random);
  const head = [...domain, ...invented.slice(0, 1200)];
  shuffle(head, random);
  return [...FUNCTION_WORDS, ...head, ...invented.slice(1200)];
}

function shuffle(items, random) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

export const PEOPLE = [
  'alice-martin',
  'bob-nguyen',
  'carla-diaz',
  'dev-patel',
  'erin-okafor',
  'farid-haddad',
  'grace-kim',
  'hugo-lefevre',
  'ines-costa',
  'jonas-berg',
  'kira-sato',
  'liam-walsh',
  'maya-cohen',
  'nils-larsen',
  'olga-ivanova',
  'pablo-ruiz',
  'quinn-doyle',
  'rosa-ferreira',
  'sam-taylor',
  'tara-singh',
  'ugo-bianchi',
  'vera-novak',
  'wen-li',
  'yusuf-demir',
  'zoe-adams',
  'acme-corp',
  'globex',
  'initech',
  'umbrella-labs',
  'stark-industries',
];

export const TAGS = [
  'auth',
  'perf',
  'billing',
  'infra',
  'design',
  'security',
  'onboarding',
  'search',
  'mobile',
  'api',
  'data',
  'release',
  'incident',
  'research',
  'ux',
  'compliance',
  'migration',
  'observability',
  'pricing',
  'support',
  'roadmap',
  'testing',
  'docs',
  'hiring',
  'legal',
];

export const TOPICS = ['auth', 'storage', 'search', 'billing', 'deploy', 'api', 'ui', 'data', 'infra', 'testing', 'security', 'observability'];

/**
 * Phrases planted at known rates so that the benchmark can search for something that exists:
 * `rare` in ~0.3 % of files (tens of hits in a 10k-file root), `common` in ~3 %.
 */
export const PLANTED_PHRASES = {
  rare: { text: 'rotate the signing keys before the quarterly audit', rate: 0.003 },
  common: { text: 'latency budget for the checkout flow', rate: 0.03 },
};
