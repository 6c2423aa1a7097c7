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

/**
 * With `outcomes`, the last column holds a deal's stage as a CRM writes it (Active, Churned, Won, Lost,
 * Proposal sent), and Dental practices are won more often (bench/predictors.mjs); without, Won or Lost as
 * before (the same bytes).
 */
const STAGES = ['Active', 'Active', 'Active', 'Churned', 'Won', 'Proposal sent'];

export function generate(rows, { outcomes = false } = {}) {
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
  let industry = '';
  for (let i = 1; i <= rows; i++) {
    const employees = Math.max(1, Math.round(Math.exp(rnd() * 6)));
    const revenue = `$${((employees * (50 + rnd() * 150)) / 1000).toFixed(1)}M`;
    const fee = `"$${Math.round(500 + employees * 40 * rnd()).toLocaleString('en-US')}"`;
    lines.push(
      [
        `C-${i}`,
        `"Client ${i}, Ltd"`,
        (industry = pick(industries)),
        employees,
        revenue,
        pick(countries),
        pick(occupations),
        pick(channels),
        fee,
        outcomes ? stage(rnd, industry) : rnd() < 0.85 ? 'Won' : 'Lost',
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** A deal's stage: lost 40% of the time, 25% for a dental practice; else one of STAGES. */
function stage(rnd, industry) {
  if (rnd() < (industry === 'Dental practice' ? 0.25 : 0.4)) return 'Lost';
  return STAGES[Math.floor(rnd() * STAGES.length)];
}
