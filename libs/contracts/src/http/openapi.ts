import { z } from 'zod';
import { jsonSchema } from '../common.js';
import { errorEnvelopeSchema } from '../errors.js';
import {
  adminMetricsSchema,
  advisorClientListingSchema,
  advisorSummarySchema,
  assignmentInputSchema,
  assignmentSchema,
  clientListingSchema,
  userSchema,
} from '../users.js';
import { authCheckResponseSchema, loginResponseSchema, messageResponseSchema } from '../auth.js';
import { draftRequestSchema, draftSchema, icpFieldsSchema, icpSchema, icpScoreSchema } from '../icp.js';
import { noteSchema, playbookFieldsSchema, playbookSchema, taskSchema } from '../playbook.js';
import { aiSettingsOptionsSchema, aiSettingsSchema } from '../ai.js';
import { templateSchema } from '../templates.js';
import { DEFAULT_PAGE_SIZE } from '../common.js';
import { LINK_HEADER, LINK_HEADER_BUDGET, TOTAL_COUNT_HEADER } from '../paging.js';
import {
  API_ROUTES,
  advisorClientListSchema,
  advisorSummaryListSchema,
  clientListingListSchema,
  draftListSchema,
  healthReportSchema,
  icpListSchema,
  noteListSchema,
  playbookListSchema,
  templateListSchema,
  taskListSchema,
  userListSchema,
  type ApiRoute,
} from './routes.js';

/** The version of the `/api` contract in the document's `info`. */
export const API_VERSION = '0.1.0';

/** The gateway's session cookie (services/gateway/src/session/session-data.ts; a gateway test compares). */
export const SESSION_COOKIE_NAME = 'icp.sid';

type JsonObject = Record<string, unknown>;

export interface OpenApiOperation extends JsonObject {
  operationId: string;
  summary: string;
  tags: string[];
  responses: Record<string, JsonObject>;
}

export interface OpenApiDocument extends JsonObject {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonObject>; responses: Record<string, JsonObject> } & JsonObject;
}

/** Component names of the schemas that answers share (everything else is named after its operation). */
const OUTPUT_NAMES: ReadonlyArray<readonly [z.ZodType, string]> = [
  [errorEnvelopeSchema, 'Error'],
  [jsonSchema, 'Json'],
  [messageResponseSchema, 'Message'],
  [loginResponseSchema, 'SignedIn'],
  [authCheckResponseSchema, 'AuthCheck'],
  [healthReportSchema, 'HealthReport'],
  [userSchema, 'User'],
  [clientListingSchema, 'ClientListing'],
  [advisorClientListingSchema, 'AdvisorClient'],
  [advisorSummarySchema, 'AdvisorSummary'],
  [assignmentSchema, 'Assignment'],
  [adminMetricsSchema, 'AdminMetrics'],
  [icpSchema, 'Icp'],
  [icpScoreSchema, 'IcpScore'],
  [draftSchema, 'Draft'],
  [playbookSchema, 'Playbook'],
  [noteSchema, 'Note'],
  [taskSchema, 'Task'],
  [aiSettingsSchema, 'AiSettings'],
  [aiSettingsOptionsSchema, 'AiSettingsOptions'],
  [icpListSchema, 'IcpList'],
  [playbookListSchema, 'PlaybookList'],
  [templateSchema, 'Template'],
  [templateListSchema, 'TemplateList'],
  [noteListSchema, 'NoteList'],
  [taskListSchema, 'TaskList'],
  [draftListSchema, 'DraftList'],
  [clientListingListSchema, 'ClientListingList'],
  [advisorClientListSchema, 'AdvisorClientList'],
  [advisorSummaryListSchema, 'AdvisorSummaryList'],
  [userListSchema, 'UserList'],
];

/** The same for request bodies (what a client sends: zod's input side, defaults optional). */
const INPUT_NAMES: ReadonlyArray<readonly [z.ZodType, string]> = [
  [jsonSchema, 'JsonInput'],
  [icpFieldsSchema, 'IcpFields'],
  [playbookFieldsSchema, 'PlaybookFields'],
  [draftRequestSchema, 'DraftRequest'],
  [assignmentInputSchema, 'AssignmentInput'],
];

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Bad input: `message` is the first problem, `fields` maps each field to its messages',
  '401': 'Not signed in',
  '403': 'Not allowed: the role may not do this, or a cross-site state-changing request',
  '404': 'Not found, or not visible to the caller',
  '429': 'Too many attempts: wait `Retry-After` seconds',
  '503': 'A service is unavailable: retry after `Retry-After` seconds',
  '504': 'A deadline passed',
};

