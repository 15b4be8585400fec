// A large 20 LOG market written straight into PostgreSQL with INSERT ... SELECT generate_series:
// owner companies on tiers with the market, and offers and opportunities with their market row,
// sectors, countries, service and proposal factors. Most are published, some wait for the operator,
// some were denied, some are past their deadline; titles and texts in English, Portuguese and
// Spanish, with the search columns written as the API writes them (searchableText).

import { searchableText } from './market-sql.mjs';

const OWNER_DOMAIN = 'market.bench.acorn.example';
/** Silver, Gold and Platinum: the tiers whose features include LOG_MARKET_FEATURE. */
const MARKET_TIERS = [2, 3, 4];
const LANGUAGES = ['en', 'pt', 'es'];
/** Where most items are aimed at; other countries are picked now and then. */
const USUAL_COUNTRIES = ['PT', 'ES', 'FR', 'DE', 'IE', 'GB', 'IT', 'NL', 'BE', 'BR', 'SE', 'US'];
const COMPANY_SIZES = ['1-10', '11-50', '51-200', '200+'];
const REVENUES = ['0-2', '2-10', '10-50', '50+'];
const CHUNK = 20_000;

/** Per language, the same number of phrases of each kind: an item picks one language and keeps it. */
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

const COMPANY_WORDS = ['Atlântica', 'Ibérica', 'Nortejo', 'Brightwave', 'Rheinfracht', 'Lumen', 'Tecnimetal'];
const COMPANY_KINDS = ['Consulting', 'Indústria', 'Logística', 'Soluciones', 'Analytics', 'Trading'];

/** Every language's phrases of one kind, one after the other, as an array parameter. */
const flat = (kind) => LANGUAGES.flatMap((language) => WORDS[language][kind]);
const countOf = (kind) => WORDS.en[kind].length;

/** `(array)[1 + language * n + floor(r * n)]`: a phrase of `kind` in the item's language. */
const pick = (param, kind, r) =>
  `(${param}::text[])[1 + r.language * ${countOf(kind)} + floor(${r} * ${countOf(kind)})::int]`;

/**
 * Owners, then `items` market items in chunks; answers what was made. Needs the reference data
 * (seeded by the API at its first start) and the operator who decided the published and denied items.
 */
