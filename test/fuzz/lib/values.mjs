/**
 * Values drawn from the contracts' zod schemas, walked as JSON Schema (`z.toJSONSchema(schema, {io:
 * 'input'})`, which zod 4 produces for every route part here: pipes, refinements and transforms show their
 * input side): valid values, values on and just past each limit, and values of the wrong type. Whether a
 * whole request part is valid is not decided here but by the zod schema itself (see `oracle` in
 * requests.mjs), so a generator that misses a rule only moves a request from one column to another.
 */
import { z } from 'zod';
import { uuidFrom } from './prng.mjs';

const cache = new Map();
/** The input JSON Schema of a zod schema (cached). */
export function jsonSchemaOf(schema) {
  let js = cache.get(schema);
  if (!js) {
    js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    cache.set(schema, js);
  }
  return js;
}

export function resolve(node, root) {
  let n = node;
  for (let i = 0; n && n.$ref && i < 10; i++) n = root.$defs?.[n.$ref.replace('#/$defs/', '')] ?? {};
  return n ?? {};
}

/** Strings that tend to break parsers, templates, SQL, paths and encodings. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  'null',
  'undefined',
  'NaN',
  '0',
  '-1',
  'true',
  '[]',
  '{}',
  "' OR '1'='1' --",
  '"; DROP TABLE icps; --',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202egnp.exe',
  '\ufeffBOM',
  'é中文🙂👨‍👩‍👧‍👦',
  'Z̸̡̛̙͓a̷l̶g̵o̴',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'http://169.254.169.254/latest/meta-data/',
  '\r\nSet-Cookie: x=1',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  '9007199254740993',
];

const WRONG_TYPES = () => [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -1e21,
  1e21,
  2 ** 53 + 2,
  '',
  'x',
  'not-a-uuid',
  [],
  [null],
  [1, 'two', { three: 3 }],
  {},
  { nested: { deeper: [{}] } },
  JSON.parse('{"__proto__":{"polluted":true,"role":"admin"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
];

/** Text of a length in [min, max], mostly plain, sometimes with unicode and control characters. */
export function text(rng, min, max) {
  const len = rng.int(min, Math.max(min, max));
  const alphabet = rng.chance(0.8)
    ? 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '
    : 'aé中🙂\n\t"\\\'<>&%$#{}[]\u202e\u200b'; // NUL only among NASTY_STRINGS: the gateway refuses it
  let s = '';
  // Iterate over code points so a surrogate pair is never split (the length may overshoot by one unit).
  const chars = [...alphabet];
  while (s.length < len) {
    const c = rng.pick(chars);
    s += s.length + c.length > len ? 'a' : c; // never a surrogate pair cut in half (NASTY_STRINGS has those)
  }
  if (min > 0 && s.trim().length === 0) s = 'x'.repeat(Math.max(1, len));
  return s;
}

function alnum(rng, len, extra = '') {
  const chars = `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_${extra}`;
  let s = '';
  for (let i = 0; i < len; i++) s += chars[rng.int(0, chars.length - 1)];
  return s;
}

function password(rng, min, max) {
  const len = rng.int(Math.max(8, min), Math.min(max, 40));
  return `Aa1!${alnum(rng, len - 4)}`;
}

/**
 * URLs for the AI settings: only ones the SSRF guard must refuse (loopback, private, link-local, other
 * schemes) or that do not parse, never a public host: the fuzzer must not make the product call out.
 */
const AI_URLS = [
  '',
  'http://127.0.0.1:9/v1',
  'http://localhost:11434/v1',
  'http://10.0.0.1/v1',
  'http://192.168.1.10:8000/v1',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]:8080/v1',
  'http://0.0.0.0/v1',
  'http://[::ffff:127.0.0.1]/v1',
  'http://2130706433/v1',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_INFO',
  'not a url',
  'http://',
];

const idKinds = {
  icpId: 'icp',
  icpIds: 'icp',
  playbookId: 'playbook',
  playbookIds: 'playbook',
  draftId: 'draft',
  clientId: 'client',
  userId: 'user',
  advisorId: 'advisor',
  assignedTo: 'user',
  ids: 'user',
};

/** The kind of record an id-valued field names, by its key; undefined for anything else. */
export function idKindOf(key) {
  return idKinds[key];
}

function isUuidNode(node) {
  return node.format === 'uuid' || (typeof node.pattern === 'string' && node.pattern.includes('[1-8]'));
}

/**
 * A value meant to satisfy `node`. `key` is the property it is for (ids, e-mails, URLs are drawn by name),
 * `ctx.id(kind, key)` gives an id of a record of that kind (mostly one the caller may see).
 */
