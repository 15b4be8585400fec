// The generator both content benches share, writing straight into PostgreSQL (or PGlite) with
// INSERT ... SELECT generate_series: owner companies, and content items of any mix of types with
// their sectors and countries, a market row for the offers and opportunities, most published, some
// waiting for the operator, some denied, some past their deadline; titles and texts in English,
// Portuguese and Spanish, with the search columns written as the API writes them: search_title
// and search_body by searchableText, search_owner by migration 0018's trigger from the owner's
// company name (so the companies are made before their items).

import { searchableText } from './content-sql.mjs';

const LANGUAGES = ['en', 'pt', 'es'];
/** Where most items are aimed at; other countries are picked now and then. */
const USUAL_COUNTRIES = ['PT', 'ES', 'FR', 'DE', 'IE', 'GB', 'IT', 'NL', 'BE', 'BR', 'SE', 'US'];
/** The option keys of the company-size and revenue lists. */
const COMPANY_SIZES = ['1-10', '11-50', '51-200', '200+'];
const REVENUES = ['0-2', '2-10', '10-50', '50+'];
/** Types without a last day (a post, an advisor's listing) and titles without a place (a person's name). */
const UNDATED = ['post', 'advisor'];
const UNPLACED = ['advisor'];
const CHUNK = 20_000;

/** An advisor's name, or 'Nondisclosure' as every hidden listing is titled (one in three). */
const ADVISOR_TITLES = [
  'Nondisclosure',
  'Nondisclosure',
  'Marta Figueiredo',
  'Javier Morales',
  'Helen Walsh',
  'Marc Dubois',
];

/**
 * Per language, the same number of phrases of each kind: an item picks one language and keeps it.
 * A type's titles are the kind of its name.
 */
