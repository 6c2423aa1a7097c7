/** The quantile of a Prometheus histogram (bench/lib/histogram.mjs); run by `npm run test:deploy`. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bucketsOf, difference, quantile } from './histogram.mjs';

const metrics = (n) => `# HELP icp_rpc_handled_seconds x
icp_rpc_handled_seconds_bucket{le="0.005",subject="b.ai.suggest.channels",outcome="ok"} ${n[0]}
icp_rpc_handled_seconds_bucket{le="0.01",subject="b.ai.suggest.channels",outcome="ok"} ${n[1]}
icp_rpc_handled_seconds_bucket{le="0.025",subject="b.ai.suggest.channels",outcome="ok"} ${n[2]}
icp_rpc_handled_seconds_bucket{le="+Inf",subject="b.ai.suggest.channels",outcome="ok"} ${n[3]}
icp_rpc_handled_seconds_bucket{le="0.005",subject="b.ai.settings.get",outcome="ok"} 1000
icp_rpc_handled_seconds_bucket{le="0.01",subject="b.ai.settings.get",outcome="ok"} 1000
icp_rpc_handled_seconds_bucket{le="0.025",subject="b.ai.settings.get",outcome="ok"} 1000
icp_rpc_handled_seconds_bucket{le="+Inf",subject="b.ai.settings.get",outcome="ok"} 1000
`;

test('reads only the series asked for, and only what happened between two readings', () => {
  const only = { subject: (s) => s.endsWith('ai.suggest.channels') };
  const before = bucketsOf(metrics([10, 10, 10, 10]), 'icp_rpc_handled_seconds', only);
  const after = bucketsOf(metrics([10, 60, 110, 110]), 'icp_rpc_handled_seconds', only);
  assert.deepEqual(difference(before, after), [
    { le: 0.005, count: 0 },
    { le: 0.01, count: 50 },
    { le: 0.025, count: 100 },
    { le: Infinity, count: 100 },
  ]);
});

test('interpolates within the bucket the rank falls in', () => {
  const d = [
    { le: 0.005, count: 0 },
    { le: 0.01, count: 50 },
    { le: 0.025, count: 100 },
    { le: Infinity, count: 100 },
  ];
  assert.equal(quantile(0.5, d), 0.01);
  assert.ok(Math.abs(quantile(0.99, d) - (0.01 + 0.015 * (49 / 50))) < 1e-12);
});

test('nothing observed has no quantile; past the last bound it is the last bound', () => {
  assert.equal(quantile(0.99, [{ le: Infinity, count: 0 }]), null);
  assert.equal(
    quantile(0.99, [
      { le: 0.01, count: 0 },
      { le: Infinity, count: 10 },
    ]),
    0.01,
  );
});
