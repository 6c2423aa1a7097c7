/**
 * The generated client list of the customer-evidence benchmarks (bench/evidence.mjs and
 * bench/evidence-upload.mjs): `rows` rows of ten columns, about 86 bytes a row, UTF-8, deterministic (seed 18).
 */
/** A deterministic pseudo-random sequence (mulberry32), so every run times the same file. */
export function prng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generate(rows) {
  const rnd = prng(18);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const industries = [
    'Healthcare',
    'Health care',
    'Dental practice',
    'Retail',
    'Legal',
    'Construction',
    'Hospitality',
    'Software',
    'Real estate',
    'Manufacturing',
  ];
  const countries = [
    'Germany',
    'Deutschland',
    'Austria',
    'Switzerland',
    'France',
    'United Kingdom',
    'USA',
    'Netherlands',
  ];
  const channels = ['Referral', 'Word of mouth', 'LinkedIn', 'Google Ads', 'Event', 'Website', 'Cold call'];
  const occupations = ['Owner', 'Managing director', 'CFO', 'Office manager', 'Partner'];
  const lines = [
    'Client ID,Company,Industry,Employees,Annual revenue,Country,Occupation,Lead source,Annual fee,Won/Lost',
  ];
  for (let i = 1; i <= rows; i++) {
    const employees = Math.max(1, Math.round(Math.exp(rnd() * 6)));
    const revenue = `$${((employees * (50 + rnd() * 150)) / 1000).toFixed(1)}M`;
    const fee = `"$${Math.round(500 + employees * 40 * rnd()).toLocaleString('en-US')}"`;
    lines.push(
      [
        `C-${i}`,
        `"Client ${i}, Ltd"`,
        pick(industries),
        employees,
        revenue,
        pick(countries),
        pick(occupations),
        pick(channels),
        fee,
        rnd() < 0.85 ? 'Won' : 'Lost',
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