const TAGS: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'Auth', description: 'Accounts and the cookie session' },
  { name: 'Users', description: 'Users as the caller may see them' },
  { name: 'Profiles', description: 'Ideal client profiles and their quality scores' },
  { name: 'Drafts', description: "The profile wizard's drafts" },
  { name: 'Playbooks', description: 'Marketing playbooks' },
  { name: 'Templates', description: 'Starting profiles and playbooks' },
  { name: 'Notes', description: 'Notes and tasks on profiles and playbooks' },
  { name: 'Approvals', description: "Approval of a playbook's copy for distribution, and its record" },
  { name: 'Notifications', description: 'Mentions and other notifications, and how they come by e-mail' },
  { name: 'Sharing', description: 'Read-only share links, opened without signing in' },
  { name: 'Exports', description: 'PDF downloads' },
  { name: 'AI', description: 'AI suggestions and per-user AI settings' },
  { name: 'Advisors', description: "An advisor's clients" },
  { name: 'Admin', description: 'Running the installation: metrics, assignments, roles' },
  { name: 'Operations', description: "The gateway's health probes and this reference" },
];

const DESCRIPTION = [
  'The HTTP API of ICP Studio, generated from the zod schemas in libs/contracts that the gateway',
  'validates with.',
  '',
  '- **Session**: sign in with `POST /api/auth/login`; the answer sets the HttpOnly cookie',
  `  \`${SESSION_COOKIE_NAME}\` that every other call carries.`,
  '- **CSRF**: state-changing calls (POST, PUT, PATCH, DELETE) are refused (403) when the browser marks',
  "  them cross-site or their `Origin` is not the app's own.",
  '- **Errors** have one shape, `Error`: `{code, status, message, fields?, correlationId}`.',
  '- **Correlation**: send `X-Correlation-Id` (or let the edge create one); every answer echoes it and',
  '  every log line the request causes, in every service and worker, carries it.',
  '- **Lists** answer a JSON array holding one page: `?limit=` (default ' +
    String(DEFAULT_PAGE_SIZE) +
    ', the',
  "  largest the route allows) and `?offset=` page through it, next to each list's filters. The total",
  `  number of matching items is in \`${TOTAL_COUNT_HEADER}\`; \`${LINK_HEADER}\` (RFC 8288) gives the \`first\`,`,
  '  `prev` (when there is an earlier page), `next` (when there is a later one) and `last` pages as',
  "  root-relative URLs that keep the list's own query parameters, as GitHub's API does. The header",
  `  stays within ${LINK_HEADER_BUDGET} bytes: with very long filters the least useful links are left out.`,
  '- Live updates (notes, tasks, scores) come over the WebSocket at `/ws`, not described here.',
].join('\n');

/** The headers of a list's answer (see paging.ts). */
const LIST_HEADERS: Record<string, JsonObject> = {
  [TOTAL_COUNT_HEADER]: {
    description: 'How many items match the request in all (every page together)',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  [LINK_HEADER]: {
    description:
      'RFC 8288 links to the `first`, `prev` (when there is an earlier page), `next` (when there is a ' +
      "later one) and `last` pages: root-relative URLs with the list's own query parameters and " +
      '`limit`/`offset` set, e.g. `</api/icps?search=a&limit=100&offset=100>; rel="next"`. At most ' +
      `${LINK_HEADER_BUDGET} bytes: with very long filters \`last\`, \`first\` and \`prev\` are left ` +
      'out in that order (and past that the header itself)',
    required: false,
    schema: { type: 'string' },
  },
};

const componentRef = (id: string) => `#/components/schemas/${id}`;
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function named(registry: z.core.$ZodRegistry<{ id: string }>, schema: z.ZodType, fallback: string): string {
  if (!registry.has(schema)) registry.add(schema, { id: fallback });
  return registry.get(schema)!.id;
}

function components(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') {
  const { schemas } = z.toJSONSchema(registry, { io, uri: componentRef, unrepresentable: 'any' });
  const out: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema as JsonObject;
    out[id] = rest;
  }
  return out;
}

