// Run in a fresh process by the bench: times model load and the first query
// embedding the way a hook experiences them. Prints JSON.
//   probe.mjs <model-dir> [onnx]
import { StaticModel } from '../../src/embed/model2vec.ts';
import { OnnxModel } from '../../src/embed/onnx.ts';

const t0 = performance.now();
const model = process.argv[3] === 'onnx' ? new OnnxModel(process.argv[2]) : new StaticModel(process.argv[2]);
const t1 = performance.now();
model.embed('How did we set up the database migrations for the project last week?');
const t2 = performance.now();
model.embed('Which queue did we pick for background jobs, and why not RabbitMQ?');
const t3 = performance.now();
process.stdout.write(JSON.stringify({ readyMs: t1 - t0, firstEmbedMs: t2 - t1, secondEmbedMs: t3 - t2, rssMb: process.memoryUsage().rss / 2 ** 20 }));
model.close();
