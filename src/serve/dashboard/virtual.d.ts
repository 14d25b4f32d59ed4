// Provided by scripts/build.mjs: the dashboard's files, built, keyed by URL path.
declare module 'virtual:dashboard' {
  export const DASHBOARD: Record<string, { type: string; body: string }>;
}
