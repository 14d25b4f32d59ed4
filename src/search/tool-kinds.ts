import { escapeRegExp } from '../util/text.ts';

// Kinds of tools a decision turns down as a whole ("no ORM, plain SQL with postgres.js", "we won't add a state
// management library") and the tools of each kind a later prompt may name instead ("set up Prisma for the new
// tables"). The prompt shares no word with the decision and the embedding model does not know that Prisma is an
// ORM, so without this the decision was not recalled, and nothing said that the user had turned the kind down.
// Recall looks up, by the kind's names, the decisions that turned down the kind of a tool the prompt names, and
// flags them; and, the other way, by the kind's tools, the decisions that turned down a tool of a kind the prompt
// names ("add an ORM for the new tables" after "we rejected Prisma …"). (Adding the kind's words to every search's
// query instead cost the ADR bench's MRRs: its titles and contexts name tools, and the kinds' words matched other
// records.)
//
// Only names that ordinary English and chat do not use for something else: not "react", "express", "yarn",
// "celery", "mocha", "cypress" (a recipe or a knitting question must not gain the words of a kind).

/** Each kind: how a decision names it (lower case, singular), then its tools as they are written in prompts. */
const KINDS: [names: string[], tools: string][] = [
  [['orm', 'object-relational mapper'], 'prisma drizzle drizzle-orm typeorm sequelize mikro-orm objection.js sqlalchemy peewee activerecord hibernate gorm doctrine eloquent ecto'],
  [['query builder'], 'knex kysely'],
  [['css framework'], 'tailwind tailwindcss bulma'],
  [['state management library', 'state management', 'state manager', 'state library'], 'redux zustand mobx recoil jotai pinia vuex xstate'],
  [['component library', 'ui library', 'ui kit'], 'mui material-ui chakra antd shadcn mantine'],
  [['bundler'], 'webpack rollup esbuild turbopack rspack'],
  [['test runner', 'test framework', 'testing framework'], 'jest vitest pytest'],
  [['browser automation', 'e2e framework'], 'playwright puppeteer selenium'],
  [['linter'], 'eslint tslint oxlint ruff pylint flake8 rubocop golangci-lint'],
  [['formatter'], 'prettier dprint rustfmt gofmt'],
  [['monorepo tool', 'build system'], 'nx turborepo lerna bazel'],
  [['message broker', 'message queue'], 'rabbitmq kafka nats activemq zeromq sqs'],
  [['job queue', 'task queue', 'queue library'], 'bullmq sidekiq resque pg-boss graphile-worker'],
  [['logging library', 'logger'], 'pino bunyan log4j loguru'],
  [['http client'], 'axios superagent undici node-fetch'],
  [['date library'], 'dayjs date-fns luxon moment.js momentjs'],
  [['validation library', 'schema library'], 'zod yup ajv valibot typebox superstruct'],
  [['search engine', 'search service'], 'elasticsearch opensearch meilisearch typesense algolia solr'],
  [['vector database', 'vector store', 'vector db'], 'qdrant weaviate milvus pgvector chromadb'],
  [['feature flag service'], 'launchdarkly flagsmith growthbook'],
  [['web framework'], 'fastify nestjs hapi'],
  [['frontend framework'], 'vue angular svelte preact solidjs'],
  [['identity provider', 'auth provider'], 'auth0 okta keycloak cognito'],
  [['error tracker', 'error tracking service'], 'sentry rollbar bugsnag'],
  [['container orchestrator', 'orchestrator'], 'kubernetes k8s'],
  [['infrastructure as code', 'iac tool'], 'terraform pulumi cloudformation'],
];

/** A kind: its names and its tools. */
interface Kind {
  names: string[];
  tools: string[];
}

const KIND_OF = new Map<string, Kind>();
const NAMED = new Map<string, Kind>();
for (const [names, list] of KINDS) {
  const kind = { names, tools: list.split(/\s+/) };
  for (const tool of kind.tools) KIND_OF.set(tool, kind);
  for (const name of names) NAMED.set(name, kind);
}

