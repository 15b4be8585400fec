import { type Feature, TIERS } from '@acorn/contracts';
import type { Localized } from './localized';

export interface PackageRow {
  id: number;
  name: string;
  name_prt: string;
  name_spn: string;
  services: string;
  services_prt: string;
  services_spn: string;
  full_description: string;
  full_description_prt: string;
  full_description_spn: string;
  monthly_cost: number;
  yearly_cost: number;
  available_features: Feature[];
}

const CRYSTAL_FEATURES: Feature[] = ['REGISTER_FEATURE', 'REVIEWS_FEATURE', 'CONTENTS_BLOG_FEATURE'];
const SILVER_FEATURES: Feature[] = [
  ...CRYSTAL_FEATURES,
  'SAMPLING_FEATURE',
  'SCORING_BOARD_FEATURE',
  'LOG_MARKET_FEATURE',
];
const GOLD_FEATURES: Feature[] = [
  ...SILVER_FEATURES,
  'PROTOCOLS_FEATURE',
  'CAMPAIGNS_FEATURE',
  'CONTENTS_PUBLICATIONS_FEATURE',
  'NEEDS_AND_LEADS_FEATURE',
];
const PLATINUM_FEATURES: Feature[] = [...GOLD_FEATURES, 'ADVISOR_FEATURE'];

interface TierText {
  name: Localized;
  /** What the tier includes, one item a line. */
  services: Record<keyof Localized, string[]>;
  /** Paragraphs of plain text. */
  description: Record<keyof Localized, string[]>;
}

