import { applyEdits, modify, parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Template } from './templates.ts';

// Upserts of Engrim's hook entries into another tool's JSON config: find our
// entry (its command runs engrim-recall or engrim-capture), replace it or add
// it; every other byte of the file stays as it was.

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
export const OURS = /engrim-(recall|capture)/;

export function parseConfig(text: string, path: string): any {
  const errors: ParseError[] = [];
  const value = text.trim() ? parse(text, errors, { allowTrailingComma: true }) : {};
  if (errors.length) {
    throw new Error(`${path} is not valid JSON (${printParseErrorCode(errors[0].error)} at offset ${errors[0].offset}); fix it first, Engrim will not overwrite it`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${path} must hold a JSON object`);
  return value;
}

const isOurs = (entry: any) => typeof entry?.command === 'string' && OURS.test(entry.command);

function set(text: string, path: (string | number)[], value: unknown): string {
  return applyEdits(text, modify(text, path, value, FORMAT));
}

/** The file's text with Engrim's hooks installed (or removed), everything else untouched. */
export function editHooks(text: string, path: string, t: Template, hooks: Record<string, Record<string, unknown>>, remove = false): string {
  let out = text.trim() ? text : '{}\n';
  const config = parseConfig(out, path);
  if (t.shape === 'named') {
    return remove ? (config.engrim !== undefined ? set(out, ['engrim'], undefined) : out) : set(out, ['engrim'], Object.fromEntries(Object.entries(hooks).map(([e, h]) => [e, [h]])));
  }
  if (t.version !== undefined && config.version === undefined && !remove) out = set(out, ['version'], t.version);
  const events = remove ? Object.keys(config.hooks ?? {}) : Object.keys(hooks);
  for (const event of events) {
    const current = parseConfig(out, path).hooks?.[event];
    const list: any[] = Array.isArray(current) ? current : [];
    if (t.shape === 'flat') {
      const i = list.findIndex(isOurs);
      if (remove) {
        for (let k = list.length - 1; k >= 0; k--) if (isOurs(list[k])) out = set(out, ['hooks', event, k], undefined);
      } else if (i >= 0) out = set(out, ['hooks', event, i], hooks[event]);
      else out = set(out, ['hooks', event, list.length], hooks[event]);
      continue;
    }
    // groups: [{matcher?, hooks: [entry…]}]
    let found = false;
    for (let g = list.length - 1; g >= 0; g--) {
      const entries: any[] = Array.isArray(list[g]?.hooks) ? list[g].hooks : [];
      const i = entries.findIndex(isOurs);
      if (i < 0) continue;
      found = true;
      if (!remove) out = set(out, ['hooks', event, g, 'hooks', i], hooks[event]);
      else if (entries.length === 1) out = set(out, ['hooks', event, g], undefined);
      else out = set(out, ['hooks', event, g, 'hooks', i], undefined);
    }
    if (!found && !remove) out = set(out, ['hooks', event, list.length], { hooks: [hooks[event]] });
  }
  if (remove) out = dropEmpty(out, path);
  return out.endsWith('\n') ? out : `${out}\n`;
}

/** The file's text with Engrim's MCP server registered under mcpServers.engrim (or removed). */
export function editMcp(text: string, path: string, server: { command: string; args: string[] }, remove = false): string {
  let out = text.trim() ? text : '{}\n';
  const config = parseConfig(out, path);
  if (remove) {
    if (config.mcpServers?.engrim === undefined) return out;
    out = set(out, ['mcpServers', 'engrim'], undefined);
    if (Object.keys(parseConfig(out, path).mcpServers ?? {}).length === 0) out = set(out, ['mcpServers'], undefined);
  } else {
    out = set(out, ['mcpServers', 'engrim'], { command: server.command, args: server.args });
  }
  return out.endsWith('\n') ? out : `${out}\n`;
}

/** After a removal: event lists and a hooks object left empty go too. */
function dropEmpty(text: string, path: string): string {
  let out = text;
  const hooks = parseConfig(out, path).hooks;
  if (!hooks || typeof hooks !== 'object') return out;
  for (const [event, list] of Object.entries(hooks)) if (Array.isArray(list) && list.length === 0) out = set(out, ['hooks', event], undefined);
  const after = parseConfig(out, path).hooks;
  if (after && typeof after === 'object' && Object.keys(after).length === 0) out = set(out, ['hooks'], undefined);
  return out;
}