const WORDS = {
  en: {
    offer: [
      'Export strategy for industrial SMEs',
      'Precision sheet-metal parts for machinery makers',
      'Customer analytics dashboards in four weeks',
      'Cold-chain transport across Europe',
      'Cybersecurity audit and ISO 27001 readiness',
      'Packaging design that sells on the shelf',
      'Recruitment of sales teams for export markets',
      'Solar panels for factory roofs',
      'Online shop built and run for you',
      'Corporate training in negotiation',
    ],
    opportunity: [
      'Looking for a distributor of technical corks',
      'We need an export partner for olive oil',
      'Seeking a patient experience consultancy',
      'Looking for a BIM modelling partner',
      'We need a logistics partner for e-commerce returns',
      'Seeking suppliers of recycled packaging',
      'Looking for a CRM integrator',
      'We need an energy efficiency audit',
      'Seeking agents for exports to Latin America',
      'Looking for a brand agency for a product launch',
    ],
    campaign: [
      'Launch campaign for a new olive oil range',
      'Export campaign for Portuguese wines',
      'Lead generation for industrial automation',
      'Trade fair campaign for packaging machines',
      'Digital campaign for a regional tourism brand',
      'Distributor search for cork products',
    ],
    post: [
      'Five lessons from our first year of exports',
      'How we cut delivery times by a third',
      'What buyers ask before a first order',
      'Why certification opened new markets for us',
      'Our team at the industry fair',
      'Energy savings after the solar retrofit',
    ],
    sampling: [
      'Twelve jars of anchovies for three companies',
      'Sample boxes of specialty coffee',
      'A free trial of our export paperwork service',
      'Cork stopper samples for wineries',
      'Recycled packaging samples for food brands',
      'A month of our CRM for free',
    ],
    protocol: [
      'Distribution protocol for retail chains',
      'Member discount on freight to Brazil',
      'Protocol for export credit insurance',
      'Preferential rates for trade fair stands',
      'Legal advice protocol for new markets',
      'Member prices for translation services',
    ],
    // An advisor's listing is titled by the advisor's name, or 'Nondisclosure' when hidden.
    advisor: ADVISOR_TITLES,
    place: ['in Portugal', 'in Spain', 'in France', 'in Germany', 'in Scandinavia', 'in Brazil'],
    sentence: [
      'We work with companies of every size and answer within two working days.',
      'A fixed price, a clear plan and one contact person from the first call.',
      'Our team has delivered more than 200 projects in 14 markets.',
      'References from clients in the same sector on request.',
      'The project starts with a free assessment of your needs.',
      'Delivery times and prices agreed before any commitment.',
    ],
    bullet: ['ISO 9001 certified', 'Delivery in 48 hours', 'Bilingual team', 'Export experience since 2004'],
    need: [
      'A partner with its own warehouse',
      'A first pilot within three months',
      'References in our sector',
    ],
    fame: ['Supplier of the year 2025', 'Featured in the national business press', 'Over 60 export clients'],
    strengths: [
      'Short lead times',
      'Engineering support from the first drawing',
      'Local teams in three countries',
    ],
    deny: ['Please remove the contact details from the text: members reach you through the platform.'],
  },
  pt: {
    offer: [
      'Estratégia de exportação para PME industriais',
      'Peças de chapa de precisão para fabricantes de máquinas',
      'Painéis de análise de clientes em quatro semanas',
      'Transporte refrigerado em toda a Europa',
      'Auditoria de cibersegurança e preparação ISO 27001',
      'Design de embalagens que vendem na prateleira',
      'Recrutamento de equipas comerciais para exportação',
      'Painéis solares para coberturas industriais',
      'Loja online criada e gerida por nós',
      'Formação empresarial em negociação',
    ],
    opportunity: [
      'Procuramos distribuidor de rolhas técnicas',
      'Precisamos de parceiro de exportação para azeite',
      'Procuramos consultora de experiência do paciente',
      'Procuramos parceiro de modelação BIM',
      'Precisamos de parceiro logístico para devoluções online',
      'Procuramos fornecedores de embalagens recicladas',
      'Procuramos integrador de CRM',
      'Precisamos de auditoria de eficiência energética',
      'Procuramos agentes para exportação para a América Latina',
      'Procuramos agência de marca para lançamento de produto',
    ],
    campaign: [
      'Campanha de lançamento de uma nova gama de azeite',
      'Campanha de exportação de vinhos portugueses',
      'Geração de contactos para automação industrial',
      'Campanha para feira de máquinas de embalagem',
      'Campanha digital para uma marca de turismo regional',
      'Procura de distribuidores de produtos de cortiça',
    ],
    post: [
      'Cinco lições do nosso primeiro ano de exportação',
      'Como reduzimos os prazos de entrega num terço',
      'O que os compradores perguntam antes da primeira encomenda',
      'Porque a certificação nos abriu novos mercados',
      'A nossa equipa na feira do setor',
      'Poupança de energia depois dos painéis solares',
    ],
    sampling: [
      'Doze frascos de anchovas para três empresas',
      'Caixas de amostras de café de especialidade',
      'Experiência gratuita do nosso serviço de documentação de exportação',
      'Amostras de rolhas para adegas',
      'Amostras de embalagens recicladas para marcas alimentares',
      'Um mês do nosso CRM grátis',
    ],
    protocol: [
      'Protocolo de distribuição para cadeias de retalho',
      'Desconto para membros no frete para o Brasil',
      'Protocolo de seguro de crédito à exportação',
      'Tarifas preferenciais para stands em feiras',
      'Protocolo de apoio jurídico para novos mercados',
      'Preços para membros em serviços de tradução',
    ],
    // An advisor's listing is titled by the advisor's name, or 'Nondisclosure' when hidden.
    advisor: ADVISOR_TITLES,
    place: ['em Portugal', 'em Espanha', 'em França', 'na Alemanha', 'na Escandinávia', 'no Brasil'],
    sentence: [
      'Trabalhamos com empresas de todas as dimensões e respondemos em dois dias úteis.',
      'Preço fixo, um plano claro e um único interlocutor desde a primeira reunião.',
      'A nossa equipa concluiu mais de 200 projetos em 14 mercados.',
      'Referências de clientes do mesmo setor a pedido.',
      'O projeto começa com uma avaliação gratuita das suas necessidades.',
      'Prazos e preços acordados antes de qualquer compromisso.',
    ],
    bullet: [
      'Certificação ISO 9001',
      'Entrega em 48 horas',
      'Equipa bilingue',
      'Experiência de exportação desde 2004',
    ],
    need: ['Parceiro com armazém próprio', 'Um piloto em três meses', 'Referências no nosso setor'],
    fame: ['Fornecedor do ano 2025', 'Destaque na imprensa económica', 'Mais de 60 clientes de exportação'],
    strengths: [
      'Prazos curtos',
      'Apoio de engenharia desde o primeiro desenho',
      'Equipas locais em três países',
    ],
    deny: ['Retire os contactos do texto: os membros contactam-no através da plataforma.'],
  },
  es: {
    offer: [
      'Estrategia de exportación para pymes industriales',
      'Piezas de chapa de precisión para fabricantes de maquinaria',
      'Cuadros de análisis de clientes en cuatro semanas',
      'Transporte frigorífico por toda Europa',
      'Auditoría de ciberseguridad y preparación ISO 27001',
      'Diseño de envases que venden en el lineal',
      'Selección de equipos comerciales para exportación',
      'Paneles solares para cubiertas industriales',
      'Tienda online creada y gestionada por nosotros',
      'Formación empresarial en negociación',
    ],
    opportunity: [
      'Buscamos distribuidor de tapones técnicos',
      'Necesitamos socio de exportación para aceite de oliva',
      'Buscamos consultora de experiencia del paciente',
      'Buscamos socio de modelado BIM',
      'Necesitamos socio logístico para devoluciones online',
      'Buscamos proveedores de envases reciclados',
      'Buscamos integrador de CRM',
      'Necesitamos una auditoría de eficiencia energética',
      'Buscamos agentes para exportación a América Latina',
      'Buscamos agencia de marca para un lanzamiento',
    ],
    campaign: [
      'Campaña de lanzamiento de una nueva gama de aceite',
      'Campaña de exportación de vinos portugueses',
      'Generación de contactos para automatización industrial',
      'Campaña para feria de máquinas de envasado',
      'Campaña digital para una marca de turismo regional',
      'Búsqueda de distribuidores de productos de corcho',
    ],
    post: [
      'Cinco lecciones de nuestro primer año exportando',
      'Cómo redujimos los plazos de entrega en un tercio',
      'Lo que preguntan los compradores antes del primer pedido',
      'Por qué la certificación nos abrió nuevos mercados',
      'Nuestro equipo en la feria del sector',
      'Ahorro energético tras los paneles solares',
    ],
    sampling: [
      'Doce tarros de anchoas para tres empresas',
      'Cajas de muestras de café de especialidad',
      'Prueba gratuita de nuestro servicio de documentación de exportación',
      'Muestras de tapones para bodegas',
      'Muestras de envases reciclados para marcas de alimentación',
      'Un mes de nuestro CRM gratis',
    ],
    protocol: [
      'Protocolo de distribución para cadenas minoristas',
      'Descuento para miembros en fletes a Brasil',
      'Protocolo de seguro de crédito a la exportación',
      'Tarifas preferentes para stands en ferias',
      'Protocolo de asesoría jurídica para nuevos mercados',
      'Precios para miembros en servicios de traducción',
    ],
    // An advisor's listing is titled by the advisor's name, or 'Nondisclosure' when hidden.
    advisor: ADVISOR_TITLES,
    place: ['en Portugal', 'en España', 'en Francia', 'en Alemania', 'en Escandinavia', 'en Brasil'],
    sentence: [
      'Trabajamos con empresas de todos los tamaños y respondemos en dos días laborables.',
      'Precio cerrado, un plan claro y un único interlocutor desde la primera llamada.',
      'Nuestro equipo ha completado más de 200 proyectos en 14 mercados.',
      'Referencias de clientes del mismo sector bajo petición.',
      'El proyecto empieza con una evaluación gratuita de sus necesidades.',
      'Plazos y precios acordados antes de cualquier compromiso.',
    ],
    bullet: [
      'Certificación ISO 9001',
      'Entrega en 48 horas',
      'Equipo bilingüe',
      'Experiencia exportadora desde 2004',
    ],
    need: ['Socio con almacén propio', 'Un piloto en tres meses', 'Referencias en nuestro sector'],
    fame: ['Proveedor del año 2025', 'Destacado en la prensa económica', 'Más de 60 clientes de exportación'],
    strengths: [
      'Plazos cortos',
      'Apoyo de ingeniería desde el primer plano',
      'Equipos locales en tres países',
    ],
    deny: ['Elimine los datos de contacto del texto: los miembros le contactan a través de la plataforma.'],
  },
};

