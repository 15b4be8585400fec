import type { InvoiceParty, invoices } from '@acorn/db';
import PDFDocument from 'pdfkit';
import { formatDate } from './periods';

type InvoiceRow = (typeof invoices)['$inferSelect'];

const COLOURS = { text: '#1f2328', muted: '#5f6b76', brand: '#2f6b3a', rule: '#d0d7de', band: '#eef3ef' };
const MARGIN = 56;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(2)}%`;

function partyLines(party: InvoiceParty): string[] {
  return [
    ...(party.legalName && party.legalName !== party.name ? [party.legalName] : []),
    ...party.address,
    ...(party.vatnumber ? [`VAT number: ${party.vatnumber}`] : []),
    ...(party.email ? [party.email] : []),
  ];
}

/** A one-page A4 invoice from the stored row: parties, period, lines, VAT and totals. */
export function renderInvoicePdf(invoice: InvoiceRow, options: { brandName: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: invoice.seller.legalName ?? options.brandName,
      Subject: `Invoice ${invoice.number}`,
      // The document's dates come from the invoice, so a re-render is the same file.
      CreationDate: invoice.issued_at,
      ModDate: invoice.issued_at,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const currency = invoice.currency;

  // Seller, top left.
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOURS.brand).text(options.brandName, MARGIN, MARGIN);
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
  for (const line of partyLines(invoice.seller)) doc.text(line, { width: 260 });

  // Title and references, top right.
  const rightX = MARGIN + CONTENT_WIDTH - 220;
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(COLOURS.text)
    .text('INVOICE', rightX, MARGIN, { width: 220, align: 'right' });
  const references: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date of issue', formatDate(invoice.issued_at)],
    ['Service period', `${formatDate(invoice.period_start)} – ${formatDate(invoice.period_end)}`],
    ['Status', 'Paid'],
  ];
  let refY = MARGIN + 32;
  for (const [label, value] of references) {
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted).text(label, rightX, refY, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(COLOURS.text)
      .text(value, rightX + 90, refY, { width: 130, align: 'right' });
    refY += 15;
  }

  // Buyer.
  let y = Math.max(doc.y, refY) + 28;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOURS.muted).text('BILL TO', MARGIN, y);
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.text).text(invoice.buyer.name, {
    width: 300,
  });
  doc.font('Helvetica').fontSize(9.5).fillColor(COLOURS.text);
  for (const line of partyLines(invoice.buyer)) doc.text(line, { width: 300 });

  // Lines.
  y = doc.y + 28;
  const columns = [
    { label: 'Description', x: MARGIN + 8, width: 255, align: 'left' as const },
    { label: 'Qty', x: MARGIN + 270, width: 40, align: 'right' as const },
    { label: 'Unit price', x: MARGIN + 315, width: 85, align: 'right' as const },
    { label: 'Amount', x: MARGIN + 400, width: CONTENT_WIDTH - 408, align: 'right' as const },
  ];
  doc.rect(MARGIN, y, CONTENT_WIDTH, 22).fill(COLOURS.band);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(COLOURS.text);
  for (const column of columns) {
    doc.text(column.label, column.x, y + 7, { width: column.width, align: column.align });
  }
  y += 30;
  doc.font('Helvetica').fontSize(9.5);
  for (const line of invoice.lines) {
    const values = [
      line.description,
      String(line.quantity),
      money(line.unitAmount, currency),
      money(line.amount, currency),
    ];
    const height = doc.heightOfString(line.description, { width: columns[0]?.width ?? 255 });
    columns.forEach((column, index) => {
      doc.text(values[index] ?? '', column.x, y, { width: column.width, align: column.align });
    });
    y += Math.max(height, 12) + 10;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 4)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
  }

  // Totals.
  y += 10;
  const totalsX = MARGIN + CONTENT_WIDTH - 230;
  const totals: [string, string, boolean][] = [
    ['Subtotal (VAT excluded)', money(invoice.net_amount, currency), false],
    [`VAT ${percent(invoice.vat_rate)}`, money(invoice.vat_amount, currency), false],
    ['Total', money(invoice.total_amount, currency), true],
  ];
  for (const [label, value, strong] of totals) {
    if (strong) {
      doc
        .moveTo(totalsX, y - 4)
        .lineTo(MARGIN + CONTENT_WIDTH, y - 4)
        .lineWidth(0.8)
        .strokeColor(COLOURS.text)
        .stroke();
      y += 4;
    }
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11.5 : 9.5)
      .fillColor(COLOURS.text);
    doc.text(label, totalsX, y, { width: 140 });
    doc.text(value, totalsX + 140, y, { width: 90, align: 'right' });
    y += strong ? 20 : 16;
  }

  // Notes.
  y += 24;
  doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
  const notes = [
    `Amounts in ${currency.toUpperCase()}. Paid in full; no further payment is due for this period.`,
    ...(invoice.vat_rate === 0 ? ["VAT not charged (0% applies to the buyer's country)."] : []),
  ];
  doc.text(notes.join('\n'), MARGIN, y, { width: CONTENT_WIDTH, lineGap: 2 });

  // Footer.
  const footer = [
    invoice.seller.legalName ?? invoice.seller.name,
    invoice.seller.vatnumber,
    ...invoice.seller.address,
  ]
    .filter(Boolean)
    .join(' · ');
  doc.page.margins.bottom = 0;
  doc
    .moveTo(MARGIN, PAGE.height - 62)
    .lineTo(MARGIN + CONTENT_WIDTH, PAGE.height - 62)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(COLOURS.muted)
    .text(footer, MARGIN, PAGE.height - 52, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  doc.end();
  return done;
}
