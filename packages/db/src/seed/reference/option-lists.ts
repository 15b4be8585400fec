import type { OptionListKey } from '@acorn/contracts';
import type { Localized } from './localized';

export interface OptionItemRow {
  list_key: OptionListKey;
  key: string;
  group_key: string | null;
  name: string;
  name_pt: string;
  name_es: string;
  position: number;
}

type OptionSeed = [key: string, label: Localized];

const COMPANY_SIZE: OptionSeed[] = [
  ['1-10', { en: '1-10', pt: '1-10', es: '1-10' }],
  ['11-50', { en: '11-50', pt: '11-50', es: '11-50' }],
  ['51-200', { en: '51-200', pt: '51-200', es: '51-200' }],
  ['200+', { en: '200 and above', pt: '200 ou mais', es: '200 o más' }],
];

const REVENUE: OptionSeed[] = [
  ['0-2', { en: '0-2 M€', pt: '0-2 M€', es: '0-2 M€' }],
  ['2-10', { en: '2-10 M€', pt: '2-10 M€', es: '2-10 M€' }],
  ['10-50', { en: '10-50 M€', pt: '10-50 M€', es: '10-50 M€' }],
  ['50+', { en: '> 50 M€', pt: '> 50 M€', es: '> 50 M€' }],
];

const FUNCTIONS: OptionSeed[] = [
  ['general-management', { en: 'General Management', pt: 'Direção Geral', es: 'Dirección General' }],
  ['sales', { en: 'Sales', pt: 'Vendas', es: 'Ventas' }],
  ['marketing', { en: 'Marketing', pt: 'Marketing', es: 'Marketing' }],
  ['it', { en: 'IT', pt: 'Informática', es: 'Informática' }],
  ['finance', { en: 'Finance', pt: 'Finanças', es: 'Finanzas' }],
  ['operations', { en: 'Operations', pt: 'Operações', es: 'Operaciones' }],
  ['hr', { en: 'HR', pt: 'Recursos Humanos', es: 'Recursos Humanos' }],
  [
    'manufacturing-production',
    { en: 'Manufacturing and Production', pt: 'Fabrico e Produção', es: 'Fabricación y Producción' },
  ],
];

const SENIORITY: OptionSeed[] = [
  ['cxo', { en: 'CXO', pt: 'CXO', es: 'CXO' }],
  [
    'board-member',
    { en: 'Board Member', pt: 'Membro do Conselho de Administração', es: 'Miembro del Consejo' },
  ],
  ['partner', { en: 'Partner', pt: 'Sócio', es: 'Socio' }],
  ['founder', { en: 'Founder', pt: 'Fundador', es: 'Fundador' }],
];

const DEGREE_TYPES: OptionSeed[] = [
  ['bachelor', { en: "Bachelor's degree", pt: 'Licenciatura', es: 'Grado' }],
  ['master', { en: "Master's degree", pt: 'Mestrado', es: 'Máster' }],
  ['doctoral', { en: 'Doctorate', pt: 'Doutoramento', es: 'Doctorado' }],
  ['academic', { en: 'Postgraduate course', pt: 'Pós-graduação', es: 'Posgrado' }],
  ['executive', { en: 'Executive education', pt: 'Formação de executivos', es: 'Formación de directivos' }],
  ['otherDegree', { en: 'Other', pt: 'Outro', es: 'Otro' }],
];

const BUSINESS_CASE: OptionSeed[] = [
  ['undisputed', { en: 'Undisputed', pt: 'Indiscutível', es: 'Indiscutible' }],
  ['favorable', { en: 'Favourable', pt: 'Favorável', es: 'Favorable' }],
  ['fair', { en: 'Fair', pt: 'Razoável', es: 'Razonable' }],
  ['doubtful', { en: 'Doubtful', pt: 'Duvidoso', es: 'Dudoso' }],
];

