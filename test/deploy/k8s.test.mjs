/**
 * k8s/: every manifest parses and the overlays build (with test/deploy/support/kustomize.mjs, and with
 * `kubectl kustomize` as well where kubectl is installed); every deployable has a Deployment and a
 * Service with probes on its health port, limits and a locked-down security context; no credentials
 * inline; the Ingress routes /, /api and /ws to the right services; the workers autoscale (HPA, or KEDA
 * on their BullMQ wait lists); the network policies let only what the design allows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseAllDocuments } from 'yaml';
import { build, podSpec, readDocs, splitImage } from './support/kustomize.mjs';
import { DEPLOYABLES, dockerfileStages, k8sBuilds, parseEnvFile, read, root } from './support/project.mjs';

const builds = k8sBuilds();
const targets = new Set(dockerfileStages().stages.map((s) => s.name));
const secretKeys = new Set(parseEnvFile(read('k8s/secrets.example.env')).map(([k]) => k));
const NAMESPACE = 'icp-studio';
const SECRET = 'icp-studio-secrets';
/** The images of the non-service workloads: the SPA, the migration job. */
const OTHER_IMAGES = { web: 'edge', migrate: 'migrate', backup: 'backup' };
/** The queues with a worker Deployment of their own, scaled on its wait list. */
const QUEUES = { 'ai-worker': 'ai-analysis', pdf: 'pdf' };
/**
 * The queues a service runs inside its own pods (scaled with the service): the icp service re-scores a
 * profile after each save, a few milliseconds of work, and reads uploaded client lists (about a second
 * each, docs/evidence.md "Uploads").
 */
const IN_SERVICE_QUEUES = { icp: ['score-refresh', 'evidence-upload'] };
/** The ports Prometheus scrapes: each service's ops port (the gateway's apart from its public one). */
const METRICS_PORTS = new Set(DEPLOYABLES.map((d) => d.metricsPort ?? d.port));
const natsPasswordVar = (service) => `NATS_PASSWORD_${service.toUpperCase().replace(/-/g, '_')}`;

const find = (docs, kind, name) => docs.find((d) => d.kind === kind && d.metadata?.name === name);
const containerOf = (workload) => podSpec(workload).containers[0];
const labelsMatch = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

/** A container port by name or number. */
function containerPort(container, port) {
  return (container.ports ?? []).find((p) => p.name === port || p.containerPort === port)?.containerPort;
}

/** The Deployment a Service sends to, and the container port its named port lands on. */
function serviceTarget(docs, serviceName, port) {
  const svc = find(docs, 'Service', serviceName);
  assert.ok(svc, `Service ${serviceName} is missing`);
  const sp = svc.spec.ports.find((p) => p.name === port || p.port === port);
  assert.ok(sp, `Service ${serviceName} has no port ${port}`);
  const deployment = docs.find(
    (d) => d.kind === 'Deployment' && labelsMatch(svc.spec.selector, d.spec.template.metadata.labels),
  );
  assert.ok(deployment, `Service ${serviceName} selects no Deployment`);
  return { deployment, containerPort: containerPort(containerOf(deployment), sp.targetPort ?? sp.port) };
}

/** Every YAML file under k8s/. */
function yamlFiles(dir = join(root, 'k8s')) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

test('every manifest under k8s/ parses', () => {
  const files = yamlFiles();
  assert.ok(files.length >= 15);
  for (const file of files) {
    const docs = readDocs(file);
    assert.ok(docs.length, `${relative(root, file)} is empty`);
    for (const doc of docs)
      assert.ok(
        doc.kind && (doc.apiVersion || doc.$patch),
        `${relative(root, file)}: a document without kind`,
      );
  }
});

