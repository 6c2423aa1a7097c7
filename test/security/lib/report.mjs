/**
 * Probe results: each probe has a category, a name and either passes or fails with a reason. A probe
 * that throws fails with the error's message.
 */
export class Report {
  constructor() {
    /** @type {{category: string, name: string, ok: boolean, reason?: string}[]} */
    this.results = [];
  }

  pass(category, name) {
    this.results.push({ category, name, ok: true });
  }

  fail(category, name, reason) {
    this.results.push({ category, name, ok: false, reason });
  }

  /** Records `ok`; `reason` (a string or a function making one) explains a failure. */
  check(category, name, ok, reason) {
    if (ok) this.pass(category, name);
    else this.fail(category, name, typeof reason === 'function' ? reason() : (reason ?? 'failed'));
    return ok;
  }

  /** Runs an async probe: it answers nothing or a failure reason (string), or throws. */
  async run(category, name, fn) {
    try {
      const reason = await fn();
      if (reason) this.fail(category, name, reason);
      else this.pass(category, name);
    } catch (err) {
      this.fail(category, name, `threw: ${err?.stack ?? err}`);
    }
  }

  get failed() {
    return this.results.filter((r) => !r.ok);
  }

  summary(elapsedMs) {
    const byCategory = new Map();
    for (const r of this.results) {
      const c = byCategory.get(r.category) ?? { passed: 0, failed: 0 };
      if (r.ok) c.passed += 1;
      else c.failed += 1;
      byCategory.set(r.category, c);
    }
    const lines = ['', 'Security suite', '=============='];
    const width = Math.max(...[...byCategory.keys()].map((k) => k.length), 8);
    for (const [category, c] of byCategory) {
      lines.push(
        `  ${category.padEnd(width)}  ${String(c.passed + c.failed).padStart(4)} probes  ${c.failed ? `${c.failed} FAILED` : 'ok'}`,
      );
    }
    const failed = this.failed;
    lines.push(
      `  ${'total'.padEnd(width)}  ${String(this.results.length).padStart(4)} probes  ${failed.length ? `${failed.length} FAILED` : 'all passed'}  (${(elapsedMs / 1000).toFixed(1)} s)`,
    );
    if (failed.length) {
      lines.push('', 'Failures:');
      for (const f of failed) lines.push(`  x [${f.category}] ${f.name}\n      ${f.reason}`);
    }
    return lines.join('\n');
  }
}