const FIELDS_OF_STUDY: Record<string, OptionSeed[]> = {
  'applied-sciences': [
    ['accounting', { en: 'Accounting', pt: 'Contabilidade', es: 'Contabilidad' }],
    ['agronomy', { en: 'Agronomy', pt: 'Agronomia', es: 'Agronomía' }],
    ['architecture', { en: 'Architecture', pt: 'Arquitetura', es: 'Arquitectura' }],
    [
      'business-administration',
      { en: 'Business Administration', pt: 'Gestão de Empresas', es: 'Administración de Empresas' },
    ],
    [
      'chemical-engineering',
      { en: 'Chemical Engineering', pt: 'Engenharia Química', es: 'Ingeniería Química' },
    ],
    ['civil-engineering', { en: 'Civil Engineering', pt: 'Engenharia Civil', es: 'Ingeniería Civil' }],
    ['design', { en: 'Design', pt: 'Design', es: 'Diseño' }],
    [
      'electrical-engineering',
      { en: 'Electrical Engineering', pt: 'Engenharia Eletrotécnica', es: 'Ingeniería Eléctrica' },
    ],
    ['finance', { en: 'Finance', pt: 'Finanças', es: 'Finanzas' }],
    [
      'hospitality-management',
      { en: 'Hospitality Management', pt: 'Gestão Hoteleira', es: 'Dirección Hotelera' },
    ],
    [
      'industrial-engineering',
      { en: 'Industrial Engineering', pt: 'Engenharia Industrial', es: 'Ingeniería Industrial' },
    ],
    [
      'information-systems',
      { en: 'Information Systems', pt: 'Sistemas de Informação', es: 'Sistemas de Información' },
    ],
    ['marketing', { en: 'Marketing', pt: 'Marketing', es: 'Marketing' }],
    [
      'mechanical-engineering',
      { en: 'Mechanical Engineering', pt: 'Engenharia Mecânica', es: 'Ingeniería Mecánica' },
    ],
    ['medicine', { en: 'Medicine', pt: 'Medicina', es: 'Medicina' }],
    ['nursing', { en: 'Nursing', pt: 'Enfermagem', es: 'Enfermería' }],
    ['pharmacy', { en: 'Pharmacy', pt: 'Ciências Farmacêuticas', es: 'Farmacia' }],
  ],
  'formal-sciences': [
    ['actuarial-science', { en: 'Actuarial Science', pt: 'Ciências Atuariais', es: 'Ciencias Actuariales' }],
    ['computer-science', { en: 'Computer Science', pt: 'Ciência da Computação', es: 'Informática' }],
    ['data-science', { en: 'Data Science', pt: 'Ciência de Dados', es: 'Ciencia de Datos' }],
    ['mathematics', { en: 'Mathematics', pt: 'Matemática', es: 'Matemáticas' }],
    ['statistics', { en: 'Statistics', pt: 'Estatística', es: 'Estadística' }],
  ],
  'humanities-social-sciences': [
    ['anthropology', { en: 'Anthropology', pt: 'Antropologia', es: 'Antropología' }],
    [
      'communication',
      { en: 'Communication & Media', pt: 'Comunicação e Media', es: 'Comunicación y Medios' },
    ],
    ['economics', { en: 'Economics', pt: 'Economia', es: 'Economía' }],
    ['education', { en: 'Education', pt: 'Ciências da Educação', es: 'Ciencias de la Educación' }],
    ['history', { en: 'History', pt: 'História', es: 'Historia' }],
    [
      'international-relations',
      { en: 'International Relations', pt: 'Relações Internacionais', es: 'Relaciones Internacionales' },
    ],
    [
      'languages-literature',
      { en: 'Languages & Literature', pt: 'Línguas e Literaturas', es: 'Lenguas y Literatura' },
    ],
    ['law', { en: 'Law', pt: 'Direito', es: 'Derecho' }],
    ['philosophy', { en: 'Philosophy', pt: 'Filosofia', es: 'Filosofía' }],
    ['political-science', { en: 'Political Science', pt: 'Ciência Política', es: 'Ciencias Políticas' }],
    ['psychology', { en: 'Psychology', pt: 'Psicologia', es: 'Psicología' }],
    ['sociology', { en: 'Sociology', pt: 'Sociologia', es: 'Sociología' }],
  ],
  'natural-sciences': [
    ['astronomy', { en: 'Astronomy', pt: 'Astronomia', es: 'Astronomía' }],
    ['biochemistry', { en: 'Biochemistry', pt: 'Bioquímica', es: 'Bioquímica' }],
    ['biology', { en: 'Biology', pt: 'Biologia', es: 'Biología' }],
    ['chemistry', { en: 'Chemistry', pt: 'Química', es: 'Química' }],
    [
      'earth-sciences',
      {
        en: 'Geology & Earth Sciences',
        pt: 'Geologia e Ciências da Terra',
        es: 'Geología y Ciencias de la Tierra',
      },
    ],
    [
      'environmental-science',
      { en: 'Environmental Science', pt: 'Ciências do Ambiente', es: 'Ciencias Ambientales' },
    ],
    ['physics', { en: 'Physics', pt: 'Física', es: 'Física' }],
  ],
};

function listRows(listKey: OptionListKey, items: OptionSeed[], groupKey: string | null = null, start = 1) {
  return items.map(
    ([key, label], index): OptionItemRow => ({
      list_key: listKey,
      key,
      group_key: groupKey,
      name: label.en,
      name_pt: label.pt,
      name_es: label.es,
      position: start + index,
    }),
  );
}

function fieldsOfStudyRows(): OptionItemRow[] {
  const rows: OptionItemRow[] = [];
  for (const [groupKey, items] of Object.entries(FIELDS_OF_STUDY)) {
    rows.push(...listRows('fields-of-study', items, groupKey, rows.length + 1));
  }
  return rows;
}

export function optionItemRows(): OptionItemRow[] {
  return [
    ...listRows('company-size', COMPANY_SIZE),
    ...listRows('revenue', REVENUE),
    ...listRows('functions', FUNCTIONS),
    ...listRows('seniority', SENIORITY),
    ...listRows('degree-types', DEGREE_TYPES),
    ...fieldsOfStudyRows(),
    ...listRows('business-case', BUSINESS_CASE),
  ];
}
