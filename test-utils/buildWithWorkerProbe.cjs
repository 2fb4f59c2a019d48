// Usage: node test-utils/buildWithWorkerProbe.cjs <siteDir>
//
// Runs `quire build` from the compiled lib/ (where the compile and render pools find their worker
// files) in this process, and records every worker thread it starts: which file it runs, which
// pages a compile worker was sent and compiled, how many pages a render worker reports rendered.
// Prints one line `PROBE <json>` with the build's result and those records.
const path = require('node:path');
const workerThreads = require('node:worker_threads');

const repoRoot = path.resolve(__dirname, '..');
const siteDir = path.resolve(process.argv[2]);
const workers = [];

const BaseWorker = workerThreads.Worker;
workerThreads.Worker = class ProbedWorker extends BaseWorker {
  constructor(file, options) {
    super(file, options);
    const record = { file: path.relative(repoRoot, String(file)), sent: {}, compiled: [], failed: [], rendered: 0 };
    workers.push(record);
    const postMessage = this.postMessage.bind(this);
    this.postMessage = (message, transfer) => {
      if (message && typeof message.id === 'number' && typeof message.filePath === 'string') record.sent[message.id] = path.relative(siteDir, message.filePath);
      return postMessage(message, transfer);
    };
    this.on('message', (reply) => {
      if (!reply || typeof reply !== 'object') return;
      if ('page' in reply) record.compiled.push(record.sent[reply.id]);
      if ('error' in reply) record.failed.push(record.sent[reply.id]);
      if (typeof reply.rendered === 'number') record.rendered += reply.rendered;
    });
  }
};

const { build } = require(path.join(repoRoot, 'lib', 'core', 'commands', 'build.js'));

build({ siteDir }).then(
  (result) => {
    const summary = workers.map(({ file, compiled, failed, rendered }) => ({ file, compiled: compiled.sort(), failed, rendered }));
    process.stdout.write(`PROBE ${JSON.stringify({ pages: result.pages, outDir: result.outDir, workers: summary })}\n`);
    process.exit(0);
  },
  (error) => {
    process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
    process.exit(1);
  },
);