function tierText(brand: string): Record<keyof typeof TIERS, TierText> {
  return {
    crystal: {
      name: { en: 'Crystal', pt: 'Cristal', es: 'Cristal' },
      services: {
        en: [
          'Verified company profile',
          'Reviews from clients and partners',
          'Blog posts in the network feed',
          'Access to the member directory',
        ],
        pt: [
          'Perfil de empresa verificado',
          'Avaliações de clientes e parceiros',
          'Artigos de blogue no feed da rede',
          'Acesso ao diretório de membros',
        ],
        es: [
          'Perfil de empresa verificado',
          'Valoraciones de clientes y socios',
          'Artículos de blog en el feed de la red',
          'Acceso al directorio de miembros',
        ],
      },
      description: {
        en: [
          `Crystal is the starting point on ${brand}. Your company gets a verified profile that other members can find by sector, country and the services you offer.`,
          'Ask clients and partners for reviews, collect them on your profile and share what your team knows through blog posts in the network feed.',
          'It suits small companies that want to be visible to the right business audience before investing in active prospecting.',
        ],
        pt: [
          `O Cristal é o ponto de partida na ${brand}. A sua empresa passa a ter um perfil verificado que os outros membros encontram por setor, país e serviços prestados.`,
          'Peça avaliações a clientes e parceiros, reúna-as no seu perfil e partilhe o conhecimento da sua equipa através de artigos de blogue no feed da rede.',
          'Adequa-se a pequenas empresas que querem ser visíveis para o público empresarial certo antes de investir em prospeção ativa.',
        ],
        es: [
          `Cristal es el punto de partida en ${brand}. Su empresa obtiene un perfil verificado que los demás miembros encuentran por sector, país y servicios ofrecidos.`,
          'Pida valoraciones a clientes y socios, reúnalas en su perfil y comparta el conocimiento de su equipo mediante artículos de blog en el feed de la red.',
          'Es adecuado para pequeñas empresas que quieren ser visibles ante el público empresarial adecuado antes de invertir en prospección activa.',
        ],
      },
    },
    silver: {
      name: { en: 'Silver', pt: 'Prata', es: 'Plata' },
      services: {
        en: [
          'Everything in Crystal',
          'Offers and opportunities in the 20 LOG market',
          'Giveaways (product sampling) to other members',
          'Credentials scoring board',
          "Contacts shared with other members' teams",
        ],
        pt: [
          'Tudo o que inclui o Cristal',
          'Ofertas e oportunidades no mercado 20 LOG',
          'Ofertas de amostras (sampling) a outros membros',
          'Quadro de pontuação de credenciais',
          'Contactos partilhados com as equipas dos outros membros',
        ],
        es: [
          'Todo lo incluido en Cristal',
          'Ofertas y oportunidades en el mercado 20 LOG',
          'Sorteos de muestras (sampling) para otros miembros',
          'Tablero de puntuación de credenciales',
          'Contactos compartidos con los equipos de otros miembros',
        ],
      },
      description: {
        en: [
          'Silver turns visibility into business. Publish offers and opportunities in the 20 LOG market, where companies look for partners across the twenty levers of growth.',
          'Let members try what you sell through giveaways, and show your credentials on a scoring board built from reviews, testimonials, recommendations, certificates, awards and publications.',
          'Your contact details are shared with the teams of other participants, so interested buyers can reach you directly.',
        ],
        pt: [
          'O Prata transforma visibilidade em negócio. Publique ofertas e oportunidades no mercado 20 LOG, onde as empresas procuram parceiros nas vinte alavancas de crescimento.',
          'Deixe os membros experimentarem o que vende através de ofertas de amostras e mostre as suas credenciais num quadro de pontuação construído a partir de avaliações, testemunhos, recomendações, certificados, prémios e publicações.',
          'Os seus contactos são partilhados com as equipas dos outros participantes, para que os compradores interessados o possam contactar diretamente.',
        ],
        es: [
          'Plata convierte la visibilidad en negocio. Publique ofertas y oportunidades en el mercado 20 LOG, donde las empresas buscan socios en las veinte palancas de crecimiento.',
          'Permita que los miembros prueben lo que vende mediante sorteos de muestras y muestre sus credenciales en un tablero de puntuación construido a partir de valoraciones, testimonios, recomendaciones, certificados, premios y publicaciones.',
          'Sus datos de contacto se comparten con los equipos de los demás participantes, para que los compradores interesados puedan contactarle directamente.',
        ],
      },
    },
    gold: {
      name: { en: 'Gold', pt: 'Ouro', es: 'Oro' },
      services: {
        en: [
          'Everything in Silver',
          'Protocols: benefit agreements for the whole network',
          'Targeted campaigns to decision makers',
          'Publications in the network feed',
          'Needs and leads matching',
        ],
        pt: [
          'Tudo o que inclui o Prata',
          'Protocolos: acordos de benefícios para toda a rede',
          'Campanhas dirigidas a decisores',
          'Publicações no feed da rede',
          'Correspondência de necessidades e leads',
        ],
        es: [
          'Todo lo incluido en Plata',
          'Protocolos: acuerdos de ventajas para toda la red',
          'Campañas dirigidas a responsables de decisión',
          'Publicaciones en el feed de la red',
          'Emparejamiento de necesidades y oportunidades comerciales',
        ],
      },
      description: {
        en: [
          'Gold is built for companies that prospect actively. Design campaigns around the pains and gains of the buyers you want to reach, and publish long-form content that positions your team as a reference.',
          'Offer protocols, benefit agreements every member can use, and receive the needs other companies publish, matched to the services you provide.',
          'Gold members typically run several campaigns a year and treat the network as a steady source of qualified leads.',
        ],
        pt: [
          'O Ouro foi pensado para empresas que fazem prospeção ativa. Desenhe campanhas em torno das dores e dos ganhos dos compradores que quer alcançar e publique conteúdos aprofundados que posicionem a sua equipa como referência.',
          'Ofereça protocolos, acordos de benefícios que todos os membros podem usar, e receba as necessidades que outras empresas publicam, associadas aos serviços que presta.',
          'Os membros Ouro realizam normalmente várias campanhas por ano e encaram a rede como uma fonte regular de leads qualificados.',
        ],
        es: [
          'Oro está pensado para empresas que prospectan activamente. Diseñe campañas en torno a los problemas y beneficios de los compradores que quiere alcanzar y publique contenidos extensos que posicionen a su equipo como referente.',
          'Ofrezca protocolos, acuerdos de ventajas que todos los miembros pueden usar, y reciba las necesidades que publican otras empresas, asociadas a los servicios que presta.',
          'Los miembros Oro suelen lanzar varias campañas al año y ven la red como una fuente constante de oportunidades cualificadas.',
        ],
      },
    },
    platinum: {
      name: { en: 'Platinum', pt: 'Platina', es: 'Platino' },
      services: {
        en: [
          'Everything in Gold',
          'A dedicated strategic business advisor',
          'Up to four advisory hours a month',
          'Quarterly growth review',
        ],
        pt: [
          'Tudo o que inclui o Ouro',
          'Um consultor estratégico de negócio dedicado',
          'Até quatro horas de aconselhamento por mês',
          'Revisão trimestral de crescimento',
        ],
        es: [
          'Todo lo incluido en Oro',
          'Un asesor estratégico de negocio dedicado',
          'Hasta cuatro horas de asesoramiento al mes',
          'Revisión trimestral de crecimiento',
        ],
      },
      description: {
        en: [
          `Platinum adds a strategic business advisor to everything in Gold. Advisors are experienced executives invited by ${brand}, who know your sector and work with a small number of member companies.`,
          'Your advisor spends up to four hours a month with your leadership team: setting priorities across the twenty levers of growth, preparing campaigns and opening doors inside the network.',
          'Every quarter you review progress together and adjust the plan for the next one.',
        ],
        pt: [
          `O Platina junta a tudo o que inclui o Ouro um consultor estratégico de negócio. Os consultores são executivos experientes convidados pela ${brand}, que conhecem o seu setor e trabalham com um número reduzido de empresas membro.`,
          'O seu consultor dedica até quatro horas por mês à sua equipa de gestão: definir prioridades nas vinte alavancas de crescimento, preparar campanhas e abrir portas dentro da rede.',
          'Em cada trimestre revêem juntos o progresso e ajustam o plano para o seguinte.',
        ],
        es: [
          `Platino añade a todo lo incluido en Oro un asesor estratégico de negocio. Los asesores son directivos con experiencia invitados por ${brand}, que conocen su sector y trabajan con un número reducido de empresas miembro.`,
          'Su asesor dedica hasta cuatro horas al mes a su equipo directivo: fijar prioridades en las veinte palancas de crecimiento, preparar campañas y abrir puertas dentro de la red.',
          'Cada trimestre revisan juntos el progreso y ajustan el plan para el siguiente.',
        ],
      },
    },
  };
}

