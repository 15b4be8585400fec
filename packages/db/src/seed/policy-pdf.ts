import type { Language } from '@acorn/contracts';
import PDFDocument from 'pdfkit';

export interface PolicyPdfInput {
  title: string;
  /** Simple HTML as stored in pages.content: h2, h3, p, ul, ol, li, strong, em and a. */
  html: string;
  language: Language;
  brandName: string;
}

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  link: string | null;
}

export type PolicyBlock =
  | { kind: 'heading'; level: 2 | 3; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'item'; marker: string; depth: number; runs: Run[] };

/** pdfkit stamps the creation date into the file and its id; a fixed one makes reseeding byte-identical. */
const CREATION_DATE = new Date('2026-11-01T00:00:00Z');

const PAGE_LABEL: Record<Language, (page: number, total: number) => string> = {
  en: (page, total) => `Page ${page} of ${total}`,
  pt: (page, total) => `Página ${page} de ${total}`,
  es: (page, total) => `Página ${page} de ${total}`,
};

const DOCUMENT_LANGUAGE: Record<Language, string> = { en: 'en-GB', pt: 'pt-PT', es: 'es-ES' };

const COLOURS = { text: '#1f2328', muted: '#6a737d', brand: '#2f6b3a', link: '#1a5fb4' };
const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };
const BODY_SIZE = 10.5;

export function renderPolicyPdf(input: PolicyPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: DOCUMENT_LANGUAGE[input.language],
    displayTitle: true,
    info: { Title: input.title, Author: input.brandName, CreationDate: CREATION_DATE },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN.left - MARGIN.right;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(COLOURS.brand)
    .text(input.brandName, MARGIN.left, MARGIN.top);
  doc.moveDown(0.6).fontSize(20).fillColor(COLOURS.text).text(input.title, { width });
  const ruleY = doc.y + 6;
  doc
    .moveTo(MARGIN.left, ruleY)
    .lineTo(MARGIN.left + width, ruleY)
    .lineWidth(0.5)
    .strokeColor(COLOURS.muted)
    .stroke();
  doc.y = ruleY + 14;

  for (const block of parsePolicyHtml(input.html)) writeBlock(doc, block, width);
  writeFooters(doc, input, width);
  doc.end();
  return done;
}

function writeBlock(doc: PDFKit.PDFDocument, block: PolicyBlock, width: number): void {
  if (block.kind === 'heading') {
    const size = block.level === 2 ? 13 : 11.5;
    // Keep a heading on the same page as the first lines that follow it.
    if (doc.y + size * 4 > doc.page.height - MARGIN.bottom) doc.addPage();
    doc.moveDown(block.level === 2 ? 0.8 : 0.4);
    writeRuns(doc, block.runs, MARGIN.left, width, size, true);
    doc.moveDown(0.3);
    return;
  }
  if (block.kind === 'paragraph') {
    writeRuns(doc, block.runs, MARGIN.left, width, BODY_SIZE, false);
    doc.moveDown(0.6);
    return;
  }
  const indent = MARGIN.left + 10 + block.depth * 14;
  const markerWidth = 14;
  const top = doc.y;
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE)
    .fillColor(COLOURS.text)
    .text(block.marker, indent, top, { width: markerWidth, lineBreak: false });
  doc.y = top;
  writeRuns(
    doc,
    block.runs,
    indent + markerWidth,
    width - (indent + markerWidth - MARGIN.left),
    BODY_SIZE,
    false,
  );
  doc.moveDown(0.35);
}

function writeRuns(
  doc: PDFKit.PDFDocument,
  runs: Run[],
  x: number,
  width: number,
  size: number,
  forceBold: boolean,
): void {
  const y = doc.y;
  runs.forEach((run, index) => {
    const bold = forceBold || run.bold;
    const font = bold
      ? run.italic
        ? 'Helvetica-BoldOblique'
        : 'Helvetica-Bold'
      : run.italic
        ? 'Helvetica-Oblique'
        : 'Helvetica';
    doc
      .font(font)
      .fontSize(size)
      .fillColor(run.link ? COLOURS.link : COLOURS.text);
    const options: PDFKit.Mixins.TextOptions = {
      width,
      lineGap: 2,
      continued: index < runs.length - 1,
      link: run.link,
      underline: run.link !== null,
    };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  doc.x = MARGIN.left;
}

function writeFooters(doc: PDFKit.PDFDocument, input: PolicyPdfInput, width: number): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would otherwise make pdfkit start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 44;
    doc.font('Helvetica').fontSize(8).fillColor(COLOURS.muted);
    doc.text(`${input.brandName} · ${input.title}`, MARGIN.left, y, { width, lineBreak: false });
    doc.text(PAGE_LABEL[input.language](index - start + 1, count), MARGIN.left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Turns the policy pages' small HTML vocabulary into blocks of styled text runs. */
export function parsePolicyHtml(html: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let current: PolicyBlock | null = null;
  let bold = 0;
  let italic = 0;
  let link: string | null = null;

  const close = () => {
    if (!current) return;
    const runs = trimRuns(current.runs);
    if (runs.length > 0) blocks.push({ ...current, runs });
    current = null;
  };

  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi)) {
    const [, slash, rawTag, attributes, text] = match;
    if (text !== undefined) {
      const content = decodeEntities(text.replace(/\s+/g, ' '));
      if (content.trim() === '' && !current) continue;
      current ??= { kind: 'paragraph', runs: [] };
      current.runs.push({ text: content, bold: bold > 0, italic: italic > 0, link });
      continue;
    }
    const tag = rawTag?.toLowerCase();
    const closing = slash === '/';
    switch (tag) {
      case 'h2':
      case 'h3':
      case 'p':
        close();
        if (!closing)
          current =
            tag === 'p'
              ? { kind: 'paragraph', runs: [] }
              : { kind: 'heading', level: tag === 'h2' ? 2 : 3, runs: [] };
        break;
      case 'ul':
      case 'ol':
        close();
        if (closing) lists.pop();
        else lists.push({ ordered: tag === 'ol', count: 0 });
        break;
      case 'li': {
        close();
        const list = lists.at(-1);
        if (!closing && list) {
          list.count += 1;
          current = {
            kind: 'item',
            marker: list.ordered ? `${list.count}.` : '•',
            depth: lists.length - 1,
            runs: [],
          };
        }
        break;
      }
      case 'strong':
      case 'b':
        bold += closing ? -1 : 1;
        break;
      case 'em':
      case 'i':
        italic += closing ? -1 : 1;
        break;
      case 'a':
        link = closing
          ? null
          : decodeEntities(/href\s*=\s*"([^"]*)"/i.exec(attributes ?? '')?.[1] ?? '') || null;
        break;
    }
  }
  close();
  return blocks;
}

/** Drops the whitespace HTML formatting leaves at the edges of a block. */
function trimRuns(runs: Run[]): Run[] {
  const trimmed = runs.map((run) => ({ ...run }));
  const first = trimmed[0];
  if (first) first.text = first.text.trimStart();
  const last = trimmed.at(-1);
  if (last) last.text = last.text.trimEnd();
  return trimmed.filter((run) => run.text !== '');
}
