import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { MessagePort, Worker } from 'node:worker_threads';
import { EngrimError } from '../errors.ts';
import { msLeft } from '../util/deadline.ts';
import { sha256Hex } from '../util/digest.ts';
import type { DescribedEmbedder, ModelInfo } from './embedder.ts';
import { l2normalize, loadTokenizer, model2vecTokenIds, readNormalize, VOCAB_INDEX_FILE } from './model2vec.ts';
import type { Tokenizer } from './tokenizer/tokenizer.ts';

// A Model2Vec model published as ONNX (`onnx/model.onnx`: int64 inputs
// `input_ids` [N] and `offsets` [B], an EmbeddingBag-mean graph), run by the
// optional package onnxruntime-node. Tokenisation is Engrim's own (the same
// code as the static runtime). onnxruntime's API is asynchronous and its
// native module large, so it lives in a worker thread, loaded only when such a
// model is selected; `embed` stays synchronous by waiting on a shared flag
// (Atomics.wait) and taking the answer with receiveMessageOnPort.

export const ONNX_FILES = ['onnx/model.onnx', 'model.onnx'];
const CALL_TIMEOUT_MS = 60_000;
/** A blocking wait ends this long before a hook's deadline, leaving time to answer the agent. */
const DEADLINE_MARGIN_MS = 300;
/** How long an answer the worker flagged may take to show on the port (1 ms steps). */
const MESSAGE_GRACE_MS = 2000;

/** The ONNX file of a model directory, or null. */
export function onnxFile(dir: string): string | null {
  for (const f of ONNX_FILES) if (existsSync(join(dir, f))) return join(dir, f);
  return null;
}

/** A target names an ONNX model: a .onnx file, or a directory with one and no model.safetensors. */
export function isOnnxTarget(target: string): boolean {
  if (target.endsWith('.onnx')) return true;
  return !existsSync(join(target, 'model.safetensors')) && onnxFile(target) !== null;
}

/** The ONNX file and the model directory (tokenizer.json, config.json) of a target. */
function locate(target: string): { path: string; dir: string } {
  if (target.endsWith('.onnx')) {
    if (!existsSync(target)) throw new EngrimError(`no ONNX model at ${target}`, 'MODEL');
    const parent = dirname(target);
    const dir = existsSync(join(parent, 'tokenizer.json')) ? parent : dirname(parent);
    return { path: target, dir };
  }
  const path = onnxFile(target);
  if (!path) throw new EngrimError(`no ${ONNX_FILES.join(' or ')} in ${target}`, 'MODEL');
  return { path, dir: target };
}

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { port, signal, ortPath, modelPath } = workerData;
const flag = new Int32Array(signal);
const reply = (message) => { port.postMessage(message); Atomics.store(flag, 0, 1); Atomics.notify(flag, 0); };
(async () => {
  let ort, session;
  try {
    ort = require(ortPath);
    session = await ort.InferenceSession.create(modelPath, { intraOpNumThreads: 1, interOpNumThreads: 1, logSeverityLevel: 3 });
    reply({ inputs: session.inputNames, outputs: session.outputNames });
  } catch (error) {
    reply({ error: String((error && error.message) || error) });
    return;
  }
  port.on('message', async ({ ids, offsets }) => {
    try {
      const out = await session.run({
        input_ids: new ort.Tensor('int64', ids, [ids.length]),
        offsets: new ort.Tensor('int64', offsets, [offsets.length]),
      });
      const t = out[session.outputNames[0]];
      reply({ data: Float32Array.from(t.data), dims: t.dims.map(Number) });
    } catch (error) {
      reply({ error: String((error && error.message) || error) });
    }
  });
})();
`;

function resolveOnnxRuntime(modelPath: string): string {
  try {
    return createRequire(import.meta.url).resolve('onnxruntime-node');
  } catch {
    throw new EngrimError(
      `${modelPath} is an ONNX model, which needs the optional package onnxruntime-node: install it beside Engrim (npm install onnxruntime-node), or use the model's model.safetensors instead`,
      'MODEL',
    );
  }
}

/** A content fingerprint without reading a whole weight file: size, head and tail. */
function fingerprint(path: string): string {
  const size = statSync(path).size;
  const fd = openSync(path, 'r');
  try {
    const span = Math.min(size, 1 << 16);
    const head = Buffer.alloc(span);
    const tail = Buffer.alloc(span);
    readSync(fd, head, 0, span, 0);
    readSync(fd, tail, 0, span, size - span);
    return sha256Hex(Buffer.concat([Buffer.from(String(size)), head, tail])).slice(0, 12);
  } finally {
    closeSync(fd);
  }
}

export class OnnxModel implements DescribedEmbedder {
  readonly id: string;
  readonly info: ModelInfo;
  readonly dim: number;
  readonly tokenizer: Tokenizer;
  readonly path: string;
  private readonly normalize: boolean;
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag: Int32Array;
  private readonly receive: (port: MessagePort) => { message: unknown } | undefined;
  /** Set when a call timed out: a late answer must never be taken for the next call's. */
  private failed: string | null = null;