/**
 * The trades an item names as a last bullet, one item in two: `specialtyBounds` draws them
 * Zipf-like (the k-th in proportion to 1/k^1.5), so a search finds anything from a fifth of the
 * items (the first) to about one in 5,000 (the last). The same word in every language.
 */
const SPECIALTIES = [
  'olives',
  'cheese',
  'wine',
  'textiles',
  'furniture',
  'ceramics',
  'steel',
  'coffee',
  'leather',
  'chocolate',
  'honey',
  'granite',
  'marble',
  'cotton',
  'copper',
  'sardines',
  'tuna',
  'almonds',
  'walnuts',
  'chestnuts',
  'saffron',
  'paprika',
  'vinegar',
  'mustard',
  'spices',
  'ginger',
  'vanilla',
  'cinnamon',
  'thyme',
  'truffles',
  'mushrooms',
  'seaweed',
  'oysters',
  'anchovies',
  'capers',
  'figs',
  'pistachios',
  'hazelnuts',
  'quinoa',
  'barley',
  'sorghum',
  'hops',
  'cider',
  'mead',
  'nougat',
  'biscuits',
  'gelatin',
  'beeswax',
  'soap',
  'sponges',
  'linen',
  'silk',
  'wool',
  'mohair',
  'cashmere',
  'denim',
  'velvet',
  'satin',
  'lace',
  'felt',
  'canvas',
  'jute',
  'hemp',
  'flax',
  'rattan',
  'wicker',
  'bamboo',
  'carpets',
  'tapestry',
  'mattresses',
  'umbrellas',
  'buttons',
  'yarn',
  'insoles',
  'helmets',
  'kayaks',
  'lanterns',
  'fountains',
  'cutlery',
  'pewter',
  'brass',
  'bronze',
  'nickel',
  'zinc',
  'titanium',
  'lithium',
  'cobalt',
  'graphite',
  'kaolin',
  'quartz',
  'garnets',
  'basalt',
  'slate',
  'limestone',
  'terracotta',
  'stoneware',
  'porcelain',
  'mosaics',
  'enamel',
  'crystal',
  'glassware',
  'lenses',
  'resin',
  'bitumen',
  'scaffolding',
  'forklifts',
  'turbines',
  'drones',
  'parquet',
  'sheepskin',
];
/** The share of items that name a trade. */
const SPECIALTY_SHARE = 0.5;
/** Each trade's lower bound in [0, 1) of a draw, in proportion to 1/k^1.5 (width_bucket picks it). */
const specialtyBounds = (() => {
  const weights = SPECIALTIES.map((_, index) => (index + 1) ** -1.5);
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((_, index) => weights.slice(0, index).reduce((a, b) => a + b, 0) / sum);
})();