test('the base and both overlays build', () => {
  assert.ok(build(join(root, 'k8s/base')).length > 40);
  for (const b of builds) assert.ok(b.docs.length > 40, b.name);
});

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
test('`kubectl kustomize` builds exactly the same', { skip: !kubectl && 'kubectl is not installed' }, () => {
  const key = (d) => `${d.kind}/${d.metadata.namespace ?? ''}/${d.metadata.name}`;
  for (const dir of ['k8s/base', 'k8s/overlays/dev', 'k8s/overlays/prod']) {
    const out = execFileSync('kubectl', ['kustomize', join(root, dir)], { encoding: 'utf8' });
    const theirs = new Map(parseAllDocuments(out).map((d) => [key(d.toJS()), d.toJS()]));
    const ours = new Map(build(join(root, dir)).map((d) => [key(d), d]));
    assert.deepEqual([...ours.keys()].sort(), [...theirs.keys()].sort(), dir);
    for (const [k, doc] of ours) assert.ok(isDeepStrictEqual(doc, theirs.get(k)), `${dir}: ${k} differs`);
  }
});

test('the Ingress controller decides the client address: no forwarded header of a caller is trusted, and the gateway trusts one hop', () => {
  const docs = build(join(root, 'k8s/ingress-nginx'));
  const config = find(docs, 'ConfigMap', 'ingress-nginx-controller');
  assert.ok(config, 'k8s/ingress-nginx: the controller ConfigMap');
  assert.equal(config.metadata.namespace, 'ingress-nginx');
  assert.equal(config.data['use-forwarded-headers'], 'false');
  assert.equal(config.data['compute-full-forwarded-for'], 'false');
  assert.equal(config.data['enable-real-ip'], 'false');
  assert.equal(config.data['forwarded-for-header'], 'X-Forwarded-For');
  assert.ok(!config.data['proxy-real-ip-cidr'], 'no trusted real-ip range');
  for (const b of builds) {
    const gatewayConfig = find(b.docs, 'ConfigMap', 'icp-studio-config').data;
    assert.equal(gatewayConfig.TRUST_PROXY, '1', `${b.name}: TRUST_PROXY (one hop: the controller)`);
    // No Ingress of ours turns forwarded headers or snippets back on.
    for (const ing of b.docs.filter((d) => d.kind === 'Ingress'))
      for (const key of Object.keys(ing.metadata.annotations ?? {}))
        assert.doesNotMatch(key, /snippet|forwarded|real-ip/, `${b.name}: ${ing.metadata.name}: ${key}`);
  }
});

