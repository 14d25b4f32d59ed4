import { defineCommand } from 'citty';
import { mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import pc from 'picocolors';
import { writeConfigValue } from '../../config.ts';
import { defaultModelDir, loadEmbedder } from '../../embed/load.ts';
import type { Embedder } from '../../embed/embedder.ts';
import { StaticModel, VOCAB_INDEX_FILE, writeVocabIndex } from '../../embed/model2vec.ts';
import { reembed } from '../../engine/reembed.ts';
import { EngrimError, UsageError } from '../../errors.ts';
import { withContext, type Context } from '../context.ts';
import { commonArgs, jsonArg, printJson } from '../shared.ts';

function progress(total: number): (done: number) => void {
  if (!process.stderr.isTTY) return () => {};
  return (done) => {
    const width = 30;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    process.stderr.write(`\r${pc.dim('re-embedding')} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}`);
    if (done >= total) process.stderr.write('\n');
  };
}

function reembedAll(ctx: Context, model: Embedder): number {
  const store = ctx.store();
  return reembed(store, model, progress(store.countMissingVectors(model.id)));
}

const info = defineCommand({
  meta: { name: 'info', description: 'Which embedding model is in use: id, dimensions, vocabulary, source' },
  args: { ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const { embedder, warning } = loadEmbedder(ctx.config.model);
      if (!embedder) {
        const out = { model: null, configured: ctx.config.model || 'default', warning: warning ?? 'dense search is off (model = none)' };
        return args.json ? printJson(out) : process.stdout.write(`${pc.yellow('no model loaded')}: ${out.warning}\n`);
      }
      const m = embedder;
      const missing = ctx.store().countMissingVectors(m.id);
      const out = { ...m.info, default: m.info.dir === defaultModelDir(), memoriesWithoutVector: missing };
      if (args.json) return printJson(out);
      process.stdout.write(
        [
          `${pc.dim('model')}       ${m.id}${out.default ? pc.dim(' (shipped default)') : ''}`,
          `${pc.dim('directory')}   ${m.info.dir}`,
          `${pc.dim('backend')}     ${m.info.backend === 'onnx' ? `ONNX (onnxruntime-node) ${m.info.file}` : `Model2Vec static (TypeScript) ${m.info.file}`}`,
          `${pc.dim('dimensions')}  ${m.dim} (${m.info.dtype}${m.info.hasWeights ? ', weights' : ''}${m.info.hasMapping ? ', mapping' : ''}, normalize ${m.info.normalize})`,
          `${pc.dim('vocabulary')}  ${m.info.vocabSize} tokens (${m.info.tokenizerSource})`,
          missing ? pc.yellow(`${missing} memories have no vector for this model: run \`engrim model reembed\``) : pc.dim('every memory has a vector for this model'),
        ].join('\n') + '\n',
      );
    });
  },
});

const use = defineCommand({
  meta: { name: 'use', description: 'Select a Model2Vec model directory or ONNX export (or "default"), then re-embed stored memories' },
  args: {
    dir: { type: 'positional', description: 'model directory (tokenizer.json, model.safetensors, config.json), an ONNX export (onnx/model.onnx or a .onnx file), or "default"', required: true },
    reembed: { type: 'boolean', default: true, description: 're-embed stored memories now (--no-reembed to skip)' },
    ...commonArgs,
  },
  run({ args }) {
    return withContext(args, (ctx) => {
      const dir = args.dir === 'default' ? '' : resolve(args.dir);
      const loaded = loadEmbedder(dir);
      if (!loaded.embedder) throw new EngrimError(loaded.warning ?? `cannot load ${args.dir}`, 'MODEL');
      const model = loaded.embedder;
      if (model.info.tokenizerSource === 'tokenizer.json') {
        const index = writeVocabIndex(model.info.dir);
        if (index) {
          try {
            writeFileSync(join(model.info.dir, VOCAB_INDEX_FILE), index);
          } catch {
            process.stderr.write(pc.dim(`(could not write ${VOCAB_INDEX_FILE} beside the model: hooks will parse tokenizer.json, which is slower)\n`));
          }
        }
      }
      const path = writeConfigValue(ctx.root, 'model', dir);
      process.stdout.write(`model ${pc.cyan(model.id)} selected in ${path}\n`);
      if (args.reembed) process.stdout.write(`re-embedded ${reembedAll(ctx, model)} memories\n`);
      else process.stdout.write(`run ${pc.cyan('engrim model reembed')} before searching: vectors of other models are never mixed in\n`);
    });
  },
});

const reembedCommand = defineCommand({
  meta: { name: 'reembed', description: 'Give every stored memory a vector of the current model' },
  args: { ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const model = ctx.embedder();
      if (!model) throw new EngrimError(ctx.warnings[0] ?? 'no embedding model is configured (model = none)', 'MODEL');
      process.stdout.write(`re-embedded ${reembedAll(ctx, model)} memories with ${model.id}\n`);
    });
  },
});

const HF_FILES = ['config.json', 'tokenizer.json', 'model.safetensors'];

const pull = defineCommand({
  meta: { name: 'pull', description: 'Download a Model2Vec model from Hugging Face (needs internet), e.g. minishlab/potion-base-8M' },
  args: {
    id: { type: 'positional', description: 'Hugging Face model id, owner/name', required: true },
    dir: { type: 'string', description: 'where to put it (default ~/.cache/engrim/models/<owner>--<name>)' },
    ...commonArgs,
  },
  async run({ args }) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(args.id)) throw new UsageError(`model id must look like owner/name, got "${args.id}"`);
    const dir = resolve(args.dir ?? join(homedir(), '.cache', 'engrim', 'models', args.id.replace('/', '--')));
    mkdirSync(dir, { recursive: true });
    for (const file of HF_FILES) {
      const url = `https://huggingface.co/${args.id}/resolve/main/${file}`;
      let res: Response;
      try {
        res = await fetch(url);
      } catch (error) {
        throw new EngrimError(`cannot download ${url}: ${(error as Error).message}; check your connection or copy the files into ${dir} by hand`, 'MODEL');
      }
      if (!res.ok) throw new EngrimError(`cannot download ${url}: HTTP ${res.status}`, 'MODEL');
      writeFileSync(join(dir, file), Buffer.from(await res.arrayBuffer()));
      process.stderr.write(pc.dim(`downloaded ${file}\n`));
    }
    const model = new StaticModel(dir); // verifies the files
    process.stdout.write(`${model.id}: ${model.dim} dimensions, ${model.info.vocabSize} tokens in ${dir}\nselect it with: engrim model use ${dir}\n`);
  },
});

export default defineCommand({
  meta: { name: 'model', description: 'Show, select, download or re-embed with the embedding model' },
  subCommands: { info, use, reembed: reembedCommand, pull },
});
