/**
 * Enough of kustomize to build k8s/ without it: `resources` (files and directories), `components`,
 * `patches` (strategic merge, `$patch: delete`, JSON 6902, with or without a target), `replicas`,
 * `images` and `namespace`. A kustomization field it does not know is an error, so a manifest change
 * that needs more of kustomize fails here instead of being checked half-way. Where `kubectl` is
 * installed, the deploy tests also compare this build with `kubectl kustomize`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'components',
  'patches',
  'replicas',
  'images',
]);

/** Kinds that live outside any namespace (the `namespace` field leaves them alone). */
const CLUSTER_KINDS = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
  'IngressClass',
  'ClusterTriggerAuthentication',
]);

const clone = (v) => structuredClone(v);

/** Every YAML document of a file, as plain objects (empty documents dropped). */
export function readDocs(file) {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'), { merge: true });
  return docs
    .map((d) => {
      if (d.errors.length) throw new Error(`${file}: ${d.errors[0].message}`);
      return d.toJS();
    })
    .filter((d) => d !== null && d !== undefined);
}

function kustomizationFile(dir) {
  for (const name of ['kustomization.yaml', 'kustomization.yml', 'Kustomization']) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  throw new Error(`${dir}: no kustomization.yaml`);
}

/** The resources a kustomization directory builds to, in order. */
export function build(dir) {
  return buildKustomization(resolve(dir), readDocs(kustomizationFile(resolve(dir)))[0] ?? {});
}

/** Builds an in-memory kustomization rooted at `dir` (e.g. an overlay plus a component). */
export function buildKustomization(dir, k) {
  for (const field of Object.keys(k))
    if (!KNOWN_FIELDS.has(field)) throw new Error(`${dir}: kustomization field "${field}" is not supported`);
  let docs = [];
  for (const entry of k.resources ?? []) {
    const path = resolve(dir, entry);
    if (!existsSync(path)) throw new Error(`${dir}: resource ${entry} does not exist`);
    docs.push(...(statSync(path).isDirectory() ? build(path) : readDocs(path)));
  }
  for (const entry of k.components ?? []) docs = applyComponent(resolve(dir, entry), docs);
  for (const patch of k.patches ?? []) docs = applyPatch(dir, patch, docs);
  for (const r of k.replicas ?? []) {
    const targets = docs.filter(
      (d) => ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(d.kind) && d.metadata?.name === r.name,
    );
    if (!targets.length) throw new Error(`${dir}: replicas: no workload named ${r.name}`);
    for (const d of targets) d.spec.replicas = r.count;
  }
  for (const image of k.images ?? []) setImage(docs, image);
  if (k.namespace)
    for (const d of docs) if (!CLUSTER_KINDS.has(d.kind)) (d.metadata ??= {}).namespace = k.namespace;
  return docs;
}

function applyComponent(dir, docs) {
  const k = readDocs(kustomizationFile(dir))[0] ?? {};
  if (k.kind !== 'Component') throw new Error(`${dir}: not a kustomize Component`);
  const { kind: _kind, apiVersion: _v, resources = [], ...rest } = k;
  const own = buildKustomization(dir, { resources });
  return buildKustomizationOn(dir, rest, [...docs, ...own]);
}

function buildKustomizationOn(dir, k, docs) {
  let out = docs;
  for (const field of Object.keys(k))
    if (!KNOWN_FIELDS.has(field)) throw new Error(`${dir}: component field "${field}" is not supported`);
  for (const patch of k.patches ?? []) out = applyPatch(dir, patch, out);
  for (const image of k.images ?? []) setImage(out, image);
  return out;
}

/** Does a resource match a patch target (kind, name, namespace, labelSelector of `k=v` pairs)? */
function matches(doc, target) {
  if (target.kind && doc.kind !== target.kind) return false;
  if (target.name && !new RegExp(`^(?:${target.name})$`).test(doc.metadata?.name ?? '')) return false;
  if (target.namespace && doc.metadata?.namespace !== target.namespace) return false;
  if (target.labelSelector) {
    for (const pair of target.labelSelector.split(',')) {
      const [key, value] = pair.split('=').map((s) => s.trim());
      if (doc.metadata?.labels?.[key] !== value) return false;
    }
  }
  return true;
}