export function validValue(node0, root, ctx, key, depth = 0) {
  const { rng } = ctx;
  const node = resolve(node0, root);
  if (node.const !== undefined) return node.const;
  if (node.enum) return rng.pick(node.enum);
  if (node.anyOf || node.oneOf) {
    const branches = node.anyOf ?? node.oneOf;
    // null branches are valid, but rarer: most values should exercise the real type
    const nonNull = branches.filter(
      (b) => resolve(b, root).type !== 'null' && resolve(b, root).const === undefined,
    );
    const pool = nonNull.length && rng.chance(0.85) ? nonNull : branches;
    return validValue(rng.pick(pool), root, ctx, key, depth + 1);
  }
  const type = Array.isArray(node.type) ? rng.pick(node.type) : node.type;
  switch (type) {
    case 'string':
      return validString(node, ctx, key);
    case 'integer':
    case 'number': {
      const min = node.minimum ?? (node.exclusiveMinimum ?? -1000) + 1;
      const max = node.maximum ?? (node.exclusiveMaximum ?? 1000) - 1;
      const n = rng.int(Math.max(min, -1e6), Math.min(max, 1e6));
      return type === 'number' && rng.chance(0.3) ? n + 0.5 : n;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const kind = idKindOf(key);
      const max = Math.min(node.maxItems ?? 5, depth > 3 ? 1 : 4);
      const len = rng.int(node.minItems ?? 0, Math.max(node.minItems ?? 0, max));
      return Array.from({ length: len }, () =>
        kind ? ctx.id(kind, key) : validValue(node.items ?? {}, root, ctx, key, depth + 1),
      );
    }
    case 'object':
      return validObject(node, root, ctx, depth);
    default:
      return anyJson(rng, depth);
  }
}

function validString(node, ctx, key = '') {
  const { rng } = ctx;
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? 200;
  const kind = idKindOf(key);
  if (kind || isUuidNode(node)) return ctx.id(kind ?? 'any', key);
  if (/email/i.test(key)) return `fz_${alnum(rng, 8)}@example.com`.toLowerCase();
  if (node.allOf?.some((p) => p.pattern === '[!@#$%^&*]')) return password(rng, min, max);
  if (node.pattern === '^[a-zA-Z0-9_]+$') return alnum(rng, rng.int(Math.max(min, 3), Math.min(max, 20)));
  if (node.pattern === '^[A-Za-z0-9_-]+$')
    return alnum(rng, rng.int(Math.max(min, 1), Math.min(max, 64)), '-');
  if (node.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    // a calendar day (a task's due date): the contract also checks that it exists, 2000 to 2100
    const day = new Date(Date.UTC(rng.int(2000, 2100), rng.int(0, 11), rng.int(1, 28)));
    return day.toISOString().slice(0, 10);
  }
  if (/url/i.test(key)) return rng.pick(AI_URLS);
  if (key === 'username') return alnum(rng, rng.int(3, 20));
  if (key === 'csv') return clientList(rng);
  return text(rng, min, Math.min(max, rng.chance(0.9) ? 60 : max));
}

/** A client list a customer-evidence route can import: a header row and a few client rows. */
/** Client lists the import refuses at once (docs/limits.md): a 25,000-column header, JSON, PDF text. */
const HOSTILE_LISTS = [
  () => `${Array.from({ length: 25_000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(24_999)}1\n`,
  () =>
    JSON.stringify([
      { name: 'Smile', industry: 'Dental' },
      { name: 'Bright', industry: 'Legal' },
    ]),
  () => '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n',
  () => `Name,Notes\nSmile,"${'x'.repeat(10_001)}"\n`,
];

function clientList(rng) {
  if (rng.chance(0.08)) return rng.pick(HOSTILE_LISTS)();
  const rows = Array.from(
    { length: rng.int(1, 5) },
    () =>
      `${alnum(rng, rng.int(1, 12))},${rng.pick(['Dental', 'Healthcare', 'Legal', ''])},${rng.int(1, 500)}`,
  );
  return ['Name,Industry,Employees', ...rows].join(rng.chance(0.5) ? '\n' : '\r\n');
}

function validObject(node, root, ctx, depth) {
  const { rng } = ctx;
  const out = {};
  const required = new Set(node.required ?? []);
  for (const [k, sub] of Object.entries(node.properties ?? {})) {
    if (required.has(k) || rng.chance(depth > 0 ? 0.3 : 0.6))
      out[k] = validValue(sub, root, ctx, k, depth + 1);
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object' && !node.properties) {
    const n = rng.int(0, depth > 2 ? 1 : 4);
    for (let i = 0; i < n; i++)
      out[rng.chance(0.9) ? alnum(rng, rng.int(1, 12)) : rng.pick(NASTY_STRINGS)] = validValue(
        node.additionalProperties,
        root,
        ctx,
        undefined,
        depth + 1,
      );
  }
  return out;
}