/**
 * The last text each reader read, and what it found: recall asks about one prompt once per memory it weighs, and
 * a pasted log makes a prompt of 20,000 characters.
 */
const memo: { tools?: { text: string; out: string[] }; kinds?: { text: string; out: { name: string; tools: string[] }[] } } = {};

/** A text's words as a tool's name is written ("date-fns", "moment.js", "c++"), without the punctuation around them. */
const toolWords = (text: string): string[] => text.split(/[^\w.+#/-]+/).map((w) => w.replace(/^[./-]+|[./-]+$/g, ''));

/** The tools a text names that belong to a kind, as written, each once ("Prisma", "date-fns", "moment.js"). */
export function kindTools(text: string): string[] {
  if (memo.tools?.text === text) return memo.tools.out;
  const out = new Map<string, string>();
  for (const word of toolWords(text)) {
    const key = word.toLowerCase();
    if (KIND_OF.has(key) && !out.has(key)) out.set(key, word);
  }
  memo.tools = { text, out: [...out.values()] };
  return memo.tools.out;
}

/** The names of the kinds of `tools` (as `kindTools` read them), each once: "orm", "object-relational mapper" for "prisma". */
export function kindNames(tools: string[]): string[] {
  return [...new Set(tools.flatMap((t) => KIND_OF.get(t.toLowerCase())!.names))];
}

/** The kinds a text names ("add an ORM for …", "which state management library …"), each by the name it used. */
export function kindsIn(text: string): { name: string; tools: string[] }[] {
  if (memo.kinds?.text === text) return memo.kinds.out;
  const said = ` ${text.toLowerCase().replace(/[^\w\s-]+/g, ' ').replace(/\s+/g, ' ')} `;
  const out = new Map<Kind, string>();
  for (const [name, kind] of NAMED) if (!out.has(kind) && (said.includes(` ${name} `) || said.includes(` ${name}s `))) out.set(kind, name);
  // Each by the name as the text writes it ("ORM").
  memo.kinds = { text, out: [...out].map(([kind, name]) => ({ name: new RegExp(escapeRegExp(name).replace(/ /g, '\\s+'), 'i').exec(text)?.[0] ?? name, tools: kind.tools })) };
  return memo.kinds.out;
}

/** Whether a rejected option is a tool of one of `tools` ("Prisma", "prisma 5", "Zod + fastify-type-provider-zod" for "zod"). */
export function isToolOf(option: string, tools: string[]): boolean {
  return toolWords(option.toLowerCase()).some((w) => tools.includes(w));
}

/**
 * Whether a text names another tool of a kind `option` is a tool of: "dayjs" for "date-fns" (date libraries),
 * "Vitest" for "Jest". What a decision that turned `option` down chose may be its replacement though the two share
 * no other word.
 */
export function sameKindIn(option: string, text: string): boolean {
  const own = toolWords(option.toLowerCase());
  const kinds = new Set(own.flatMap((w) => (KIND_OF.has(w) ? [KIND_OF.get(w)!] : [])));
  return kinds.size > 0 && kindTools(text).some((t) => !own.includes(t.toLowerCase()) && kinds.has(KIND_OF.get(t.toLowerCase())!));
}

/** Words before a kind's name that leave it the kind: "an ORM", "any state management library", "a heavy ORM". */
const LEAD = /^(?:(?:a|an|the|any|another|some|extra|separate|dedicated|full|heavy|heavyweight|third-party|external|new|big|whole)\s+)+/;

/**
 * The tools `tools` (as `kindTools` read them) that are of the kind a rejected option names ("ORM", "an ORM",
 * "ORMs", "a state management library"): "prisma" for "ORM". None when the option names a tool, or no kind.
 */
export function ofRejectedKind(option: string, tools: string[]): string[] {
  if (!tools.length) return [];
  const name = option.toLowerCase().trim().replace(LEAD, '').replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  const kind = NAMED.get(name);
  return kind ? tools.filter((t) => KIND_OF.get(t.toLowerCase()) === kind) : [];
}
