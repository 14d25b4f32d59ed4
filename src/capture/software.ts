import { isTool } from './names.ts';

// Whether a sentence speaks of software: a tool's name, code, or a word of software (capture's rules and its learned check).

/**
 * Code: a path, a source file, an identifier in camelCase or snake_case, a name with digits inside ("r8brain", "word2vec",
 * "i18next"), a dotted name ("Next.js", "Intl.DateTimeFormat"), a sized type or encoding ("int64", "float32", "utf8",
 * "sha256"), a name that ends in a kind of software's capitals ("WatermelonDB", "PostgreSQL", "NestJS", "SwiftUI"), a name
 * of five letters or more with a capital inside ("LiveKit", "HiGHS", "NavigationServer2D"; not "McDonald", "PhD" or
 * "PoE"), an environment or a runner of software ("dev environments", "the CI runners"; not "workplace environments"), a
 * database in French or Spanish ("base de données").
 */
const CODE = /\b[\w-]+\/[\w./-]+|\b\w+\.(?:ts|tsx|js|jsx|mjs|cjs|py|go|rs|rb|java|kt|json|ya?ml|toml|md|sql|sh|css|html)\b|\b[a-z]+[A-Z]\w*|\b[a-z]+_\w+|\b[a-z]+\d+[a-z]{3,}\b|\b[A-Z]\w*\.[a-z]\w*|\b(?:u?int|float|utf|sha|base)\d{1,3}\b|\b[A-Z][a-z]+(?:[A-Z][a-z]+)*(?:DB|QL|SQL|JS|UI|API|SDK|IO)\b|\b(?=[A-Za-z]{5})(?!(?:Mc|Mac|De|Di|Du|La|Le|Van|Von)[A-Z])[A-Z][a-z]+[A-Z][A-Za-z0-9]*\b|\b(?:[Dd]ev|[Dd]evelopment|[Ll]ocal|[Ss]taging|[Pp]review|[Bb]uild|[Rr]untime|[Vv]irtual|Python|Node)\s+environments?\b|\b(?:CI|GitHub|[Bb]uild|[Ss]elf-hosted)\s+runners?\b|\b[Bb]ases?\s+de\s+(?:données|datos)\b/;
/**
 * General words of software, looked up in a set as tool-words.ts's (a pattern of them compiled at a hook's first
 * use cost it ~4 ms).
 */
const SOFTWARE = new Set(
  `admin alerting alerts analytics api apis async auth authentification authentifizierung autocomplete authentication authorization backend bootloader branch branches build builds bundle
  bundler bundles cache cached caches caching gecacht certificate certificates checkout ci class classes classifier classifiers
  cli client client-side clients cluster clustering clusters codebase column columns commit commits compiler
  component components config configs configuration container containers cookie cookies cpu css csv dashboard dashboards database
  databases datenbank datenbanken dienst dienste dataframe dataframes dataset datasets db dependencies dependency deploy deployed deploying
  deployment deployments deploys déploiement déploiements despliegue despliegues dns embedding embeddings encrypt encrypted encryption endpoint endpoints env
  email emails error errors field fields file files fixture fixtures flag flags formatter framework frameworks firmware frontend
  function functions gateway gb gehostet generator generators gpu gpus handler handlers hash hashed hashes hashing hook hooks hosted hosten html http https i18n id
  idempotency idempotent ids index indexes inference infra infrastructure integer integers javascript job jobs jpeg jpg jsx kb latency libraries library lint linter
  linting l10n locale locales localization log logger logging logs materialized mb memory metrics microservice microservices middleware migration migrations
  mock mocks module modules monitoring monolith monorepo ms navmesh notebook notebooks observability package packages parser
  password passwords pathfinding payload payloads pdf pdfs png pipeline pipelines plugin plugins pod pods polling precision production proxies proxy python
  queries query queue queues ram refactor refactored refactoring regex regression release releases repo repos rtos
  repository request requests response responses retried retries retry route routes routing row rows runtime
  scheduler schema schemas sdk sdks secret secrets server server-side servers serveur serveurs servidor servidores service services session sessions shader shaders
  snapshot snapshots sprite sprites sql ssl staging stream streams suite suites svg table tables template templates test testing tests thread threads
  throughput timeout timeouts tls token tokens translations ui unmaintained upload uploaded uploads url urls validation variable variables version versions webhook webhooks webp
  websocket websockets widget widgets worker workers xml spinner spinners modal modals tooltip tooltips navbar sidebar
  traductions traducciones übersetzungen
  dropdown dropdowns sidecar sidecars network networks passkey passkeys sso script scripts browser browsers navigateur navigateurs
  navegador navegadores onglet onglets cronjob cronjobs tab tabs pestaña pestañas warteschlange warteschlangen notifications notificaciones benachrichtigungen uptime e-mail e-mails
  bucket buckets entorno entornos egress ingress autenticación autenticacion debug debugger debuggers debugging gpio gpios uart i2c mcu mcus
  microcontroller microcontrollers emulator emulators app apps stack e2e iot lte modem modems lorawan backhaul
  cms blog blogs paywall transcode transcoding connections connexion connexions conexión conexiones matchmaker matchmaking`.split(/\s+/),
);

/** Words of software in Japanese and Chinese (no spaces to split on): "デプロイ", "データベース", "部署", "数据库". */
const CJK_SOFTWARE = /デプロイ|サーバ|データベース|キャッシュ|コンテナ|ビルド|キュー|ジョブ|バックエンド|フロントエンド|ライブラリ|フレームワーク|リポジトリ|エンドポイント|マイグレーション|スキーマ|クエリ|ワーカー|バンドル|パイプライン|部署|服务器|数据库|缓存|容器|构建|队列|接口|后端|前端|框架|代码仓库|索引|打包|流水线|依赖/u;
/**
 * Whether a sentence is about software: a tool's name, code, or a word of software (alone, or last in a compound:
 * "Rails-Server", "Python-Dienst"; not first: "PDF-fillable"; with its accents: "déploiement"; in Japanese or Chinese,
 * CJK_SOFTWARE: "デプロイ", "数据库").
 */
export function aboutSoftware(sentence: string): boolean {
  return CODE.test(sentence) || CJK_SOFTWARE.test(sentence) || sentence.toLowerCase().split(/[^\w\u00C0-\u024F+#-]+/).some((w) => SOFTWARE.has(w) || isTool(w) || SOFTWARE.has(w.slice(w.lastIndexOf('-') + 1)));
}
