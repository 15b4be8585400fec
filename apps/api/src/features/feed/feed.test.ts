import { ROLES, TIERS } from '@acorn/contracts';
import {
  companyProfiles,
  contentCountries,
  contentFiles,
  contentItems,
  contentSectors,
  countries,
  sectors,
  users,
} from '@acorn/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { useContentTestApp } from '../../test/content';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';

const kit = useContentTestApp();
const { call } = kit;
const db = () => kit.t.database.db;
const PORTUGAL = 152;
const SPAIN = 179;

/** A Platinum company (every content type) with its name, sector, country and size. */
const company = (profile: Record<string, unknown> = {}) =>
  createUser({
    db: db(),
    package_id: TIERS.platinum,
    profile: { company_name: `Company ${Math.random().toString(36).slice(2, 8)}`, ...profile },
  });

async function created(res: { statusCode: number; body: string; json(): { data: { id: number } } }) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const offer = (owner: TestUser, values: Record<string, unknown> = {}) =>
  call(owner, 'POST', '/market/offers', {
    title: 'Export consulting for Iberia',
    description: '<p>We open <strong>doors</strong> in Spain.</p>',
    service_id: 1,
    sectors: [1],
    countries: [PORTUGAL],
    deadline: '2099-12-31',
    ...values,
  }).then(created);

const sampling = (owner: TestUser) =>
  call(owner, 'POST', '/addSurpriseBox', {
    title: 'Twelve jars of anchovies',
    description: 'Three companies win a box.',
    no_of_offers: 3,
    prefered_date: '2099-01-10',
    date_of_giveaway: '2099-01-20',
  }).then(created);

const protocol = (owner: TestUser) =>
  call(owner, 'POST', '/addPOMService', {
    title: 'Distribution protocol for retail',
    description: '<p>Shelf space.</p>',
    categories: [2],
    sectors: [2],
    countries: [SPAIN],
    date_of_publication: '2026-01-01',
    date_of_validity: '2099-12-31',
  }).then(created);

async function published<T extends number>(type: Parameters<typeof kit.approve>[0], id: Promise<T>) {
  const value = await id;
  await kit.approve(type, value);
  return value;
}