/** Arbitrary JSON, bounded in size. */
export function anyJson(rng, depth = 0) {
  const r = rng.int(0, depth > 3 ? 4 : 6);
  switch (r) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.chance(0.5) ? rng.int(-1e9, 1e9) : rng.float() * 1e6;
    case 3:
    case 4:
      return rng.chance(0.7) ? text(rng, 0, 40) : rng.pick(NASTY_STRINGS);
    case 5:
      return Array.from({ length: rng.int(0, 4) }, () => anyJson(rng, depth + 1));
    default: {
      const o = {};
      for (let i = rng.int(0, 4); i > 0; i--) o[alnum(rng, rng.int(1, 8))] = anyJson(rng, depth + 1);
      return o;
    }
  }
}

/** A value on or just past one of `node`'s limits (or an edge case of its type). */
export function boundaryValue(node0, root, ctx, key) {
  const { rng } = ctx;
  const node = resolve(node0, root);
  if (node.anyOf || node.oneOf) return boundaryValue(rng.pick(node.anyOf ?? node.oneOf), root, ctx, key);
  if (node.enum) {
    const v = rng.pick(node.enum);
    return rng.pick([v, v.toUpperCase(), ` ${v}`, `${v} `, `${v}x`, v.slice(0, -1), '']);
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string': {
      if (idKindOf(key) || isUuidNode(node)) {
        const u = ctx.id(idKindOf(key) ?? 'any', key);
        return rng.pick([
          u.toUpperCase(),
          `{${u}}`,
          u.replace(/-/g, ''),
          `${u} `,
          ` ${u}`,
          `${u}0`,
          u.slice(0, -1),
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          '',
        ]);
      }
      const min = node.minLength ?? 0;
      const max = node.maxLength;
      const options = [() => '', () => ' '.repeat(rng.int(1, 5)), () => rng.pick(NASTY_STRINGS)];
      if (min > 0)
        options.push(
          () => 'x'.repeat(min),
          () => 'x'.repeat(min - 1),
        );
      if (max !== undefined) {
        const fill = (n) => (rng.chance(0.5) ? 'y'.repeat(n) : text(rng, n, n));
        options.push(
          () => fill(max),
          () => fill(max + 1),
          () => ` ${'z'.repeat(max)} `, // trimmed to max
          () => '🙂'.repeat(Math.ceil(max / 2)), // max UTF-16 units, twice as many bytes
        );
      }
      if (/email/i.test(key ?? ''))
        options.push(
          () => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
          () => 'a@b',
          () => ' UPPER@Example.COM ',
          () => 'x@y.z'.padStart(255, 'a'),
        );
      return rng.pick(options)();
    }
    case 'integer':
    case 'number': {
      const min = node.minimum;
      const max = node.maximum;
      const c = [0, -0, 1, -1, 0.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, Number.MAX_SAFE_INTEGER + 2];
      if (min !== undefined) c.push(min, min - 1, min - 0.5);
      if (max !== undefined) c.push(max, max + 1, max + 0.5);
      return rng.pick(c);
    }
    case 'array': {
      const max = node.maxItems ?? 60;
      const n = rng.pick([0, max, max + 1, 1]);
      const kind = idKindOf(key);
      const one = () => (kind ? ctx.id(kind, key) : validValue(node.items ?? {}, root, ctx, key, 2));
      return Array.from({ length: Math.min(n, 1000) }, one);
    }
    case 'object': {
      const o = validObject(node, root, ctx, 1);
      const keys = Object.keys(node.properties ?? {});
      if (keys.length && rng.chance(0.5)) delete o[rng.pick(keys)];
      else o[rng.pick(['', ' ', 'a'.repeat(1000), '__proto__', 'constructor', 'é'])] = 1;
      return o;
    }
    case 'boolean':
      return rng.pick([true, false, 'true', 0, 1, null]);
    default:
      return rng.pick([null, '', 0, {}, []]);
  }
}

/** A value of the wrong type for anything (or garbage shaped like the right type). */
export function wrongValue(rng) {
  const pool = WRONG_TYPES();
  return rng.chance(0.8) ? rng.pick(pool) : rng.pick(NASTY_STRINGS);
}

export const unknownId = (rng) => uuidFrom(rng);
