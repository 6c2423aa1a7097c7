/**
 * A CPU profiler preloaded into every process of a benchmark's stack, under the benchmark's control:
 *
 *   NODE_OPTIONS='--import <this file as a file: URL>' BENCH_PROFILE_DIR=<dir>
 *
 * (`--cpu-prof` is not allowed in NODE_OPTIONS, hence node:inspector.) Nothing happens unless
 * BENCH_PROFILE_DIR is set. The first SIGUSR2 starts a profile; the next one stops it and writes
 * `<dir>/<process>.<pid>.<n>.cpuprofile` (written under a temporary name, then renamed, so a reader
 * never sees half a file); and so on. A profile still running when the process exits is written then.
 * The process's name is its SERVICE_NAME, else its script's file name. BENCH_PROFILE_INTERVAL_US sets
 * the sampling interval (1000 µs, as `--cpu-prof`).
 */
import { Session } from 'node:inspector';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const name = (process.env.SERVICE_NAME || basename(process.argv[1] ?? 'node', '.js')).replace(
    /[^\w.-]/g,
    '_',
  );
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', {
    interval: Number(process.env.BENCH_PROFILE_INTERVAL_US || 1000),
  });
  let running = false;
  let count = 0;

  // A session on the process's own thread answers synchronously, so this also works in 'exit'.
  const stop = () => {
    if (!running) return;
    running = false;
    session.post('Profiler.stop', (err, result) => {
      if (err || !result?.profile) return;
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${name}.${process.pid}.${++count}.cpuprofile`);
      writeFileSync(`${file}.tmp`, JSON.stringify(result.profile));
      renameSync(`${file}.tmp`, file);
    });
  };
  process.on('SIGUSR2', () => {
    if (running) return stop();
    running = true;
    session.post('Profiler.start');
  });
  process.on('exit', stop);
}