type Card = {
  item_type: string;
  id: number;
  title: string;
  excerpt: string;
  status: string | null;
  is_own: boolean;
};
async function feed(viewer: TestUser, query = '') {
  const res = await call(viewer, 'GET', `/feed${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Card[];
    meta: { current_page: number; last_page: number; per_page: number; total: number; total_capped?: true };
  };
}
const ids = async (viewer: TestUser, query = '') => (await feed(viewer, query)).data.map((card) => card.id);

describe('the feed', () => {
  it("lists every type's published, unexpired items of active companies, newest first, and a tab one type", async () => {
    const owner = await company();
    const viewer = await company();
    const first = await published('offer', offer(owner));
    const second = await published('sampling', sampling(owner));
    const third = await published('protocol', protocol(owner));
    const pending = await offer(owner);
    const expired = await published('offer', offer(owner));
    await db().update(contentItems).set({ deadline: '2020-01-01' }).where(eq(contentItems.id, expired));

    const all = await ids(viewer, 'perPage=50');
    expect(all.filter((id) => [first, second, third, pending, expired].includes(id))).toEqual([
      third,
      second,
      first,
    ]);
    expect(await ids(viewer, 'type=offers&perPage=50')).toContain(first);
    expect(await ids(viewer, 'type=offers&perPage=50')).not.toContain(second);
    const samplings = await feed(viewer, 'type=samplings&perPage=50');
    expect(samplings.data.find((card) => card.id === second)).toMatchObject({
      item_type: 'sampling',
      title: 'Twelve jars of anchovies',
      samples_left: 3,
      is_own: false,
      status: null,
      wanted: false,
      owner: { id: owner.id, name: expect.stringMatching(/^Company /) },
    });

    // Applying for a sample is a giveaway's Want.
    expect((await call(viewer, 'POST', '/surpriseBoxAdd', { surprise_id: second })).statusCode).toBe(200);
    expect((await feed(viewer, 'type=samplings')).data.find((card) => card.id === second)).toMatchObject({
      wanted: true,
      samples_left: 2,
    });
    // The owner sees its own published card with its status; a deactivated company's items leave.
    expect((await feed(owner, 'type=protocols')).data.find((card) => card.id === third)).toMatchObject({
      is_own: true,
      status: 'published',
    });
    await db().update(users).set({ status: 1 }).where(eq(users.id, owner.id));
    expect(await ids(viewer, 'perPage=50')).not.toContain(first);
  });

  it("names a card's sectors and countries in the reader's language, in the lists' order, a new sector too", async () => {
    const owner = await company();
    const viewer = await company();
    const item = await published('offer', offer(owner, { sectors: [3, 1], countries: [SPAIN, PORTUGAL] }));
    const card = async (language: string, id = item) => {
      const res = await kit.t.app.inject({
        method: 'GET',
        url: '/api/feed?type=offers',
        headers: { ...bearer(viewer.token), 'accept-language': language },
      });
      return (res.json() as { data: Card[] }).data.find((entry) => entry.id === id);
    };
    expect(await card('en')).toMatchObject({
      sectors: ['Aerospace & Defence', 'Automotive'],
      countries: ['Portugal', 'Spain'],
    });
    const spainInPortuguese = (
      await db().select({ name: countries.name_pt }).from(countries).where(eq(countries.id, SPAIN))
    )[0]?.name;
    expect(await card('pt-PT,pt;q=0.9')).toMatchObject({
      sectors: ['Aeroespacial e Defesa', 'Automóvel'],
      countries: ['Portugal', spainInPortuguese],
    });
    // The names an instance keeps are read again for a sector it has not seen.
    await db()
      .insert(sectors)
      .values({ id: 990, name: 'Space Mining', name_pt: 'Mineração Espacial', name_es: 'Minería Espacial' });
    const newer = await published('offer', offer(owner, { sectors: [990], countries: [SPAIN] }));
    expect(await card('es', newer)).toMatchObject({
      sectors: ['Minería Espacial'],
      countries: ['España'],
    });
  });

  it('finds words as typed, without accents or case, by their beginning, in the title, text and company name', async () => {
    const owner = await company({ company_name: 'Cortiças Ibéricas' });
    const viewer = await company();
    const item = await published(
      'offer',
      offer(owner, {
        title: 'Exportação de rolhas',
        description: '<p>Grande LOTE para a desinstitucionalização</p>',
        sectors: [1],
        countries: [PORTUGAL],
      }),
    );
    // With a sector or a country the words meet the filters on the index of their starts (decision
    // 060): the same finds, whether a word is shorter than its starts (2 letters), one of them, or
    // longer (21).
    const searches = ['exporta', 'EXPORTACAO rol', 'lote', 'corticas', 'IBER', 'ex', 'de rolhas'];
    for (const search of [...searches, 'desinstitucionalizaca', 'desinstitucionalizacao']) {
      for (const filters of [
        '',
        '&sectors=1',
        `&countries=${PORTUGAL}`,
        `&sectors=1;2&countries=${PORTUGAL}`,
      ]) {
        expect(
          await ids(viewer, `search=${encodeURIComponent(search)}${filters}`),
          search + filters,
        ).toContain(item);
      }
    }
    for (const filters of ['', '&sectors=1']) {
      for (const search of ['importa', 'exportb', 'desinstitucionalizacaz', 'lotes']) {
        expect(await ids(viewer, `search=${search}${filters}`), search + filters).not.toContain(item);
      }
    }
    expect(await ids(viewer, 'search=exporta&sectors=2')).not.toContain(item);
    // A renamed company's items are found by the new name at once.
    await db()
      .update(companyProfiles)
      .set({ company_name: 'Rolhas do Norte' })
      .where(eq(companyProfiles.user_id, owner.id));
    expect(await ids(viewer, 'search=norte')).toContain(item);
    expect(await ids(viewer, 'search=corticas')).not.toContain(item);
  });

  it('filters by sectors, countries, services, service categories, company size and dates', async () => {
    const small = await company({ no_of_emplyees: '1-10', last_year_turnover: 'lt-1m' });
    const viewer = await company();
    const inPortugal = await published(
      'offer',
      offer(small, { sectors: [1], countries: [PORTUGAL], service_id: 1 }),
    );
    const inSpain = await published('protocol', protocol(small));
    expect(await ids(viewer, `countries=${SPAIN}&perPage=50`)).toEqual(expect.arrayContaining([inSpain]));
    expect(await ids(viewer, `countries=${SPAIN}&perPage=50`)).not.toContain(inPortugal);
    expect(await ids(viewer, 'sectors=1&perPage=50')).toContain(inPortugal);
    expect(await ids(viewer, 'sectors=1&perPage=50')).not.toContain(inSpain);
    expect(await ids(viewer, 'serviceCategories=2&perPage=50')).toEqual(expect.arrayContaining([inSpain]));
    expect(await ids(viewer, 'serviceCategories=2&perPage=50')).not.toContain(inPortugal);
    expect(await ids(viewer, 'dimension=1-10&revenue=lt-1m&perPage=50')).toEqual(
      expect.arrayContaining([inPortugal, inSpain]),
    );
    expect(await ids(viewer, 'dimension=11-50&perPage=50')).not.toContain(inPortugal);
    await db()
      .update(contentItems)
      .set({ created_at: new Date('2026-03-15T12:00:00Z') })
      .where(eq(contentItems.id, inSpain));
    expect(await ids(viewer, 'dateFrom=2026-03-15&dateTo=2026-03-15&perPage=50')).toEqual([inSpain]);
  });

  it('finds an item by the sectors and countries it is linked to now, with a search too', async () => {
    const owner = await company();
    const viewer = await company();
    const id = await published(
      'offer',
      offer(owner, { title: 'Cork granulate for insulation', sectors: [1], countries: [PORTUGAL] }),
    );
    const found = (query: string) => ids(viewer, `search=granulate&${query}`);
    expect(await found(`sectors=1&countries=${PORTUGAL}`)).toEqual([id]);
    // The links replaced as an edit replaces them: the item's filter ids follow.
    await db().delete(contentSectors).where(eq(contentSectors.content_id, id));
    await db().delete(contentCountries).where(eq(contentCountries.content_id, id));
    await db().insert(contentSectors).values({ content_id: id, sector_id: 2 });
    await db().insert(contentCountries).values({ content_id: id, country_id: SPAIN });
    expect(await found(`sectors=1&countries=${PORTUGAL}`)).toEqual([]);
    expect(await found(`sectors=2&countries=${SPAIN}`)).toEqual([id]);
    expect(await found('sectors=1;2')).toEqual([id]);
  });

  it('answers each request by its own values where the filters given are the same (one statement per shape)', async () => {
    const small = await company({ no_of_emplyees: '1-10' });
    const large = await company({ no_of_emplyees: '51-200' });
    const viewer = await company();
    const smallOffer = await published(
      'offer',
      offer(small, { sectors: [1], title: 'Cork stoppers abroad' }),
    );
    const largeProtocol = await published('protocol', protocol(large));
    await db()
      .update(contentItems)
      .set({ created_at: new Date('2025-02-01T12:00:00Z') })
      .where(eq(contentItems.id, largeProtocol));
    const pairs: [string, string, number, number][] = [
      ['sectors=1', 'sectors=2', smallOffer, largeProtocol],
      ['dimension=1-10', 'dimension=51-200', smallOffer, largeProtocol],
      [`user=${small.id}`, `user=${large.id}`, smallOffer, largeProtocol],
      ['type=offers', 'type=protocols', smallOffer, largeProtocol],
      ['search=cork', 'search=distribution', smallOffer, largeProtocol],
      [
        'dateTo=2099-12-31&dateFrom=2026-01-01',
        'dateTo=2025-02-01&dateFrom=2025-02-01',
        smallOffer,
        largeProtocol,
      ],
    ];
    for (const [one, other, oneItem, otherItem] of pairs) {
      const first = await ids(viewer, `${one}&perPage=50`);
      const second = await ids(viewer, `${other}&perPage=50`);
      expect(first, one).toContain(oneItem);
      expect(first, one).not.toContain(otherItem);
      expect(second, other).toContain(otherItem);
      expect(second, other).not.toContain(oneItem);
    }
  });

  it('pages ten at a time by default and answers an empty page past the end', async () => {
    const owner = await company();
    const viewer = await company();
    for (let index = 0; index < 12; index += 1)
      await published('offer', offer(owner, { title: `Paged offer ${index}` }));
    const first = await feed(viewer, 'search=paged');
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    const second = await feed(viewer, 'search=paged&page=2');
    expect(second.data.map((card) => card.title)).toHaveLength(2);
    expect((await feed(viewer, 'search=paged&page=2147483647')).data).toEqual([]);
    expect((await call(viewer, 'GET', '/feed?perPage=51')).statusCode).toBe(400);
    expect((await call(viewer, 'GET', '/feed?type=everything')).statusCode).toBe(400);
  });

  it("ranks a search's newest 1000 matches best first, then goes on newest first, and reads '1000+' past them", async () => {
    const owner = await company();
    const viewer = await company();
    const post = (title: string, body: string, daysAgo: number) => ({
      type: 'post',
      owner_id: owner.id,
      title,
      status: 'published',
      search_title: title.toLowerCase(),
      search_body: body,
      created_at: new Date(Date.now() - daysAgo * 86_400_000),
    });
    // The oldest match names the word in its title, and so does one of the newest 1000; the
    // other 1001 only in their text, one to a hundred days old.
    const [oldest] = await db()
      .insert(contentItems)
      .values(post('Zebrawood veneers', 'veneers', 900))
      .returning({ id: contentItems.id });
    const [recent] = await db()
      .insert(contentItems)
      .values(post('Zebrawood planks', 'planks', 50.05))
      .returning({ id: contentItems.id });
    await db()
      .insert(contentItems)
      .values(
        Array.from({ length: 1001 }, (_, index) => post(`Timber ${index}`, 'zebrawood offcuts', index / 10)),
      );

    const first = await feed(viewer, 'search=zebrawood');
    expect(first.data[0]?.id).toBe(recent?.id);
    expect(first.data.map((card) => card.id)).not.toContain(oldest?.id);
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: 101,
      per_page: 10,
      total: 1000,
      total_capped: true,
    });
    // Past the ranked ones, newest first: the three oldest matches, the title match of 900 days last.
    const past = await feed(viewer, 'search=zebrawood&page=101');
    expect(past.data.map((card) => card.id).at(-1)).toBe(oldest?.id);
    expect(past.data).toHaveLength(3);
    expect(past.meta).toEqual({ current_page: 101, last_page: 101, per_page: 10, total: 1003 });
    // A word only an old item holds is found past the widest window of recent hours.
    expect(await ids(viewer, 'search=veneers')).toEqual([oldest?.id]);
    expect(await ids(viewer, 'search=planks')).toEqual([recent?.id]);
    // The other tests' lists stay short enough to be counted exactly.
    await db().delete(contentItems).where(eq(contentItems.owner_id, owner.id));
  });

  it('counts a short list exactly: an item published, or a company registered, is in the next total', async () => {
    const owner = await company();
    const viewer = await company();
    const offers = (await feed(viewer, 'type=offers')).meta.total;
    const everything = (await feed(viewer)).meta.total;
    await published('offer', offer(owner));
    expect((await feed(viewer, 'type=offers')).meta.total).toBe(offers + 1);
    expect((await feed(viewer)).meta.total).toBe(everything + 1);
    const companies = (await feed(viewer, 'type=companies')).meta.total;
    await company();
    expect((await feed(viewer, 'type=companies')).meta.total).toBe(companies + 1);
  });

  it('lists registered, active companies in the companies tab, found by name or headline', async () => {
    const logo = await createFile({ db: db(), content_type: 'image/png', visibility: 'public' });
    const listed = await company({
      company_name: 'Metalúrgica Ávila',
      headline: 'Precisão em aço',
      company_sector_id: 3,
      country_id: SPAIN,
      company_logo_file_id: logo.id,
    });
    const unfinished = await createUser({
      db: db(),
      step: 2,
      profile: { company_name: 'Metalúrgica Pendente' },
    });
    const viewer = await company();
    const found = await feed(viewer, 'type=companies&search=metalurgica');
    expect(found.data.map((card) => card.id)).toEqual([listed.id]);
    expect(found.data[0]).toMatchObject({
      item_type: 'company',
      title: 'Metalúrgica Ávila',
      excerpt: 'Precisão em aço',
      image: expect.stringMatching(/^\/uploads\//),
    });
    expect(await ids(viewer, 'type=companies&search=aco')).toContain(listed.id);
    expect(await ids(viewer, `type=companies&countries=${SPAIN}&sectors=3`)).toEqual([listed.id]);
    expect(await ids(viewer, 'type=companies&services=1&perPage=50')).not.toContain(listed.id);
    expect(await ids(viewer, 'type=companies&perPage=50')).not.toContain(unfinished.id);
  });

  it('answers the directories: sellers apart, and the newest companies for the sidebar', async () => {
    const seller = await company({ company_name: 'Vendedora Lusa', is_seller: true });
    const buyer = await company({ company_name: 'Compradora Lusa' });
    const viewer = await company();
    const sellers = await call(viewer, 'GET', '/companies?seller=true&search=lusa');
    expect(sellers.json().data.map((card: Card) => card.id)).toEqual([seller.id]);
    const everyone = await call(viewer, 'GET', '/companies?search=lusa');
    expect(
      everyone
        .json()
        .data.map((card: Card) => card.id)
        .sort(),
    ).toEqual([seller.id, buyer.id].sort());
    expect(everyone.json().meta).toMatchObject({ total: 2, per_page: 10 });

    const latest = await call(viewer, 'GET', '/companies/latest?number=3');
    expect(latest.statusCode).toBe(200);
    expect(latest.json().data.map((card: Card) => card.id)).toEqual([viewer.id, buyer.id, seller.id]);
    expect((await call(viewer, 'GET', '/companies/latest?number=1000')).statusCode).toBe(400);
  });

  it("shows a card's picture by its first role and the company's logo, each only when public", async () => {
    const image = (owner: TestUser, visibility: 'public' | 'private') =>
      createFile({ db: db(), owner, content_type: 'image/png', visibility });
    const withLogo = await company();
    const withPrivateLogo = await company();
    await db()
      .update(companyProfiles)
      .set({ company_logo_file_id: (await image(withLogo, 'public')).id })
      .where(eq(companyProfiles.user_id, withLogo.id));
    await db()
      .update(companyProfiles)
      .set({ company_logo_file_id: (await image(withPrivateLogo, 'private')).id })
      .where(eq(companyProfiles.user_id, withPrivateLogo.id));
    const viewer = await company();
    const pictured = await published('offer', offer(withLogo));
    const privatelyPictured = await published('offer', offer(withPrivateLogo));
    const header = await image(withLogo, 'public');
    const thumbnail = await image(withLogo, 'public');
    const privateThumbnail = await image(withPrivateLogo, 'private');
    await db()
      .insert(contentFiles)
      .values([
        { content_id: pictured, file_id: header.id, role: 'header_image', position: 0 },
        { content_id: pictured, file_id: thumbnail.id, role: 'thumbnail_image', position: 0 },
        { content_id: privatelyPictured, file_id: privateThumbnail.id, role: 'thumbnail_image', position: 0 },
        { content_id: privatelyPictured, file_id: header.id, role: 'header_image', position: 0 },
      ]);
    const cards = (await feed(viewer, 'type=offers&perPage=50')).data;
    expect(cards.find((card) => card.id === pictured)).toMatchObject({
      image: `/uploads/${thumbnail.storage_key}`,
      owner: { avatar: expect.stringMatching(/^\/uploads\//) },
    });
    // The first role's file is private: no picture, and no fall back to a later role's.
    expect(cards.find((card) => card.id === privatelyPictured)).toMatchObject({
      image: null,
      owner: { avatar: null },
    });
  });

  it("shows a card's picture and the company's logo at the sizes the card shows them", async () => {
    const owner = await company();
    const sized = (name: string, large = false) =>
      createFile({
        db: db(),
        owner,
        content_type: 'image/png',
        visibility: 'public',
        storage_key: `${name}.png`,
        variants: {
          thumb: `${name}-thumb.webp`,
          medium: `${name}-medium.webp`,
          ...(large ? { large: `${name}-large.webp` } : {}),
        },
      });
    const logo = await sized('logo');
    await db()
      .update(companyProfiles)
      .set({ company_logo_file_id: logo.id })
      .where(eq(companyProfiles.user_id, owner.id));
    const pictured = await published('offer', offer(owner));
    // A file stored before the large copy existed has none: its card offers the medium one alone.
    const older = await published('offer', offer(owner));
    for (const [item, picture] of [
      [pictured, await sized('picture', true)],
      [older, await sized('older')],
    ] as const) {
      await db()
        .insert(contentFiles)
        .values({ content_id: item, file_id: picture.id, role: 'image', position: 0 });
    }
    const cards = (await feed(await company(), 'type=offers&perPage=50')).data;
    expect(cards.find((card) => card.id === pictured)).toMatchObject({
      image: '/uploads/picture-medium.webp',
      image_large: '/uploads/picture-large.webp',
      owner: { avatar: '/uploads/logo-thumb.webp' },
    });
    expect(cards.find((card) => card.id === older)).toMatchObject({
      image: '/uploads/older-medium.webp',
      image_large: null,
    });
  });

  it("shows a hidden advisor's listing as 'Nondisclosure', with no company, picture or link to it", async () => {
    const owner = await company({ company_name: 'Consultores Discretos' });
    const viewer = await company();
    const listing = await published(
      'advisor',
      call(owner, 'POST', '/advisor-listings', {
        name: 'Marta Figueiredo',
        hide_identity: true,
        about_company: '<p>Opening Iberian food brands to Latin America.</p>',
      }).then(created),
    );
    const card = (await feed(viewer, 'type=advisors')).data.find((item) => item.id === listing);
    expect(card).toMatchObject({
      title: 'Nondisclosure',
      image: null,
      owner: { id: 0, name: 'Nondisclosure', avatar: null, headline: '', hidden: true },
    });
    expect(JSON.stringify(card)).not.toMatch(/Marta|Discretos/);
    // The company's name does not find it either: that would tie the listing to the company.
    const searched = await feed(viewer, 'type=all&search=Consultores%20Discretos');
    expect(searched.data.map((item) => item.id)).not.toContain(listing);
    expect((await feed(viewer, 'type=all&search=iberian')).data.map((item) => item.id)).toContain(listing);
    expect((await feed(owner, 'type=advisors')).data.find((item) => item.id === listing)).toMatchObject({
      owner: { name: 'Consultores Discretos', hidden: false },
    });
  });

  it("shows a giveaway's plain description as typed, a tag-like text included", async () => {
    const owner = await company();
    const viewer = await company();
    const id = await published(
      'sampling',
      call(owner, 'POST', '/addSurpriseBox', {
        title: 'Bolts <10mm',
        description: 'Bolts <10mm and <b>washers</b>\n\nfor 3 companies',
        no_of_offers: 3,
        prefered_date: '2099-01-10',
      }).then(created),
    );
    const card = (await feed(viewer, 'type=samplings&perPage=50')).data.find((item) => item.id === id);
    expect(card).toMatchObject({ excerpt: 'Bolts <10mm and <b>washers</b> for 3 companies' });
  });

  it("never ties a hidden advisor's listing to its company, whatever filter names the company", async () => {
    const owner = await company({
      company_name: 'Grupo Reservado',
      no_of_emplyees: '200+',
      last_year_turnover: '10-50',
    });
    const other = await company({ no_of_emplyees: '1-10', last_year_turnover: '0-2' });
    const viewer = await company();
    const listingBy = (publisher: TestUser, name: string, hidden: boolean) =>
      published(
        'advisor',
        call(publisher, 'POST', '/advisor-listings', {
          name,
          hide_identity: hidden,
          about_company: '<p>Board advisor for family companies.</p>',
        }).then(created),
      );
    const hidden = await listingBy(owner, 'Helena Sousa', true);
    const named = await listingBy(owner, 'Duarte Pires', false);
    const othersHidden = await listingBy(other, 'Irene Lopes', true);

    // Each filter on the owner company: its named listing is found, no hidden listing is, the
    // owner's or another company's; so what a filter keeps and its count are the same either way.
    const byOwner = [
      'dimension=200%2B',
      'revenue=10-50',
      'dimension=200%2B&revenue=10-50',
      `user=${owner.id}`,
      'search=Grupo%20Reservado',
      'dimension=200%2B&search=board',
    ];
    for (const tab of ['all', 'advisors']) {
      for (const filter of byOwner) {
        const page = await feed(viewer, `type=${tab}&perPage=50&${filter}`);
        const found = page.data.map((card) => card.id);
        expect(found, `${tab} ${filter}`).toContain(named);
        expect(found, `${tab} ${filter}`).not.toContain(hidden);
        expect(found, `${tab} ${filter}`).not.toContain(othersHidden);
        expect(page.meta.total, `${tab} ${filter}`).toBe(found.length);
      }
      for (const filter of ['dimension=1-10', 'revenue=0-2', 'dimension=51-200']) {
        const found = await ids(viewer, `type=${tab}&perPage=50&${filter}`);
        expect(found, `${tab} ${filter}`).not.toContain(hidden);
        expect(found, `${tab} ${filter}`).not.toContain(othersHidden);
      }
      // Unfiltered, both hidden listings are there, tied to no one.
      const cards = (await feed(viewer, `type=${tab}&perPage=50`)).data;
      for (const id of [hidden, othersHidden]) {
        expect(cards.find((card) => card.id === id)).toMatchObject({
          owner: { id: 0, name: 'Nondisclosure', hidden: true },
        });
      }
    }
    // The owner still finds its own hidden listing under its own filters.
    expect(await ids(owner, `type=advisors&perPage=50&user=${owner.id}&dimension=200%2B`)).toContain(hidden);
    // The listing's own page names no company either.
    const detail = (await call(viewer, 'GET', `/advisor-listings/${hidden}`)).json().data;
    expect(detail).toMatchObject({ name: 'Nondisclosure', user: { id: 0, company_name: null } });
    expect(JSON.stringify(detail)).not.toMatch(/Helena|Reservado/);
  });

  it('is for signed-in participants', async () => {
    const advisor = await createUser({ db: db(), cb_roles_id: ROLES.advisor });
    expect((await call(advisor, 'GET', '/feed')).statusCode).toBe(403);
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/feed' })).statusCode).toBe(401);
  });
});
