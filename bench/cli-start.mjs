// Cold start of `dsp consent parse` against `node -e 0` (docs/performance.md: budget <= 3x).
// Median of N alternating runs so machine noise hits both sides alike.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const runs = Number(process.env.RUNS ?? 30);
const commands = {
  'node -e 0': ['-e', '0'],
  'dsp consent parse': ['dist/cli/dsp.js', 'consent', 'parse', 'pe1fu1ma0e', '--json'],
};

function timeOnce(args) {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
  return performance.now() - start;
}

const samples = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
for (let i = 0; i < runs; i += 1) {
  for (const [name, args] of Object.entries(commands)) samples[name].push(timeOnce(args));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const baseline = median(samples['node -e 0']);
const cli = median(samples['dsp consent parse']);
const report = { runs, nodeMs: +baseline.toFixed(1), cliMs: +cli.toFixed(1), ratio: +(cli / baseline).toFixed(2), budget: 3 };
console.log(JSON.stringify(report));