/** Query or path parameters from an object schema (or an intersection of object schemas). */
function parameters(schema: z.ZodType, where: 'path' | 'query'): JsonObject[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  const parts = (json.allOf as JsonObject[] | undefined) ?? [json];
  const list: JsonObject[] = [];
  for (const part of parts) {
    const required = new Set((part.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries((part.properties as Record<string, JsonObject>) ?? {})) {
      if (JSON.stringify(prop).includes('$ref'))
        throw new Error(`parameter ${name}: nested schemas are not supported`);
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: prop });
    }
  }
  return list;
}

function errorCodes(route: ApiRoute): string[] {
  const codes = new Set<string>();
  const validated =
    route.body || route.accepts || route.query || (route.params && route.tag !== 'Operations');
  if (validated) codes.add('400');
  if (route.access !== 'public') codes.add('401');
  if (route.access === 'advisor' || route.access === 'admin' || route.method !== 'GET') codes.add('403');
  if (route.params) codes.add('404');
  if (route.rateLimited) codes.add('429');
  if (route.tag !== 'Operations') codes.add('503').add('504');
  return [...codes];
}

/**
 * The OpenAPI 3.1 document of the gateway's routes (API_ROUTES): JSON Schema 2020-12 from the zod
 * schemas (`z.toJSONSchema`), requests on their input side, answers on their output side, shared
 * entities as named components.
 */
export function openApiDocument(
  opts: { title?: string; version?: string; routes?: readonly ApiRoute[] } = {},
): OpenApiDocument {
  const routes = opts.routes ?? API_ROUTES;
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  for (const [schema, id] of INPUT_NAMES) inputs.add(schema, { id });
  for (const [schema, id] of OUTPUT_NAMES) outputs.add(schema, { id });

  const operationIds = new Set<string>();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (operationIds.has(route.operationId)) throw new Error(`duplicate operationId ${route.operationId}`);
    operationIds.add(route.operationId);
    const op: OpenApiOperation = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      responses: {},
      'x-access': route.access,
    };
    if (route.description) op.description = route.description;
    if (route.subject) op['x-nats-subject'] = route.subject;
    op.security = route.access === 'public' ? [] : [{ session: [] }];
    const params = [
      ...(route.params ? parameters(route.params, 'path') : []),
      ...(route.query ? parameters(route.query, 'query') : []),
    ];
    if (params.length) op.parameters = params;
    if (route.accepts) {
      op.requestBody = {
        required: true,
        content: Object.fromEntries(
          route.accepts.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      };
    }
    if (route.body) {
      const id = named(inputs, route.body, `${pascal(route.operationId)}Body`);
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: { $ref: componentRef(id) } } },
      };
    }
    const status = String(route.status ?? 200);
    if (route.response) {
      const id = named(outputs, route.response, `${pascal(route.operationId)}Response`);
      op.responses[status] = {
        description: route.list ? 'One page of the list' : 'Success',
        ...(route.list ? { headers: { ...LIST_HEADERS } } : {}),
        content: { 'application/json': { schema: { $ref: componentRef(id) } } },
      };
    } else {
      const binary =
        route.produces === 'application/pdf' ||
        route.produces === 'image/png' ||
        route.produces?.startsWith('application/vnd.');
      op.responses[status] = {
        description: 'Success',
        content: {
          [route.produces ?? 'application/octet-stream']: {
            schema: binary ? { type: 'string', format: 'binary' } : { type: 'string' },
          },
        },
      };
    }
    for (const code of errorCodes(route))
      op.responses[code] = { $ref: `#/components/responses/Error${code}` };
    if (route.response === healthReportSchema)
      op.responses['503'] = {
        description: 'A dependency does not answer: each check with its result',
        content: { 'application/json': { schema: { $ref: componentRef('HealthReport') } } },
      };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = op;
  }

  const outputSchemas = components(outputs, 'output');
  const inputSchemas = components(inputs, 'input');
  for (const id of Object.keys(inputSchemas))
    if (id in outputSchemas) throw new Error(`component ${id} is both a request and an answer`);

  return {
    openapi: '3.1.0',
    info: {
      title: opts.title ?? 'ICP Studio API',
      version: opts.version ?? API_VERSION,
      description: DESCRIPTION,
    },
    servers: [{ url: '/' }],
    tags: [...TAGS],
    paths,
    components: {
      schemas: { ...outputSchemas, ...inputSchemas },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([code, description]) => [
          `Error${code}`,
          { description, content: { 'application/json': { schema: { $ref: componentRef('Error') } } } },
        ]),
      ),
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME } },
    },
  };
}
