import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../client';
import { contentItems, conversationMembers, conversations, interests, messages } from '../../schema/index';
import type { DemoSeedOptions } from './content';
import { daysAgo } from './dates';

type Company = 'crystal' | 'silver' | 'gold' | 'platinum' | 'consulting' | 'analytics' | 'health' | 'seafood';

interface DemoThread {
  /** Who wrote first, and to whom. */
  from: Company;
  to: Company;
  /** The title of the item it is about, owned by either of the two. */
  item?: string;
  status: 'open' | 'request';
  /** Each line: who wrote it (the starter or the recipient), its text, and when. */
  lines: { by: 'from' | 'to'; body: string; daysAgo: number; hour: number }[];
  /** Whether the last line is still unread by the member it went to. */
  lastUnread: boolean;
}

/**
 * Conversations between the demo companies: one about an offer, one about an opportunity, a
 * giveaway's applicant writing to its owner, and a first contact still waiting in the recipient's
 * Requests. The conversation a Want started is added from the demo's own Want (wantThread).
 */
const THREADS: DemoThread[] = [
  {
    from: 'platinum',
    to: 'gold',
    item: 'Precision sheet-metal parts for machinery makers',
    status: 'open',
    lastUnread: true,
    lines: [
      {
        by: 'from',
        body: 'We need stainless brackets for our acoustic cork panels, about 4,000 a year. Could you quote from a drawing?',
        daysAgo: 3,
        hour: 9,
      },
      {
        by: 'to',
        body: 'Certainly. Send us the drawing and the steel grade; at 4,000 a year we can quote per quarterly batch, delivered to Aveiro.',
        daysAgo: 3,
        hour: 15,
      },
      {
        by: 'from',
        body: 'It is an L bracket in AISI 304, 2 mm, with two slotted holes. Could you also quote it in 316 for our coastal projects?',
        daysAgo: 1,
        hour: 10,
      },
    ],
  },
  {
    from: 'consulting',
    to: 'health',
    item: 'Buscamos consultora de experiencia del paciente',
    status: 'open',
    lastUnread: true,
    lines: [
      {
        by: 'from',
        body: 'We redesigned the patient journey of two hospital groups in Porto last year; may we show you how we worked?',
        daysAgo: 3,
        hour: 11,
      },
      {
        by: 'to',
        body: 'Gracias, Rui. ¿Podrían enviarnos un caso de estudio y una propuesta para nuestras tres clínicas de Valencia?',
        daysAgo: 2,
        hour: 12,
      },
    ],
  },
  {
    from: 'crystal',
    to: 'seafood',
    item: 'Twelve jars of Cantabrian anchovies',
    status: 'open',
    lastUnread: true,
    lines: [
      {
        by: 'from',
        body: 'Could the jars go to our estate in Peso da Régua? We would serve them at the harvest tasting for our importers.',
        daysAgo: 1,
        hour: 9,
      },
    ],
  },
  {
    from: 'analytics',
    to: 'crystal',
    status: 'request',
    lastUnread: true,
    lines: [
      {
        by: 'from',
        body: 'You mentioned e-commerce in the EU: we build sales dashboards for wine shops online. Happy to show an example.',
        daysAgo: 4,
        hour: 16,
      },
    ],
  },
];

/** The owner of the item Tecnimetal wanted answers the Want, and they agree on a call. */
const WANT_LINES: DemoThread['lines'] = [
  {
    by: 'from',
    body: 'Thank you for your interest. Would a 30-minute call next week help us understand what Tecnimetal needs?',
    daysAgo: 59,
    hour: 10,
  },
  {
    by: 'to',
    body: 'Yes, Tuesday at 10:00 Madrid time suits us. We want to sell machinery parts in Portugal and need a partner there.',
    daysAgo: 58,
    hour: 9,
  },
  {
    by: 'from',
    body: 'Perfect, the invitation is on its way. I will bring two examples of market entry plans we wrote for Spanish exporters.',
    daysAgo: 58,
    hour: 11,
  },
];

/**
 * Seeds the demo conversations with their messages and how far each member has read; the
 * notices of the messages follow from these rows (seedNotifications).
 */
export async function seedConversations(options: DemoSeedOptions): Promise<void> {
  const { tx, ownerIds, now } = options;
  const threads = [...THREADS, ...(await wantThread(tx, ownerIds))];
  for (const thread of threads) {
    const from = ownerIds.get(thread.from);
    const to = ownerIds.get(thread.to);
    if (from === undefined || to === undefined) continue;
    const item = thread.item ? await findItem(tx, [from, to], thread.item) : undefined;
    const dated = thread.lines.map((line) => ({ ...line, at: daysAgo(now, line.daysAgo, line.hour) }));
    const first = dated[0];
    const last = dated.at(-1);
    if (!first || !last) continue;
    const [conversation] = await tx
      .insert(conversations)
      .values({
        started_by: from,
        recipient_id: to,
        item_type: item?.type ?? null,
        item_id: item?.id ?? null,
        item_title: item?.title ?? null,
        status: thread.status,
        created_at: first.at,
        last_message_at: last.at,
      })
      .returning({ id: conversations.id });
    if (!conversation) continue;
    const written = await tx
      .insert(messages)
      .values(
        dated.map((line) => ({
          conversation_id: conversation.id,
          sender_id: line.by === 'from' ? from : to,
          body: line.body,
          created_at: line.at,
        })),
      )
      .returning({ id: messages.id, sender_id: messages.sender_id });
    const lastRead = (member: number) => {
      const read = thread.lastUnread ? written.slice(0, -1) : written;
      const own = written.filter((message) => message.sender_id === member);
      return Math.max(0, ...read.map((message) => message.id), ...own.map((message) => message.id));
    };
    await tx.insert(conversationMembers).values(
      [
        [from, to],
        [to, from],
      ].map(([member, other]) => ({
        conversation_id: conversation.id,
        user_id: member as number,
        other_user_id: other as number,
        last_read_message_id: lastRead(member as number),
        last_message_at: last.at,
      })),
    );
  }
}

async function findItem(tx: DbExecutor, owners: number[], title: string) {
  const [item] = await tx
    .select({ id: contentItems.id, type: contentItems.type, title: contentItems.title })
    .from(contentItems)
    .where(and(inArray(contentItems.owner_id, owners), eq(contentItems.title, title)))
    .limit(1);
  return item;
}

/** Nortejo answers Tecnimetal's Want on its oldest published item (seeded with the feedback). */
async function wantThread(tx: DbExecutor, ownerIds: Map<string, number>): Promise<DemoThread[]> {
  const consulting = ownerIds.get('consulting');
  const gold = ownerIds.get('gold');
  if (consulting === undefined || gold === undefined) return [];
  const [wanted] = await tx
    .select({ title: contentItems.title })
    .from(interests)
    .innerJoin(contentItems, eq(contentItems.id, interests.content_id))
    .where(and(eq(interests.user_id, gold), eq(contentItems.owner_id, consulting)))
    .orderBy(asc(contentItems.id))
    .limit(1);
  if (!wanted) return [];
  return [
    {
      from: 'consulting',
      to: 'gold',
      item: wanted.title,
      status: 'open',
      lastUnread: false,
      lines: WANT_LINES,
    },
  ];
}