const COMPANY_WORDS = ['Atlântica', 'Ibérica', 'Nortejo', 'Brightwave', 'Rheinfracht', 'Lumen', 'Tecnimetal'];
const COMPANY_KINDS = ['Consulting', 'Indústria', 'Logística', 'Soluciones', 'Analytics', 'Trading'];

/** The kinds of phrase that title the items: the search box's words are drawn from them and the trades. */
const TITLE_KINDS = ['offer', 'opportunity', 'campaign', 'post', 'sampling', 'protocol'];

/**
 * The search box's words a bench rotates through, drawn from the fixtures' own vocabulary: `count`
 * in all, half words of the titles (of five letters or more, as searched: lower case, no
 * accents; each in a share of one type's items, in one language or in all three), half trades
 * spread over their ranks from the commonest to the rarest; the two halves alternate. A word that
 * starts with another ('exports', 'export') is left out: its search is the other's, narrower.
 */
export function searchWords(count = 48) {
  const titleWords = [
    ...new Set(
      LANGUAGES.flatMap((language) => TITLE_KINDS.flatMap((kind) => WORDS[language][kind]))
        .flatMap((phrase) => searchableText(phrase).split(/[^\p{L}\p{N}]+/u))
        .filter((word) => word.length >= 5),
    ),
  ].filter((word, _, all) => !all.some((other) => other !== word && word.startsWith(other)));
  const half = Math.ceil(count / 2);
  const spread = (list) =>
    Array.from({ length: half }, (_, index) => list[Math.round((index * (list.length - 1)) / (half - 1))]);
  const titles = spread(titleWords);
  const trades = spread(SPECIALTIES);
  return titles.flatMap((word, index) => [word, trades[index]]).slice(0, count);
}