  /** `target`: a model directory with onnx/model.onnx, or the .onnx file itself. */
  constructor(target: string) {
    const { path, dir } = locate(target);
    this.path = path;
    if (!existsSync(join(dir, 'tokenizer.json')) && !existsSync(join(dir, VOCAB_INDEX_FILE))) {
      throw new EngrimError(`no tokenizer.json beside ${path} (looked in ${dir})`, 'MODEL');
    }
    this.normalize = readNormalize(dir);
    const { tokenizer, source } = loadTokenizer(dir);
    this.tokenizer = tokenizer;
    const ortPath = resolveOnnxRuntime(path);
    const signal = new SharedArrayBuffer(8); // [0]: an answer is ready; [1]: never set, slept on
    this.flag = new Int32Array(signal);
    // Required here, not at the top: loading worker_threads costs a fresh process ~4 ms, and every hook
    // bundles this file while few users run an ONNX model.
    const { MessageChannel, receiveMessageOnPort, Worker } = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
    this.receive = receiveMessageOnPort;
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { port: port2, signal, ortPath, modelPath: path }, transferList: [port2] });
    this.worker.unref();
    this.port.unref();
    try {
      const ready = this.await<{ inputs: string[]; outputs: string[] }>();
      for (const name of ['input_ids', 'offsets']) {
        if (!ready.inputs.includes(name)) throw new EngrimError(`${path} has inputs ${ready.inputs.join(', ')}; a Model2Vec ONNX graph takes input_ids and offsets`, 'MODEL');
      }
      this.dim = this.run([[]])[1];
    } catch (error) {
      void this.worker.terminate();
      throw error;
    }
    this.id = `onnx:${basename(dir)}:${fingerprint(path)}`;
    this.info = {
      id: this.id, dir, backend: 'onnx', file: path, dim: this.dim, vocabSize: this.tokenizer.vocabSize, dtype: 'graph',
      normalize: this.normalize, hasWeights: false, hasMapping: false, tokenizerSource: source,
    };
  }

  /** Waits for the worker's next answer. */
  private await<T>(): T {
    if (this.failed) throw new EngrimError(this.failed, 'MODEL');
    const budget = Math.max(0, Math.min(CALL_TIMEOUT_MS, msLeft() - DEADLINE_MARGIN_MS));
    if (Atomics.wait(this.flag, 0, 0, budget) === 'timed-out') {
      const why = budget < CALL_TIMEOUT_MS ? `before the hook's deadline (${Math.round(budget)} ms left)` : `within ${CALL_TIMEOUT_MS / 1000} s`;
      this.failed = `the ONNX runtime did not answer ${why} (${this.path})`;
      void this.worker.terminate();
      throw new EngrimError(this.failed, 'MODEL');
    }
    Atomics.store(this.flag, 0, 0);
    // The worker posts its answer, then raises the flag. Under load the answer was seen missing right after
    // the flag (once in a CI run, the test suite's two files in parallel): give it a moment before concluding
    // that the worker is gone.
    let received = this.receive(this.port);
    for (let i = 0; !received && i < MESSAGE_GRACE_MS; i++) {
      Atomics.wait(this.flag, 1, 0, 1);
      received = this.receive(this.port);
    }
    const message = received?.message as (T & { error?: string }) | undefined;
    if (!message) throw new EngrimError(`the ONNX runtime worker stopped (${this.path})`, 'MODEL');
    if (message.error) throw new EngrimError(`cannot run the ONNX model ${this.path}: ${message.error}`, 'MODEL');
    return message;
  }

  /** One batch through the graph: bags of token ids → [data, dim]. */
  private run(bags: number[][]): [Float32Array, number] {
    const offsets = new BigInt64Array(bags.length);
    const ids = new BigInt64Array(bags.reduce((n, b) => n + b.length, 0));
    let at = 0;
    bags.forEach((bag, i) => {
      offsets[i] = BigInt(at);
      for (const id of bag) ids[at++] = BigInt(id);
    });
    this.port.postMessage({ ids, offsets });
    const { data, dims } = this.await<{ data: Float32Array; dims: number[] }>();
    if (dims.length !== 2 || dims[0] !== bags.length) throw new EngrimError(`${this.path} returned shape [${dims}] for ${bags.length} texts`, 'MODEL');
    return [data, dims[1]];
  }

  /** Token ids used for `text` (Model2Vec's rule, as the static runtime). */
  tokenIds(text: string): number[] {
    return model2vecTokenIds(this.tokenizer, text);
  }

  embedMany(texts: string[]): Float32Array[] {
    if (!texts.length) return [];
    const [data, dim] = this.run(texts.map((t) => this.tokenIds(t)));
    return texts.map((_, i) => {
      const v = data.slice(i * dim, (i + 1) * dim);
      return this.normalize ? l2normalize(v) : v;
    });
  }

  embed(text: string): Float32Array {
    return this.embedMany([text])[0];
  }

  close(): void {
    void this.worker.terminate();
    this.tokenizer.close?.();
  }
}
