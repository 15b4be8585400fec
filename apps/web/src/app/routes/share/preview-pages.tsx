import type { PublicContentType } from '@acorn/contracts';
import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../features/app-config';
import {
  CompanyPreview,
  ContentPreview,
  companyPreviewQuery,
  contentPreviewQuery,
  PreviewError,
  PreviewSkeleton,
  PreviewUnavailable,
} from '../../../features/share';
import { isApiError } from '../../../lib/api-client';
import { parseRouteId } from '../../../lib/route-id';

/** The market's route segments: 'iws' an offer, 'iwb' an opportunity. */
const MARKET_TYPES: Record<string, PublicContentType> = { iws: 'offer', iwb: 'opportunity' };

/** A missing or refused item reads as unavailable; anything else (offline, a server error) can be retried. */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

function Preview<Data extends { name?: string; title?: string }>({
  query,
  render,
}: {
  query: { data?: Data; error: unknown; isError: boolean; refetch: () => unknown };
  render: (data: Data) => ReactNode;
}) {
  usePageTitle(query.data?.name ?? query.data?.title);
  if (query.isError) {
    return isMissing(query.error) ? (
      <PreviewUnavailable />
    ) : (
      <PreviewError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return query.data ? render(query.data) : <PreviewSkeleton />;
}

function CompanyOf({ id }: { id: number }) {
  return (
    <Preview
      query={useQuery(companyPreviewQuery(id))}
      render={(company) => <CompanyPreview company={company} />}
    />
  );
}

function ContentOf({ type, id }: { type: PublicContentType; id: number }) {
  return (
    <Preview
      query={useQuery(contentPreviewQuery(type, id))}
      render={(item) => <ContentPreview item={item} />}
    />
  );
}

/** /company/{id} for a visitor: the company's public face, with Join and Sign in. */
export function CompanyPreviewPage() {
  const id = parseRouteId(useParams().id);
  return <Container size="md">{id === undefined ? <PreviewUnavailable /> : <CompanyOf id={id} />}</Container>;
}

function ContentPreviewPage({ type }: { type: PublicContentType | undefined }) {
  const id = parseRouteId(useParams().id);
  return (
    <Container size="md">
      {id === undefined || type === undefined ? <PreviewUnavailable /> : <ContentOf type={type} id={id} />}
    </Container>
  );
}

/** /campaign/{id} for a visitor. */
function CampaignPreviewPage() {
  return <ContentPreviewPage type="campaign" />;
}

/** /20-log-market/{iws|iwb}/{id} for a visitor. */
function MarketItemPreviewPage() {
  const segment = useParams().type ?? '';
  return (
    <ContentPreviewPage type={Object.hasOwn(MARKET_TYPES, segment) ? MARKET_TYPES[segment] : undefined} />
  );
}

/** The types whose item page a visitor reads as a preview, by the type's name. */
const CONTENT_PREVIEWS: Readonly<Record<string, ComponentType>> = {
  campaigns: CampaignPreviewPage,
  market: MarketItemPreviewPage,
};

function NoPreviewPage() {
  return <ContentPreviewPage type={undefined} />;
}

/** What a visitor reads of a type's item page (its descriptor's `visitors: 'preview'`). */
export const contentPreviewPage = (type: string): ComponentType => CONTENT_PREVIEWS[type] ?? NoPreviewPage;
