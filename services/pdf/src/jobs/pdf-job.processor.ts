/**
 * One pdf job: load the item over NATS as the person who asked (so every access rule of the owning
 * service applies here too), lay it out, render it on a warm page, and leave the bytes in Redis for the
 * gateway. Failures retrying cannot mend (gone, not allowed) end the job at once; others are retried.
 */
import type { Redis } from 'ioredis';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  ICP,
  PLAYBOOK,
  encodePdfFailure,
  pdfJobSchema,
  pdfResultKey,
  complianceRegimeOf,
  type Actor,
  type ComplianceRegime,
  type Icp,
  type IcpScore,
  type PdfJob,
  type PdfJobResult,
  type Playbook,
  type PlaybookKpis,
} from '@icp-studio/contracts';
import {
  DomainError,
  currentActorProof,
  jobProof,
  logger,
  withActorProof,
  withCorrelation,
  type RpcClient,
} from '@icp-studio/service-kit';
import { renderIcpDocx } from '../docx/icp-docx.js';
import { renderPlaybookDocx } from '../docx/playbook-docx.js';
import { withProductMetadata } from '../render/pdf-metadata.js';
import type { BrowserPool } from '../render/browser-pool.js';
import { renderIcpDocument, type RenderedDocument } from '../templates/icp.js';
import type { IcpEvidencePart } from '../templates/evidence.js';
import { HEADER_TEMPLATE } from '../templates/layout.js';
import { renderPersonaCardDocument } from '../templates/persona.js';
import { renderPlaybookDocument } from '../templates/playbook.js';

/** The viewport the persona card is drawn in (CSS pixels; the card document draws at twice its size). */
const PERSONA_VIEWPORT_WIDTH = 1400;

