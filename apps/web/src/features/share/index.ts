/** What a signed-out visitor sees of a shared link: public previews and the way in. */
export { companyPreviewQuery, contentPreviewQuery } from './api/public-previews';
export { CompanyPreview } from './components/company-preview';
export { ContentPreview } from './components/content-preview';
export { JoinCall } from './components/join-call';
export { PreviewError, PreviewSkeleton, PreviewUnavailable } from './components/preview-parts';