export async function createMarketFixtures(client, { items = 100_000, owners = 1200, log = () => {} } = {}) {
  await client.query('select setseed(0.2026)');
  // Bench data: no need to wait for each commit to reach the disk.
  await client.query('set synchronous_commit = off');
  const sectors = await client.query('select id from sectors order by id');
  const countries = await client.query('select id, code from countries order by id');
  const services = await client.query('select id from services order by id');
  const factors = await client.query('select id from proposal_factors order by id');
  const operator = await client.query('select id from users where cb_roles_id = 3 order by id limit 1');
  const ids = (result) => result.rows.map((row) => row.id);
  const usual = countries.rows.filter((row) => USUAL_COUNTRIES.includes(row.code)).map((row) => row.id);
  const operatorId = operator.rows[0]?.id;
  if (operatorId === undefined) throw new Error('no operator to decide the market items');

  const ownerRows = await client.query(
    `insert into users (email, cb_roles_id, step, status, payment_status, accept_rgpd, language, package_id, name, created_at)
     select 'owner-' || g || '@${OWNER_DOMAIN}', 1, 4, 0, 'ok', true, ($2::text[])[1 + g % 3],
            ($3::int[])[1 + (g * 7) % 3], 'Owner ' || g, now() - random() * interval '900 days'
     from generate_series(1, $1::int) g
     returning id`,
    [owners, LANGUAGES, MARKET_TIERS],
  );
  const ownerIds = ids(ownerRows);
  await client.query(
    `insert into company_profiles (user_id, company_name, company_legal_name, company_sector_id, country_id, city, is_seller)
     select o.id, name, name || ' Lda', ($2::int[])[1 + floor(random() * cardinality($2::int[]))::int],
            ($3::int[])[1 + floor(random() * cardinality($3::int[]))::int], 'Porto', random() < 0.4
     from (select id, ($4::text[])[1 + n % cardinality($4::text[])] || ' ' ||
                      ($5::text[])[1 + (n / 7) % cardinality($5::text[])] || ' ' || n as name
           from unnest($1::int[]) with ordinality as o(id, n)) o`,
    [ownerIds, ids(sectors), usual, COMPANY_WORDS, COMPANY_KINDS],
  );
  log(`  ${ownerIds.length} owner companies (Silver, Gold, Platinum)`);

  const texts = {
    offer: flat('offer').map((text) => [text, searchableText(text)]),
    opportunity: flat('opportunity').map((text) => [text, searchableText(text)]),
    place: flat('place').map((text) => [text, searchableText(text)]),
    sentence: flat('sentence').map((text) => [text, searchableText(text)]),
    bullet: flat('bullet').map((text) => [text, searchableText(text)]),
    deny: flat('deny'),
  };
  const texts1 = (list) => list.map(([text]) => text);
  const texts2 = (list) => list.map(([, text]) => text);
  const [{ max_id: before }] = (
    await client.query('select coalesce(max(id), 0) as max_id from content_items')
  ).rows;
  for (let from = 1; from <= items; from += CHUNK) {
    const to = Math.min(items, from + CHUNK - 1);
    // r: one row of random draws per item; the status, dates and texts are derived from them.
    await client.query(
      `insert into content_items (type, owner_id, title, description, status, deny_reason, decided_at, decided_by,
                                  opening_date, deadline, created_at, updated_at, search_title, search_body)
       select type, owner_id, title, description, status, deny_reason,
              case when status <> 'pending' then least(created_at + interval '1 day', now()) end,
              case when status <> 'pending' then $15::int end,
              created_at::date, deadline, created_at, created_at, search_title, search_body
       from (
         select
           case when r.kind_draw < 0.55 then 'offer' else 'opportunity' end as type,
           ($3::int[])[1 + floor(power(r.owner_draw, 2) * cardinality($3::int[]))::int] as owner_id,
           case when r.kind_draw < 0.55 then ${pick('$4', 'offer', 'r.title_draw')} else ${pick('$6', 'opportunity', 'r.title_draw')} end
             || ' ' || ${pick('$8', 'place', 'r.place_draw')} as title,
           case when r.kind_draw < 0.55 then ${pick('$5', 'offer', 'r.title_draw')} else ${pick('$7', 'opportunity', 'r.title_draw')} end
             || ' ' || ${pick('$9', 'place', 'r.place_draw')} as search_title,
           '<p>' || ${pick('$10', 'sentence', 'r.first_draw')} || ' ' || ${pick('$10', 'sentence', 'r.second_draw')}
             || '</p><ul><li>' || ${pick('$12', 'bullet', 'r.bullet_draw')} || '</li></ul>' as description,
           ${pick('$11', 'sentence', 'r.first_draw')} || ' ' || ${pick('$11', 'sentence', 'r.second_draw')}
             || ' ' || ${pick('$13', 'bullet', 'r.bullet_draw')} as search_body,
           case when r.state_draw < 0.88 then 'published' when r.state_draw < 0.96 then 'pending' else 'denied' end as status,
           case when r.state_draw >= 0.96 then ($14::text[])[1 + r.language] end as deny_reason,
           -- 9% of the published items closed 1 to 180 days ago; 10% have no deadline.
           case when r.state_draw < 0.88 * 0.09 then current_date - 1 - floor(r.closing_draw * 180)::int
                when r.state_draw < 0.88 * 0.19 then null
                else current_date + 7 + floor(r.closing_draw * 365)::int end as deadline,
           case when r.state_draw < 0.88 * 0.09
                then (current_date - 1 - floor(r.closing_draw * 180)::int - 15 - floor(r.age_draw * 120)::int)::timestamptz
                     + r.age_draw * interval '1 day'
                else now() - power(r.age_draw, 1.5) * interval '730 days' end as created_at
         from (
           select g, floor(random() * 3)::int as language, random() as kind_draw, random() as owner_draw,
                  random() as title_draw, random() as place_draw, random() as first_draw, random() as second_draw,
                  random() as bullet_draw, random() as state_draw, random() as closing_draw, random() as age_draw
           from generate_series($1::int, $2::int) g
         ) r
       ) item`,
      [
        from,
        to,
        ownerIds,
        texts1(texts.offer),
        texts2(texts.offer),
        texts1(texts.opportunity),
        texts2(texts.opportunity),
        texts1(texts.place),
        texts2(texts.place),
        texts1(texts.sentence),
        texts2(texts.sentence),
        texts1(texts.bullet),
        texts2(texts.bullet),
        texts.deny,
        operatorId,
      ],
    );
    log(`  ${to} content items`);
  }

  const fresh = `select id, type, owner_id from content_items where id > ${Number(before)}`;
  await client.query(
    `insert into market_items (content_id, service_id, target_company_size, target_company_revenue, need,
                               innovation_areas, strengths, what_brand_famous, scoring_board_reviews,
                               scoring_board_testimonials, scoring_board_recommendations,
                               scoring_board_certificates, scoring_board_awards, scoring_board_publications)
     select c.id, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int],
            case when random() < 0.7 then ($2::text[])[1 + floor(random() * 4)::int] end,
            case when random() < 0.6 then ($3::text[])[1 + floor(random() * 4)::int] end,
            case when c.type = 'opportunity' then ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] end,
            null,
            case when random() < 0.5 then ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] end,
            case when c.type = 'offer' and random() < 0.5 then ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] end,
            random() < 0.5, random() < 0.4, random() < 0.3, random() < 0.3, random() < 0.2, random() < 0.1
     from (${fresh}) c`,
    [ids(services), COMPANY_SIZES, REVENUES, flat('need'), flat('strengths'), flat('fame')],
  );
  await client.query(
    `insert into content_services (content_id, service_id)
     select content_id, service_id from market_items where content_id > $1 and service_id is not null`,
    [before],
  );
  // One to three sectors, one to four countries (mostly the usual ones), none to three proposal factors.
  await client.query(
    `insert into content_sectors (content_id, sector_id)
     select c.id, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int]
     from (${fresh}) c cross join lateral generate_series(1, 1 + c.id % 3) n
     on conflict do nothing`,
    [ids(sectors)],
  );
  await client.query(
    `insert into content_countries (content_id, country_id)
     select c.id, case when random() < 0.9 then ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int]
                       else ($2::int[])[1 + floor(random() * cardinality($2::int[]))::int] end
     from (${fresh}) c cross join lateral generate_series(1, 1 + (c.id * 7) % 4) n
     on conflict do nothing`,
    [usual, ids(countries)],
  );
  await client.query(
    `insert into market_item_proposal_factors (content_id, proposal_factor_id)
     select c.id, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int]
     from (${fresh}) c cross join lateral generate_series(1, (c.id * 5) % 4) n
     on conflict do nothing`,
    [ids(factors)],
  );
  // Every table as autovacuum would leave it: statistics (the reference tables' too), the visibility
  // map that index-only scans need, and the GIN index's pending entries merged.
  await client.query('vacuum (analyze)');
  const { rows } = await client.query(
    `select type, status, coalesce(deadline < current_date, false) as "past deadline", count(*)::int as items
     from content_items where id > $1 group by 1, 2, 3 order by 1, 2, 3`,
    [before],
  );
  return { owners: ownerIds.length, mix: rows };
}

/** A published offer still open, for the detail path: the newest one, as the list's first row. */
export async function openOfferId(client) {
  const { rows } = await client.query(
    `select id from content_items where type = 'offer' and status = 'published'
       and (deadline is null or deadline >= current_date) order by created_at desc, id desc limit 1`,
  );
  return rows[0].id;
}
