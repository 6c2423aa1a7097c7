import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

/** The one name every exported document carries as its maker. */
export const PRODUCT_NAME = 'ICP Studio';

/**
 * The printed PDF with metadata that names ICP Studio only (docs/product.md §11): the browser writes its
 * own name and version into the Info dictionary (`Creator: Mozilla/5.0 ... HeadlessChrome/...`,
 * `Producer: Skia/PDF ...`), which tells every reader of the file which browser build printed it. The
 * dictionary is emptied in place (a replaced one would still be written out) and filled with the
 * document's name as its Title, ICP Studio as Creator and Producer, and the export's time; an XMP
 * metadata stream, if the browser wrote one, goes too.
 */
export async function withProductMetadata(pdf: Uint8Array, title: string, at: Date): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const info = doc.context.lookupMaybe(doc.context.trailerInfo.Info, PDFDict);
  if (info) for (const key of info.keys()) info.delete(key);
  const xmp = doc.catalog.get(PDFName.of('Metadata'));
  if (xmp instanceof PDFRef) doc.context.delete(xmp);
  doc.catalog.delete(PDFName.of('Metadata'));
  doc.setTitle(title);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  return Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
}