for (const { name, docs, keda } of builds) {
  test(`${name}: resources are named once, in the ${NAMESPACE} namespace, and no Secret is in the manifests`, () => {
    const keys = docs.map((d) => `${d.kind}/${d.metadata.name}`);
    assert.equal(new Set(keys).size, keys.length, 'a resource is defined twice');
    for (const d of docs)
      if (d.kind !== 'Namespace')
        assert.equal(d.metadata.namespace, NAMESPACE, `${d.kind}/${d.metadata.name}`);
    assert.ok(find(docs, 'Namespace', NAMESPACE));
    assert.deepEqual(
      docs.filter((d) => d.kind === 'Secret').map((d) => d.metadata.name),
      [],
      'Secrets are created with kubectl create secret, never applied from the repository',
    );
  });

  test(`${name}: each service has a Deployment and a Service, probes on its health port, limits, a locked-down security context`, () => {
    for (const d of DEPLOYABLES) {
      const deployment = find(docs, 'Deployment', d.name);
      assert.ok(deployment, `Deployment ${d.name}`);
      const spec = podSpec(deployment);
      const c = containerOf(deployment);
      const port = containerPort(c, d.port);
      assert.equal(port, d.port, `${d.name}: container port`);
      assert.equal(c.env.find((e) => e.name === d.portVar)?.value, String(d.port), `${d.name}: ${d.portVar}`);
      const probe = (p) => ({ path: p?.httpGet?.path, port: containerPort(c, p?.httpGet?.port) });
      assert.deepEqual(probe(c.readinessProbe), { path: '/health', port: d.port }, `${d.name}: readiness`);
      assert.deepEqual(probe(c.livenessProbe), { path: '/live', port: d.port }, `${d.name}: liveness`);
      assert.deepEqual(probe(c.startupProbe), { path: '/live', port: d.port }, `${d.name}: startup`);
      const ann = deployment.spec.template.metadata.annotations ?? {};
      assert.equal(ann['prometheus.io/port'], String(d.metricsPort ?? d.port), `${d.name}: scrape port`);
      if (d.metricsPort) {
        assert.equal(containerPort(c, d.metricsPort), d.metricsPort, `${d.name}: ops container port`);
        assert.equal(
          c.env.find((e) => e.name === d.metricsPortVar)?.value,
          String(d.metricsPort),
          `${d.name}: ${d.metricsPortVar}`,
        );
      }
      assert.equal(ann['prometheus.io/path'], '/metrics', `${d.name}: scrape path`);
      const svc = serviceTarget(
        docs,
        d.name,
        d.name === 'gateway' || d.name === 'realtime' ? 'http' : 'http-ops',
      );
      assert.equal(svc.deployment, deployment, `${d.name}: Service selects it`);
      assert.equal(svc.containerPort, d.port, `${d.name}: Service port`);
      assert.equal(spec.automountServiceAccountToken, false, `${d.name}: no service account token`);
    }
  });

  test(`${name}: every service rolls with no unavailable pod and drains before it stops`, () => {
    for (const d of [...DEPLOYABLES.map((x) => x.name), 'web']) {
      const deployment = find(docs, 'Deployment', d);
      assert.equal(deployment.spec.strategy?.type, 'RollingUpdate', `${d}: rolling update`);
      assert.deepEqual(
        deployment.spec.strategy.rollingUpdate,
        { maxSurge: 1, maxUnavailable: 0 },
        `${d}: a new pod is ready before an old one stops`,
      );
      // SIGTERM drains (the handlers or requests in hand finish, up to 8 s), after a preStop where an
      // endpoint routes traffic to the pod; the grace period outlasts both.
      const spec = podSpec(deployment);
      const preStop = containerOf(deployment).lifecycle?.preStop?.exec?.command;
      const preStopSeconds = preStop?.[0] === 'sleep' ? Number(preStop[1]) : 0;
      assert.ok(spec.terminationGracePeriodSeconds >= 20 + preStopSeconds, `${d}: termination grace period`);
      if (['gateway', 'realtime', 'web'].includes(d))
        assert.ok(preStopSeconds >= 5, `${d}: preStop lets the endpoints let go first`);
    }
  });

  test(`${name}: every workload is pinned, non-root, read-only, without capabilities, within limits`, () => {
    const workloads = docs.filter(
      (d) => podSpec(d) && ['Deployment', 'StatefulSet', 'Job', 'CronJob'].includes(d.kind),
    );
    assert.ok(workloads.length >= DEPLOYABLES.length + 2);
    for (const w of workloads) {
      const spec = podSpec(w);
      const id = `${w.kind}/${w.metadata.name}`;
      assert.equal(spec.securityContext?.runAsNonRoot, true, `${id}: runAsNonRoot`);
      assert.ok(Number.isInteger(spec.securityContext?.runAsUser) && spec.securityContext.runAsUser > 0, id);
      assert.equal(spec.securityContext?.seccompProfile?.type, 'RuntimeDefault', `${id}: seccomp`);
      for (const c of spec.containers) {
        const { tag, digest } = splitImage(c.image);
        assert.ok(digest || (tag && tag !== 'latest'), `${id}: image ${c.image} is not pinned`);
        assert.equal(c.securityContext?.allowPrivilegeEscalation, false, `${id}: allowPrivilegeEscalation`);
        assert.equal(c.securityContext?.readOnlyRootFilesystem, true, `${id}: readOnlyRootFilesystem`);
        assert.deepEqual(c.securityContext?.capabilities?.drop, ['ALL'], `${id}: capabilities`);
        for (const r of ['cpu', 'memory']) {
          assert.ok(c.resources?.requests?.[r], `${id}: requests.${r}`);
          assert.ok(c.resources?.limits?.[r], `${id}: limits.${r}`);
        }
        for (const mount of c.volumeMounts ?? [])
          assert.ok(
            (spec.volumes ?? []).some((v) => v.name === mount.name) ||
              (w.spec.volumeClaimTemplates ?? []).some((v) => v.metadata.name === mount.name),
            `${id}: volume ${mount.name}`,
          );
      }
    }
  });

  test(`${name}: each image is one of the Dockerfile's targets, for the workload of the same name`, () => {
    const ours = docs.filter((d) => ['Deployment', 'Job', 'CronJob'].includes(d.kind));
    for (const w of ours) {
      const image = splitImage(containerOf(w).image).name;
      if (!/icp-studio\//.test(image)) continue; // dev infrastructure (postgres, redis...)
      const target = image.split('/').pop();
      assert.equal(target, OTHER_IMAGES[w.metadata.name] ?? w.metadata.name, `${w.kind}/${w.metadata.name}`);
      assert.ok(targets.has(target), `no Dockerfile target ${target}`);
    }
  });

  test(`${name}: no credential inline: secret values come from the Secret by key, configuration from existing ConfigMaps`, () => {
    for (const w of docs.filter((d) => podSpec(d))) {
      for (const c of podSpec(w).containers) {
        for (const e of c.env ?? []) {
          if ('value' in e)
            assert.doesNotMatch(
              e.name,
              /SECRET|PASSWORD|_KEY$|^(DATABASE|REDIS|NATS|SMTP)_URL$/,
              `${w.metadata.name}: ${e.name} inline`,
            );
          const ref = e.valueFrom?.secretKeyRef;
          if (ref) {
            assert.equal(ref.name, SECRET, `${w.metadata.name}: ${e.name}`);
            assert.ok(
              secretKeys.has(ref.key),
              `${w.metadata.name}: key ${ref.key} not in secrets.example.env`,
            );
          }
        }
        for (const from of c.envFrom ?? [])
          assert.ok(find(docs, 'ConfigMap', from.configMapRef?.name), `${w.metadata.name}: envFrom`);
      }
      for (const v of podSpec(w).volumes ?? [])
        if (v.configMap)
          assert.ok(find(docs, 'ConfigMap', v.configMap.name), `${w.metadata.name}: ${v.name}`);
    }
  });

  test(`${name}: the Ingress sends / to the SPA, /api to the gateway and /ws to realtime, with WebSocket timeouts`, () => {
    const ingresses = docs.filter((d) => d.kind === 'Ingress');
    const routes = {};
    const hosts = new Set();
    for (const ing of ingresses) {
      assert.equal(ing.spec.ingressClassName, 'nginx', ing.metadata.name);
      for (const rule of ing.spec.rules) {
        hosts.add(rule.host);
        for (const p of rule.http.paths) {
          assert.equal(p.pathType, 'Prefix');
          const { deployment, containerPort: port } = serviceTarget(
            docs,
            p.backend.service.name,
            p.backend.service.port.name ?? p.backend.service.port.number,
          );
          routes[p.path] = { to: deployment.metadata.name, port, ingress: ing };
        }
      }
    }
    assert.equal(hosts.size, 1, 'one host');
    assert.deepEqual(
      Object.fromEntries(Object.entries(routes).map(([path, r]) => [path, `${r.to}:${r.port}`])),
      { '/': 'web:8080', '/api': 'gateway:3000', '/ws': 'realtime:3107' },
    );
    const ws = routes['/ws'].ingress.metadata.annotations;
    assert.ok(Number(ws['nginx.ingress.kubernetes.io/proxy-read-timeout']) >= 3600, 'ws read timeout');
    assert.ok(Number(ws['nginx.ingress.kubernetes.io/proxy-send-timeout']) >= 3600, 'ws send timeout');
    assert.ok(routes['/api'].ingress !== routes['/ws'].ingress, '/ws has its own Ingress (its own timeouts)');
    if (name.includes('prod'))
      for (const ing of ingresses) assert.ok(ing.spec.tls?.length, `${ing.metadata.name}: TLS`);
  });

  test(`${name}: the web pods serve the SPA only, from a static nginx configuration`, () => {
    const web = find(docs, 'Deployment', 'web');
    const c = containerOf(web);
    assert.equal(c.readinessProbe.httpGet.path, '/edge/health');
    const mount = c.volumeMounts.find((m) => m.mountPath === '/etc/nginx/conf.d');
    const volume = podSpec(web).volumes.find((v) => v.name === mount.name);
    const conf = find(docs, 'ConfigMap', volume.configMap.name).data['default.conf'];
    assert.match(conf, /listen 8080;/);
    assert.match(conf, /try_files \$uri \/index\.html;/);
    assert.doesNotMatch(conf, /proxy_pass/, 'the Ingress routes /api and /ws, not the web pods');
    // A share link's page (docs/product.md §14) is not indexed: the header comes from the web pods.
    assert.match(
      conf,
      /location ~\* \^\/s\(\/\|\$\) \{[^}]*add_header X-Robots-Tag "noindex, nofollow" always;/,
    );
  });

  test(`${name}: backups run every hour with the backup image, the database and key from the Secret, onto a volume`, () => {
    const cron = find(docs, 'CronJob', 'backup');
    assert.ok(cron, 'CronJob/backup');
    assert.match(cron.spec.schedule, /^\d+ \* \* \* \*$/, 'hourly');
    assert.equal(cron.spec.concurrencyPolicy, 'Forbid');
    const spec = podSpec(cron);
    const c = spec.containers[0];
    assert.equal(splitImage(c.image).name.split('/').pop(), 'backup');
    assert.match(c.command.join(' '), /backup\.mjs backup && node scripts\/backup\.mjs prune/);
    const env = Object.fromEntries(c.env.map((e) => [e.name, e.valueFrom?.secretKeyRef?.key ?? e.value]));
    assert.deepEqual(env, {
      BACKUP_DIR: '/backups',
      DATABASE_URL: 'DATABASE_URL',
      AI_ENCRYPTION_KEY: 'AI_ENCRYPTION_KEY',
    });
    const mount = c.volumeMounts.find((m) => m.mountPath === '/backups');
    const volume = spec.volumes.find((v) => v.name === mount.name);
    assert.ok(
      find(docs, 'PersistentVolumeClaim', volume.persistentVolumeClaim.claimName),
      'the backups claim',
    );
  });

  test(`${name}: the migration job runs the migrate image with DATABASE_URL from the Secret`, () => {
    const job = find(docs, 'Job', 'migrate');
    assert.ok(job);
    const c = containerOf(job);
    assert.equal(splitImage(c.image).name.split('/').pop(), 'migrate');
    assert.equal(c.env.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key, 'DATABASE_URL');
    assert.ok(['OnFailure', 'Never'].includes(podSpec(job).restartPolicy));
  });

  test(`${name}: the workers autoscale ${keda ? 'with KEDA on their BullMQ wait lists' : 'with HorizontalPodAutoscalers'}`, () => {
    const config = find(docs, 'ConfigMap', 'icp-studio-config').data;
    const hpas = docs.filter((d) => d.kind === 'HorizontalPodAutoscaler');
    const scaled = docs.filter((d) => d.kind === 'ScaledObject');
    for (const [worker, queue] of Object.entries(QUEUES)) {
      assert.ok(find(docs, 'Deployment', worker), worker);
      assert.equal(
        find(docs, 'Deployment', worker).spec.replicas,
        undefined,
        `${worker}: the autoscaler sets replicas`,
      );
      const hpa = hpas.find((h) => h.spec.scaleTargetRef.name === worker);
      const so = scaled.find((s) => s.spec.scaleTargetRef.name === worker);
      if (keda) {
        assert.ok(!hpa, `${worker}: KEDA owns the HPA`);
        assert.ok(so, `${worker}: ScaledObject`);
        const trigger = so.spec.triggers[0];
        assert.equal(trigger.type, 'redis');
        assert.equal(
          trigger.metadata.listName,
          `${config.QUEUE_PREFIX}:${queue}:wait`,
          `${worker}: list name`,
        );
        assert.ok(Number(trigger.metadata.listLength) > 0);
        const auth = find(docs, 'TriggerAuthentication', trigger.authenticationRef.name);
        assert.ok(auth, `${worker}: TriggerAuthentication`);
        for (const ref of auth.spec.secretTargetRef) assert.ok(secretKeys.has(ref.key), ref.key);
        assert.ok(so.spec.minReplicaCount <= so.spec.maxReplicaCount);
      } else {
        assert.ok(hpa, `${worker}: HorizontalPodAutoscaler`);
        assert.ok(!so, `${worker}: no ScaledObject without the KEDA component`);
        assert.equal(hpa.spec.scaleTargetRef.kind, 'Deployment');
        assert.ok(hpa.spec.minReplicas >= 1 && hpa.spec.minReplicas <= hpa.spec.maxReplicas);
      }
    }
  });

  test(`${name}: every Deployment has a PodDisruptionBudget that lets a node drain`, () => {
    for (const deployment of docs.filter(
      (d) =>
        d.kind === 'Deployment' && d.metadata.labels?.['app.kubernetes.io/component'] !== 'infrastructure',
    )) {
      const pdb = docs.find(
        (p) =>
          p.kind === 'PodDisruptionBudget' &&
          labelsMatch(p.spec.selector.matchLabels, deployment.spec.template.metadata.labels),
      );
      assert.ok(pdb, `PDB for ${deployment.metadata.name}`);
      const replicas = deployment.spec.replicas ?? 1;
      if (pdb.spec.minAvailable !== undefined)
        assert.ok(pdb.spec.minAvailable < replicas, deployment.metadata.name);
      else assert.ok(pdb.spec.maxUnavailable >= 1, deployment.metadata.name);
    }
  });

  test(`${name}: network policies: deny by default, in only from the Ingress controller (and Prometheus), out only to what each uses`, () => {
    const policies = docs.filter((d) => d.kind === 'NetworkPolicy');
    const deny = policies.find(
      (p) =>
        Object.keys(p.spec.podSelector).length === 0 &&
        ['Ingress', 'Egress'].every((t) => p.spec.policyTypes.includes(t)) &&
        !p.spec.ingress &&
        !p.spec.egress,
    );
    assert.ok(deny, 'a default-deny policy');
    const selects = (policy, labels) => {
      const sel = policy.spec.podSelector;
      if (!labelsMatch(sel.matchLabels, labels)) return false;
      return (sel.matchExpressions ?? []).every((e) =>
        e.operator === 'In'
          ? e.values.includes(labels[e.key])
          : e.operator === 'NotIn'
            ? !e.values.includes(labels[e.key])
            : false,
      );
    };
    const peerName = (peer) =>
      peer.namespaceSelector
        ? `ns:${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name']}`
        : peer.podSelector
          ? 'namespace-pods'
          : peer.ipBlock
            ? `ip:${peer.ipBlock.cidr}`
            : '?';

    const app = DEPLOYABLES.map((d) => d.name).concat('web');
    for (const name_ of app) {
      const labels = find(docs, 'Deployment', name_).spec.template.metadata.labels;
      const mine = policies.filter((p) => selects(p, labels));
      // In.
      const sources = new Set();
      for (const p of mine)
        for (const rule of p.spec.ingress ?? []) {
          assert.ok(rule.from?.length, `${name_}: ${p.metadata.name} lets anyone in`);
          assert.ok(rule.ports?.length, `${name_}: ${p.metadata.name} lets in on any port`);
          for (const peer of rule.from) {
            sources.add(peerName(peer));
            // Prometheus reaches only the ops (metrics) port, the Ingress only the public ones.
            if (peerName(peer) === 'ns:monitoring')
              assert.ok(
                rule.ports.every((x) => METRICS_PORTS.has(x.port)),
                `${name_}: monitoring ports`,
              );
          }
        }
      const public_ = ['gateway', 'realtime', 'web'].includes(name_);
      assert.equal(sources.has('ns:ingress-nginx'), public_, `${name_}: from the Ingress controller`);
      const allowed = new Set(['ns:ingress-nginx', 'ns:monitoring']);
      for (const s of sources) assert.ok(allowed.has(s), `${name_}: in from ${s}`);
      // Out.
      const ports = new Set();
      for (const p of mine)
        for (const rule of p.spec.egress ?? []) {
          assert.ok(rule.ports?.length, `${name_}: ${p.metadata.name} lets it out on any port`);
          for (const port of rule.ports) ports.add(port.port);
          if (rule.ports.some((x) => x.port === 443))
            assert.ok(
              rule.to?.every((t) => t.ipBlock?.except?.includes('10.0.0.0/8')),
              `${name_}: 443 to public addresses only`,
            );
        }
      const env = Object.fromEntries(
        (containerOf(find(docs, 'Deployment', name_)).env ?? []).map((e) => [e.name, e]),
      );
      const needs = new Set([
        53,
        ...(env.NATS_URL ? [4222] : []),
        ...(env.DATABASE_URL ? [5432] : []),
        ...(env.REDIS_URL ? [6379] : []),
      ]);
      if (name_ === 'auth') [25, 465, 587].forEach((p) => needs.add(p));
      if (name_ === 'ai' || name_ === 'ai-worker') needs.add(443);
      const extra = name_ === 'auth' && name.includes('dev') ? [1025] : []; // Mailpit
      assert.deepEqual(
        [...ports].sort((a, b) => a - b),
        [...needs, ...extra].sort((a, b) => a - b),
        `${name_}: egress ports`,
      );
    }
  });
}

test('dev runs PostgreSQL, Redis (noeviction, AOF) and NATS in the cluster; prod expects them managed', () => {
  const [dev, prod] = builds;
  for (const s of ['postgres', 'redis', 'nats']) assert.ok(find(dev.docs, 'StatefulSet', s), s);
  const redisArgs = containerOf(find(dev.docs, 'StatefulSet', 'redis')).args.join(' ');
  assert.match(redisArgs, /--appendonly yes/);
  assert.match(redisArgs, /--maxmemory-policy noeviction/);
  assert.deepEqual(
    prod.docs.filter((d) => d.kind === 'StatefulSet'),
    [],
  );
});

test('the KEDA list names follow BullMQ: <QUEUE_PREFIX>:<queue>:wait, with the queues of libs/contracts', async () => {
  const { QUEUES: contractQueues } = await import(join(root, 'libs/contracts/dist/queues.js'));
  assert.deepEqual(
    [...Object.values(QUEUES), ...Object.values(IN_SERVICE_QUEUES).flat()].sort(),
    Object.values(contractQueues).sort(),
  );
});

for (const { name, docs } of builds) {
  test(`${name}: every service signs in to NATS as its own user, with its password from the Secret, and listens on the pod's addresses`, () => {
    const config = find(docs, 'ConfigMap', 'icp-studio-config');
    assert.equal(config.data.BIND_HOST, '0.0.0.0');
    assert.equal(config.data.NATS_SUBJECT_PREFIX, '');
    for (const d of DEPLOYABLES) {
      const env = Object.fromEntries(
        (containerOf(find(docs, 'Deployment', d.name)).env ?? []).map((e) => [e.name, e]),
      );
      assert.ok(env.NATS_URL, `${d.name}: NATS_URL`);
      assert.equal(env.NATS_USER?.value, d.name, `${d.name}: NATS_USER`);
      assert.deepEqual(
        env.NATS_PASSWORD?.valueFrom?.secretKeyRef,
        { name: SECRET, key: natsPasswordVar(d.name) },
        `${d.name}: NATS_PASSWORD`,
      );
    }
  });
}

test("the dev overlay runs NATS with deploy/nats/nats.conf and every user's password", () => {
  const dev = builds.find((b) => b.name === 'overlays/dev').docs;
  assert.equal(find(dev, 'ConfigMap', 'nats-config').data['nats.conf'], read('deploy/nats/nats.conf'));
  const nats = containerOf(find(dev, 'StatefulSet', 'nats'));
  assert.deepEqual(nats.args.slice(0, 2), ['-c', '/etc/nats/nats.conf']);
  assert.ok(nats.volumeMounts.some((m) => m.mountPath === '/etc/nats' && m.name === 'config'));
  const volume = podSpec(find(dev, 'StatefulSet', 'nats')).volumes.find((v) => v.name === 'config');
  assert.equal(volume.configMap.name, 'nats-config');
  const env = Object.fromEntries(nats.env.map((e) => [e.name, e.valueFrom?.secretKeyRef?.key]));
  for (const d of DEPLOYABLES) assert.equal(env[natsPasswordVar(d.name)], natsPasswordVar(d.name), d.name);
});
