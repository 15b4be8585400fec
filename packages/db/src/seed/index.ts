export { type DemoAccount, type SeedDemoOptions, seedDemoData } from './demo';
export type { SeedFileStore } from './file-store';
export { type PolicyPdfInput, renderPolicyPdf } from './policy-pdf';
export { type SeedReferenceOptions, seedReferenceData } from './reference';