const PRICES_AND_FEATURES: Record<
  keyof typeof TIERS,
  { monthly: number; yearly: number; features: Feature[] }
> = {
  crystal: { monthly: 49, yearly: 490, features: CRYSTAL_FEATURES },
  silver: { monthly: 149, yearly: 1490, features: SILVER_FEATURES },
  gold: { monthly: 499, yearly: 4990, features: GOLD_FEATURES },
  platinum: { monthly: 1200, yearly: 12000, features: PLATINUM_FEATURES },
};

/** The default tiers (euros, VAT excluded); operators edit them afterwards. */
export function packageRows(brand: string): PackageRow[] {
  const texts = tierText(brand);
  return (Object.keys(TIERS) as (keyof typeof TIERS)[]).map((tier) => {
    const { name, services, description } = texts[tier];
    const { monthly, yearly, features } = PRICES_AND_FEATURES[tier];
    return {
      id: TIERS[tier],
      name: name.en,
      name_prt: name.pt,
      name_spn: name.es,
      services: services.en.join('\n'),
      services_prt: services.pt.join('\n'),
      services_spn: services.es.join('\n'),
      full_description: description.en.join('\n\n'),
      full_description_prt: description.pt.join('\n\n'),
      full_description_spn: description.es.join('\n\n'),
      monthly_cost: monthly,
      yearly_cost: yearly,
      available_features: features,
    };
  });
}
