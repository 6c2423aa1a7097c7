import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import {
  docsAssetParamSchema,
  openApiDocument,
  type DocsAsset,
  type OpenApiDocument,
} from '@icp-studio/contracts/http';
import { DomainError } from '@icp-studio/service-kit';

/** The page may run its own scripts and Swagger UI's inline styles, and call this origin only. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Relative URLs: the page works under whatever path prefix a proxy serves /api at. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>ICP Studio API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/docs.js"></script>
  </body>
</html>
`;

/**
 * Our own start-up script (an external file: the CSP allows no inline script). The tags open collapsed
 * (`docExpansion: 'none'`): with every one of the 137 operations listed at once, Swagger UI 5.35 drew the
 * first tag only and stopped, without an error; a tag opened on its own draws all of its operations.
 */
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: new URL('openapi.json', window.location.href).toString(),
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  withCredentials: true,
  tryItOutEnabled: false,
});
`;

const TYPES: Record<DocsAsset, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'docs.js': 'text/javascript; charset=utf-8',
};

/** Swagger UI as the swagger-ui-dist package ships it (no CDN). */
const swaggerUiDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The `/api` contract: `GET /api/openapi.json` (generated once from the route registry in
 * libs/contracts) and `GET /api/docs`, an interactive reference (Swagger UI served from node_modules).
 */
@Controller()
export class DocsController {
  private document?: OpenApiDocument;
  private readonly assets = new Map<DocsAsset, Promise<Buffer>>();

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  openApi(): OpenApiDocument {
    return (this.document ??= openApiDocument());
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', DOCS_CSP)
  @Header('Cache-Control', 'no-cache')
  page(): string {
    return PAGE;
  }

  @Get('docs/:file')
  @Header('Cache-Control', 'public, max-age=3600')
  async asset(@Param('file') file: string): Promise<StreamableFile> {
    const parsed = docsAssetParamSchema.safeParse({ file });
    if (!parsed.success) throw DomainError.notFound();
    const name = parsed.data.file;
    let bytes = this.assets.get(name);
    if (!bytes) {
      bytes =
        name === 'docs.js'
          ? Promise.resolve(Buffer.from(START_SCRIPT))
          : readFile(join(swaggerUiDir(), name));
      bytes.catch(() => this.assets.delete(name));
      this.assets.set(name, bytes);
    }
    const content = await bytes;
    return new StreamableFile(content, { type: TYPES[name], length: content.length });
  }
}