function applyPatch(dir, entry, docs) {
  const patches = entry.path
    ? readDocs(resolve(dir, entry.path))
    : parseAllDocuments(entry.patch ?? '', { merge: true }).map((d) => d.toJS());
  let out = docs;
  for (const patch of patches) {
    if (Array.isArray(patch)) {
      if (!entry.target) throw new Error(`${dir}: a JSON 6902 patch needs a target`);
      const targets = out.filter((d) => matches(d, entry.target));
      for (const doc of targets) jsonPatch(doc, patch);
      continue;
    }
    const target = entry.target ?? { kind: patch.kind, name: patch.metadata?.name };
    const targets = out.filter((d) => matches(d, target));
    if (!targets.length)
      throw new Error(`${dir}: patch for ${target.kind}/${target.name ?? '*'} matches no resource`);
    if (patch.$patch === 'delete') {
      out = out.filter((d) => !targets.includes(d));
      continue;
    }
    for (const doc of targets) {
      const { metadata = {}, ...rest } = clone(patch);
      const { name: _n, namespace: _ns, ...meta } = metadata;
      mergeInto(doc, { ...rest, metadata: meta });
    }
  }
  return out;
}

/** Strategic merge, as far as these manifests need it: maps merge, lists of named maps merge by name. */
function mergeInto(target, patch) {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete target[key];
    else if (isMap(value) && isMap(target[key])) mergeInto(target[key], value);
    else if (Array.isArray(value) && Array.isArray(target[key]) && namedList(value) && namedList(target[key]))
      for (const item of value) {
        const existing = target[key].find((t) => t.name === item.name);
        if (existing) mergeInto(existing, item);
        else target[key].push(clone(item));
      }
    else target[key] = clone(value);
  }
}

const isMap = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const namedList = (list) => list.length > 0 && list.every((i) => isMap(i) && typeof i.name === 'string');

function jsonPatch(doc, ops) {
  for (const op of ops) {
    const keys = op.path
      .split('/')
      .slice(1)
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    let parent = doc;
    for (const k of keys) {
      parent = parent?.[Array.isArray(parent) ? Number(k) : k];
      if (parent === undefined) throw new Error(`JSON patch: ${op.path} does not exist in ${doc.kind}`);
    }
    if (op.op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (op.op === 'replace' || op.op === 'add') {
      if (op.op === 'replace' && !(Array.isArray(parent) ? Number(last) < parent.length : last in parent))
        throw new Error(`JSON patch: replace of missing ${op.path} in ${doc.kind}/${doc.metadata?.name}`);
      if (Array.isArray(parent) && op.op === 'add')
        parent.splice(last === '-' ? parent.length : Number(last), 0, clone(op.value));
      else parent[Array.isArray(parent) ? Number(last) : last] = clone(op.value);
    } else throw new Error(`JSON patch op "${op.op}" is not supported`);
  }
}

/** The pod spec of a workload, if it has one. */
export function podSpec(doc) {
  if (doc.kind === 'Pod') return doc.spec;
  if (doc.kind === 'CronJob') return doc.spec?.jobTemplate?.spec?.template?.spec;
  return doc.spec?.template?.spec;
}

/** `registry/name:tag` -> `{name, tag}` (tag undefined when absent; a digest counts as pinned). */
export function splitImage(ref) {
  const at = ref.indexOf('@');
  if (at >= 0) return { name: ref.slice(0, at), tag: undefined, digest: ref.slice(at + 1) };
  const slash = ref.lastIndexOf('/');
  const colon = ref.lastIndexOf(':');
  return colon > slash
    ? { name: ref.slice(0, colon), tag: ref.slice(colon + 1) }
    : { name: ref, tag: undefined };
}

function setImage(docs, image) {
  for (const doc of docs) {
    const spec = podSpec(doc);
    if (!spec) continue;
    for (const c of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
      const { name, tag } = splitImage(c.image);
      if (name !== image.name) continue;
      const newName = image.newName ?? name;
      c.image = image.digest ? `${newName}@${image.digest}` : `${newName}:${image.newTag ?? tag}`;
    }
  }
}