export interface ProcessorDeps {
  rpc: RpcClient;
  pool: BrowserPool;
  redis: Redis;
  queuePrefix: string;
  resultTtlSeconds: number;
  /** Test only: a pause before rendering. */
  testDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PdfJobProcessor {
  constructor(private readonly deps: ProcessorDeps) {}

  async process(job: Job<PdfJob>): Promise<PdfJobResult> {
    const parsed = pdfJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('invalid pdf job payload');
    const data = parsed.data;
    return withCorrelation(data.correlationId, () =>
      withActorProof(jobProof(data.actorProof), async () => {
        const started = performance.now();
        try {
          const generatedAt = new Date(job.timestamp || Date.now());
          const { bytes: pdf, name } = await this.render(data, generatedAt);
          const resultKey = pdfResultKey(this.deps.queuePrefix, String(job.id));
          await this.deps.redis.set(resultKey, pdf, 'EX', this.deps.resultTtlSeconds);
          // 'pdf rendered' for every format (the job is a pdf job; `format` tells PNG and DOCX apart): the
          // operations journey and log searches look for this message.
          logger().info(
            {
              kind: data.kind,
              format: data.format ?? 'pdf',
              jobId: job.id,
              bytes: pdf.length,
              ms: Math.round(performance.now() - started),
            },
            'pdf rendered',
          );
          return { resultKey, name, bytes: pdf.length };
        } catch (err) {
          if (err instanceof DomainError && err.status < 500) {
            logger().info({ kind: data.kind, jobId: job.id, code: err.code }, 'pdf job refused');
            throw new UnrecoverableError(encodePdfFailure(err));
          }
          logger().warn(
            { kind: data.kind, jobId: job.id, attempt: job.attemptsMade + 1, err: (err as Error)?.message },
            'pdf job failed',
          );
          throw err;
        }
      }),
    );
  }

  /**
   * The requester, as the gateway signed them for this export (the job's `actorProof`): every read below
   * is made as them. A job without a proof that holds is refused as the services would refuse it.
   */
  private async requester(data: PdfJob): Promise<Actor> {
    const proof = currentActorProof();
    if (!proof || proof.actor.userId !== data.requestedBy) throw DomainError.unauthenticated();
    return proof.actor;
  }

  /**
   * The document's bytes and name: a PDF laid out as HTML and printed by the browser, a profile's
   * persona card drawn by the browser as a PNG (`format: 'persona-png'`), or a Word document laid out
   * here without it (`format: 'docx'`, docs/product.md §11).
   */
  private async render(data: PdfJob, generatedAt: Date): Promise<{ bytes: Buffer; name: string }> {
    if (data.format === 'persona-png') {
      const item = await this.load(data);
      if (item.kind !== 'icp') throw new UnrecoverableError('a persona card is drawn for a profile only');
      const card = renderPersonaCardDocument(item.icp, item.score);
      if (this.deps.testDelayMs) await sleep(this.deps.testDelayMs);
      const bytes = await this.deps.pool.screenshot(card.html, { width: PERSONA_VIEWPORT_WIDTH });
      return { bytes, name: card.name };
    }
    if (data.format === 'docx') {
      const item = await this.load(data);
      const bytes =
        item.kind === 'icp'
          ? await renderIcpDocx(item.icp, item.score, { generatedAt }, (await this.evidence(data)).ledger)
          : await renderPlaybookDocx(item.playbook, { generatedAt }, item.regime);
      return { bytes, name: item.kind === 'icp' ? item.icp.name : item.playbook.name };
    }
    const doc = await this.document(data, generatedAt);
    if (this.deps.testDelayMs) await sleep(this.deps.testDelayMs);
    const printed = await this.deps.pool.render(doc.html, {
      footerTemplate: doc.footer,
      headerTemplate: HEADER_TEMPLATE,
    });
    // The browser names itself and its version in the metadata: ICP Studio only (docs/product.md §11).
    return { bytes: await withProductMetadata(printed, doc.name, generatedAt), name: doc.name };
  }

  /**
   * The laid-out document. A profile's evidence is asked for beside the profile, not after it (one NATS
   * round trip less per export: docs/benchmarks.md, "Where a render's time goes"); the profile's own
   * failure (gone, not allowed) still decides the job's outcome before the evidence's.
   */
  private async document(data: PdfJob, generatedAt: Date): Promise<RenderedDocument> {
    const evidence = data.kind === 'icp' ? this.evidence(data) : null;
    evidence?.catch(() => undefined); // read below, after the profile's own outcome
    const item = await this.load(data);
    if (item.kind === 'icp')
      return renderIcpDocument(
        item.icp,
        item.score,
        { generatedAt },
        await (evidence ?? this.evidence(data)),
      );
    return renderPlaybookDocument(
      item.playbook,
      { generatedAt },
      item.regime,
      await this.kpiActuals(item.playbook.id, data),
    );
  }

  /**
   * The playbook's KPI actuals as the requester may read them (docs/product.md §17); an addition: when
   * they cannot be read the document goes without the charts.
   */
  private async kpiActuals(id: string, data: PdfJob): Promise<PlaybookKpis | null> {
    try {
      const actor = await this.requester(data);
      return await this.deps.rpc.request(PLAYBOOK.listKpis, { id }, { actor, idempotent: true });
    } catch (err) {
      logger().warn({ err, id }, 'could not read the KPI actuals for the PDF');
      return null;
    }
  }

  /**
   * The evidence ledger that marks each field, and the aggregate report when the export asks for the
   * Evidence page (docs/evidence.md, "In the documents"). The marks are an addition: when the ledger
   * cannot be read the document goes without them; the page, once asked for, is not left out silently.
   */
  private async evidence(data: PdfJob): Promise<IcpEvidencePart> {
    const actor = await this.requester(data);
    const { rpc } = this.deps;
    const [ledger, evidence] = await Promise.all([
      rpc.request(ICP.evidenceLedger, { id: data.id }, { actor, idempotent: true }).catch((err: unknown) => {
        logger().warn({ id: data.id, err: (err as Error).message }, 'evidence ledger unavailable');
        return null;
      }),
      data.evidence ? rpc.request(ICP.evidenceGet, { id: data.id }, { actor, idempotent: true }) : null,
    ]);
    return { ledger, report: evidence?.report ?? null };
  }

  /** The item (and a profile's score) as the requester may read it. */
  private async load(
    data: PdfJob,
  ): Promise<
    | { kind: 'icp'; icp: Icp; score: IcpScore | null }
    | { kind: 'playbook'; playbook: Playbook; regime: ComplianceRegime | null }
  > {
    const actor = await this.requester(data);
    const { rpc } = this.deps;
    if (data.kind === 'icp') {
      const [icp, score] = await Promise.all([
        rpc.request(ICP.get, { id: data.id }, { actor, idempotent: true }),
        rpc.request(ICP.getScore, { id: data.id }, { actor, idempotent: true }).catch((err: unknown) => {
          if (err instanceof DomainError && err.status === 404) return null; // not analysed yet
          throw err;
        }),
      ]);
      return { kind: 'icp', icp, score };
    }
    const playbook = await rpc.request(PLAYBOOK.get, { id: data.id }, { actor, idempotent: true });
    return { kind: 'playbook', playbook, regime: await this.regimeOf(playbook, actor) };
  }

  /**
   * The advertising rules of the trade of the playbook's profile, whose disclosures the export carries
   * (docs/compliance.md, "In the exports"); null for a trade without rules. A requester who may read the
   * playbook but not its profile (a share) gets the document without them.
   */
  private async regimeOf(playbook: Playbook, actor: Actor): Promise<ComplianceRegime | null> {
    try {
      const icp = await this.deps.rpc.request(ICP.get, { id: playbook.icpId }, { actor });
      return complianceRegimeOf(icp.profession) ?? null;
    } catch (err) {
      if (err instanceof DomainError && (err.status === 403 || err.status === 404)) return null;
      throw err;
    }
  }
}
