/**
 * The CSV writer of the list downloads (docs/product.md §11), shared with the icp service's scored
 * client list (docs/evidence.md) from the service kit: RFC 4180, UTF-8 with a byte order mark, every cell
 * quoted, formulas defused for comma and semicolon readers alike.
 */
export { CSV_BOM, csvCell, csvRow, toCsv, type CsvValue } from '@icp-studio/service-kit';
