import type { Lead, MatchedNeed } from '@acorn/contracts';
import { paths } from '../../config/paths';
import { messagePaths } from '../conversations';

/**
 * Where a lead's Reply goes: the conversation the two members already have about the item, or a
 * new one to the lead's company about it. A hidden advisor (id 0) can only be answered in a thread.
 */
export function replyPath(lead: Lead): string | null {
  if (lead.conversation_id) return messagePaths.thread(lead.conversation_id);
  if (lead.from.id === 0) return null;
  return messagePaths.compose({
    to: lead.from.id,
    itemType: lead.item.type,
    itemId: lead.item.id,
    title: lead.item.title,
  });
}

/** A need's 'Message': a new conversation with its owner about the opportunity. */
export const messageOwnerPath = (need: MatchedNeed): string =>
  messagePaths.compose({ to: need.owner.id, itemType: 'opportunity', itemId: need.id, title: need.title });

/** The company page of a lead's or need's party; none for a hidden advisor. */
export const partyPath = (party: { id: number }): string | null =>
  party.id ? paths.company(party.id) : null;

export type MatchStrength = 'strong' | 'good' | 'partial';

/**
 * How a score reads (weights: service 3, sector 2, country 1): a service and a sector in common,
 * or more, is strong; a service, or a sector and a country, is good; less is partial.
 */
export const matchStrength = (score: number): MatchStrength =>
  score >= 5 ? 'strong' : score >= 3 ? 'good' : 'partial';
