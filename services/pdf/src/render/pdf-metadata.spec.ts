import { PDFDocument, PDFName } from 'pdf-lib';
import { PRODUCT_NAME, withProductMetadata } from './pdf-metadata.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/155.0.0.0 Safari/537.36';

/** A PDF whose metadata is what Chromium's printing writes: its user agent and Skia's version. */
async function printedByChrome(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage().drawText('Dental practices');
  doc.setTitle('Dental practices');
  doc.setCreator(CHROME);
  doc.setProducer('Skia/PDF m155');
  doc.setKeywords(['chromium']);
  const xmp = doc.context.stream(`<x:xmpmeta><xmp:CreatorTool>${CHROME}</xmp:CreatorTool></x:xmpmeta>`, {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
  return doc.save({ useObjectStreams: false });
}

describe('the PDF metadata', () => {
  it('names ICP Studio only: the title is the document name, Creator and Producer ICP Studio', async () => {
    const at = new Date('2026-11-29T06:00:00Z');
    const out = await withProductMetadata(await printedByChrome(), 'Zoë’s profile', at);
    const doc = await PDFDocument.load(out, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Zoë’s profile');
    expect(doc.getCreator()).toBe(PRODUCT_NAME);
    expect(doc.getProducer()).toBe(PRODUCT_NAME);
    expect(doc.getKeywords()).toBeUndefined();
    expect(doc.getCreationDate()?.toISOString()).toBe(at.toISOString());
    expect(doc.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(doc.getPageCount()).toBe(1);
    // Nowhere in the file: not in an object left behind either.
    const bytes = out.toString('latin1');
    for (const word of ['HeadlessChrome', 'Mozilla', 'Skia', 'pdf-lib']) expect(bytes).not.toContain(word);
  });
});