/** Every language's phrases of one kind, one after the other, as an array parameter. */
const flat = (kind) => LANGUAGES.flatMap((language) => WORDS[language][kind]);
const countOf = (kind) => WORDS.en[kind].length;
/** Each phrase as shown and as searched (searchableText), as two array parameters. */
const shownAndSearched = (phrases) => [phrases, phrases.map(searchableText)];

/** `(array)[1 + language * n + floor(r * n)]`: a phrase of `kind` in the row's language. */
const pick = (param, kind, r, language = 'r.language') =>
  `(${param}::text[])[1 + ${language} * ${countOf(kind)} + floor(${r} * ${countOf(kind)})::int]`;

/** A random element of an array parameter. */
const any = (param, type = 'int') =>
  `(${param}::${type}[])[1 + floor(random() * cardinality(${param}::${type}[]))::int]`;

/**
 * The reference data the items link to (seeded by the API at its first start) and the operator
 * who decided the published and denied items.
 */
export async function loadReferences(client) {
  const ids = async (sql) => (await client.query(sql)).rows.map((row) => row.id);
  const countries = (await client.query('select id, code from countries order by id')).rows;
  const [operatorId] = await ids('select id from users where cb_roles_id = 3 order by id limit 1');
  if (operatorId === undefined) throw new Error('no operator to decide the items');
  return {
    sectors: await ids('select id from sectors order by id'),
    countries: countries.map((row) => row.id),
    usualCountries: countries.filter((row) => USUAL_COUNTRIES.includes(row.code)).map((row) => row.id),
    services: await ids('select id from services order by id'),
    factors: await ids('select id from proposal_factors order by id'),
    categories: await ids('select id from pom_categories order by id'),
    operatorId,
  };
}

/** Seeded draws, and no wait for each commit to reach the disk (bench data). */
export async function startGenerating(client) {
  await client.query('select setseed(0.2026)');
  await client.query('set synchronous_commit = off');
}

/**
 * Runs `generate` without content_items' GIN indexes (the search's) and builds them again after,
 * as a bulk load does. Each new item row is written three times (inserted, then its sectors' and
 * countries' ids copied onto it by triggers), and keeping those indexes up to date row by row made
 * a million items take over an hour. The definitions are read from the database, so the indexes
 * measured are the migrations' own.
 */
export async function withoutSearchIndexes(client, generate) {
  const { rows } = await client.query(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = 'content_items' and indexdef like '% USING gin %'`,
  );
  for (const { indexname } of rows) await client.query(`drop index ${indexname}`);
  try {
    return await generate();
  } finally {
    await client.query(`set maintenance_work_mem = '1GB'`);
    for (const { indexdef } of rows) await client.query(indexdef);
    await client.query('reset maintenance_work_mem');
  }
}

/**
 * `count` participant companies that finished registering, on `tiers`: a sector, a country, a
 * size and a revenue each, most with a headline (in the company's language) and a public logo;
 * one in 33 deactivated by the operator, so their items leave every list. Answers their ids.
 */
export async function createCompanies(client, { count, domain, tiers, refs }) {
  const { rows } = await client.query(
    `insert into users (email, cb_roles_id, step, status, payment_status, accept_rgpd, language, package_id, name, created_at)
     select 'owner-' || g || '@${domain}', 1, 4, case when g % 33 = 0 then 1 else 0 end, 'ok', true,
            ($2::text[])[1 + g % 3], ($3::int[])[1 + (g * 7) % cardinality($3::int[])], 'Owner ' || g,
            now() - random() * interval '900 days'
     from generate_series(1, $1::int) g
     returning id`,
    [count, LANGUAGES, tiers],
  );
  const ids = rows.map((row) => row.id);
  await client.query(
    `insert into company_profiles (user_id, company_name, company_legal_name, company_sector_id, country_id, city,
                                   is_seller, headline, no_of_emplyees, last_year_turnover)
     select o.id, name, name || ' Lda', ${any('$2')}, ${any('$3')}, 'Porto', random() < 0.4,
            case when random() < 0.8 then ${pick('$6', 'fame', 'random()', 'n % 3')} end, ${any('$7', 'text')}, ${any('$8', 'text')}
     from (select id, n, ($4::text[])[1 + n % cardinality($4::text[])] || ' ' ||
                         ($5::text[])[1 + (n / 7) % cardinality($5::text[])] || ' ' || n as name
           from unnest($1::int[]) with ordinality as o(id, n)) o`,
    [
      ids,
      refs.sectors,
      refs.usualCountries,
      COMPANY_WORDS,
      COMPANY_KINDS,
      flat('fame'),
      COMPANY_SIZES,
      REVENUES,
    ],
  );
  await client.query(
    `with logo as (
       insert into files (owner_id, storage_key, visibility, original_name, content_type, size)
       select id, 'bench/logos/' || id || '.png', 'public', 'logo.png', 'image/png', 20000 + id % 5000
       from unnest($1::int[]) id where random() < 0.6
       returning id, owner_id)
     update company_profiles set company_logo_file_id = logo.id from logo where company_profiles.user_id = logo.owner_id`,
    [ids],
  );
  return ids;
}

/**
 * `items` content items of `kinds` ({ type, share }, the shares adding up to 1) in chunks, of
 * `ownerIds` (a few companies own many); answers the id sequence's position before them, so the
 * steps after this one pick the new items alone (`isNewItem`).
 */
export async function insertContentItems(client, { items, kinds, ownerIds, refs, log }) {
  const types = kinds.map((kind) => kind.type);
  // Each kind's lower bound in [0, 1): width_bucket answers the 1-based kind of a draw.
  const bounds = kinds.map((_, index) =>
    kinds.slice(0, index).reduce((total, kind) => total + kind.share, 0),
  );
  const titleCounts = types.map(countOf);
  const titleOffsets = types.map((_, index) => 3 * titleCounts.slice(0, index).reduce((a, b) => a + b, 0));
  const [titles, searchTitles] = shownAndSearched(types.flatMap(flat));
  const title = (param) =>
    `(${param}::text[])[1 + ($7::int[])[r.kind] + r.language * ($8::int[])[r.kind] + floor(r.title_draw * ($8::int[])[r.kind])::int]`;
  const placed = (param) =>
    `case when not (r.type = any($9::text[])) then ${pick(param, 'place', 'r.place_draw')} end`;
  const [{ position: before }] = (
    await client.query(
      'select case when is_called then last_value else last_value - 1 end as position from content_items_id_seq',
    )
  ).rows;
  for (let from = 1; from <= items; from += CHUNK) {
    const to = Math.min(items, from + CHUNK - 1);
    // r: one row of random draws per item; the type, status, dates and texts are derived from them.
    await client.query(
      `insert into content_items (type, owner_id, title, description, status, deny_reason, decided_at, decided_by,
                                  opening_date, deadline, created_at, updated_at, search_title, search_body)
       select type, owner_id, title, description, status, deny_reason,
              case when status <> 'pending' then least(created_at + interval '1 day', now()) end,
              case when status <> 'pending' then $19::int end,
              created_at::date, deadline, created_at, created_at, search_title, search_body
       from (
         select
           r.type,
           ($3::int[])[1 + floor(power(r.owner_draw, 2) * cardinality($3::int[]))::int] as owner_id,
           concat_ws(' ', ${title('$5')}, ${placed('$11')}) as title,
           concat_ws(' ', ${title('$6')}, ${placed('$12')}) as search_title,
           '<p>' || ${pick('$13', 'sentence', 'r.first_draw')} || ' ' || ${pick('$13', 'sentence', 'r.second_draw')}
             || '</p><ul><li>' || ${pick('$15', 'bullet', 'r.bullet_draw')} || '</li>'
             || coalesce('<li>' || r.specialty || '</li>', '') || '</ul>' as description,
           ${pick('$14', 'sentence', 'r.first_draw')} || ' ' || ${pick('$14', 'sentence', 'r.second_draw')}
             || ' ' || ${pick('$16', 'bullet', 'r.bullet_draw')} || coalesce(' ' || r.specialty, '') as search_body,
           case when r.state_draw < 0.88 then 'published' when r.state_draw < 0.96 then 'pending' else 'denied' end as status,
           case when r.state_draw >= 0.96 then ($17::text[])[1 + r.language] end as deny_reason,
           -- 9% of the published items closed 1 to 180 days ago; 10% have no deadline, nor do posts and listings.
           case when r.type = any($10::text[]) then null
                when r.state_draw < 0.88 * 0.09 then current_date - 1 - floor(r.closing_draw * 180)::int
                when r.state_draw < 0.88 * 0.19 then null
                else current_date + 7 + floor(r.closing_draw * 365)::int end as deadline,
           case when r.state_draw < 0.88 * 0.09
                then (current_date - 1 - floor(r.closing_draw * 180)::int - 15 - floor(r.age_draw * 120)::int)::timestamptz
                     + r.age_draw * interval '1 day'
                else now() - power(r.age_draw, 1.5) * interval '730 days' end as created_at
         from (
           select d.*, ($4::text[])[d.kind] as type,
                  case when d.specialty_draw < $21 then ($20::text[])[width_bucket(d.specialty_draw / $21, $22::float8[])] end
                    as specialty
           from (
             select g, floor(random() * 3)::int as language, width_bucket(random(), $18::float8[]) as kind,
                    random() as owner_draw, random() as title_draw, random() as place_draw, random() as first_draw,
                    random() as second_draw, random() as bullet_draw, random() as state_draw, random() as closing_draw,
                    random() as age_draw, random() as specialty_draw
             from generate_series($1::int, $2::int) g
           ) d
         ) r
       ) item`,
      [
        from,
        to,
        ownerIds,
        types,
        titles,
        searchTitles,
        titleOffsets,
        titleCounts,
        UNPLACED,
        UNDATED,
        ...shownAndSearched(flat('place')),
        ...shownAndSearched(flat('sentence')),
        ...shownAndSearched(flat('bullet')),
        flat('deny'),
        bounds,
        refs.operatorId,
        SPECIALTIES,
        SPECIALTY_SHARE,
        specialtyBounds,
      ],
    );
    log(`  ${to} content items`);
  }
  // Ids are the sequence's values through acorn_scrambled_id (migration 0029), in no order: the
  // new ones are kept with their positions once, for this connection, rather than scrambled again
  // (a PL/pgSQL call per item) in every step after this one (isNewItem).
  await client.query(
    'create temp table if not exists generated_content_ids (position bigint primary key, id integer not null)',
  );
  await client.query(
    `insert into generated_content_ids (position, id)
     select g, acorn_scrambled_id(g) from generate_series($1::bigint + 1, (select last_value from content_items_id_seq)) g`,
    [before],
  );
  await client.query('analyze generated_content_ids');
  // The steps after this one find the new items by these ids: planned with the counts of the
  // table before them (the market's 100,000 when the feed's million follow), a semi-join became a
  // nested loop over every id for every item.
  await client.query('analyze content_items');
  return Number(before);
}

/**
 * Whether `column` holds the id of an item made after the sequence's position `before` (a number or
 * a parameter) by insertContentItems on this connection.
 */
export const isNewItem = (column, before) =>
  `${column} in (select id from generated_content_ids where position > ${before}::bigint)`;

/** The new items (after `before`) of `types`, as a subquery. */
export const newItems = (before, types) =>
  `select id, type, owner_id, title, deadline, created_at from content_items where ${isNewItem('id', Number(before))} and type in (${types.map((type) => `'${type}'`).join(', ')})`;

/** One to three sectors and one to four countries (mostly the usual ones) for every new item. */
export async function linkSectorsAndCountries(client, before, refs) {
  await client.query(
    `insert into content_sectors (content_id, sector_id)
     select c.id, ${any('$2')}
     from content_items c cross join lateral generate_series(1, 1 + c.id % 3) n
     where ${isNewItem('c.id', '$1')}
     on conflict do nothing`,
    [before, refs.sectors],
  );
  await client.query(
    `insert into content_countries (content_id, country_id)
     select c.id, case when random() < 0.9 then ${any('$2')} else ${any('$3')} end
     from content_items c cross join lateral generate_series(1, 1 + (c.id::bigint * 7) % 4) n
     where ${isNewItem('c.id', '$1')}
     on conflict do nothing`,
    [before, refs.usualCountries, refs.countries],
  );
}

/**
 * The market row of every new offer and opportunity, its service as the item's service link,
 * and none to three proposal factors.
 */
export async function insertMarketRows(client, before, refs) {
  await client.query(
    `insert into market_items (content_id, service_id, target_company_size, target_company_revenue, need,
                               innovation_areas, strengths, what_brand_famous, scoring_board_reviews,
                               scoring_board_testimonials, scoring_board_recommendations,
                               scoring_board_certificates, scoring_board_awards, scoring_board_publications)
     select c.id, ${any('$1')},
            case when random() < 0.7 then ${any('$2', 'text')} end,
            case when random() < 0.6 then ${any('$3', 'text')} end,
            case when c.type = 'opportunity' then ${any('$4', 'text')} end,
            null,
            case when random() < 0.5 then ${any('$5', 'text')} end,
            case when c.type = 'offer' and random() < 0.5 then ${any('$6', 'text')} end,
            random() < 0.5, random() < 0.4, random() < 0.3, random() < 0.3, random() < 0.2, random() < 0.1
     from (${newItems(before, ['offer', 'opportunity'])}) c`,
    [refs.services, COMPANY_SIZES, REVENUES, flat('need'), flat('strengths'), flat('fame')],
  );
  await client.query(
    `insert into content_services (content_id, service_id)
     select content_id, service_id from market_items where ${isNewItem('content_id', '$1')} and service_id is not null`,
    [before],
  );
  await client.query(
    `insert into market_item_proposal_factors (content_id, proposal_factor_id)
     select c.id, ${any('$1')}
     from (${newItems(before, ['offer', 'opportunity'])}) c cross join lateral generate_series(1, (c.id::bigint * 5) % 4) n
     on conflict do nothing`,
    [refs.factors],
  );
}

/**
 * Every table as autovacuum would leave it: statistics (the reference tables' too), the visibility
 * map that index-only scans need, and the GIN index's pending entries merged. Answers the new
 * items' mix of types and statuses.
 */
export async function finishGenerating(client, before) {
  await client.query('vacuum (analyze)');
  const { rows } = await client.query(
    `select type, status, coalesce(deadline < current_date, false) as "past deadline", count(*)::int as items
     from content_items where ${isNewItem('id', '$1')} group by 1, 2, 3 order by 1, 2, 3`,
    [before],
  );
  return rows;
}
