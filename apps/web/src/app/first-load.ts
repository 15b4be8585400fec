/**
 * What a signed-in visitor's first load of a page asks for before the app's own code has arrived:
 * index.html's boot script (build/boot-script.ts, written by the delivery plugin) adds the
 * page's code and texts to the browser's preloads and starts its first GETs, which `apiRequest`
 * then reads instead of asking again (api-client). Without it these wait for the entry to
 * download and run, then for the router to find the page. The build resolves the modules to the
 * files that hold them and fails if one is in none; e2e/shell/first-load.spec.ts checks in a
 * browser that each page needs nothing more before it shows and asks for nothing twice. Plain
 * data: the build's config reads this file in Node.
 */
export interface FirstLoadPage {
  /** The page's path as the router matches it (no parameters). */
  path: string;
  /** Only for this stored role (`ROLES`), when the page's code differs by role. */
  role?: string;
  /** Source modules the page loads first, from the app's root: its page, its form. */
  modules: readonly string[];
  /** Translation namespaces its route loads. */
  namespaces: readonly string[];
  /**
   * GETs its preloads or first render start at its address without a query, as `apiRequest` writes
   * them; `{lang}` is the interface language. At an address with a query only the shell's start.
   */
  requests: readonly string[];
}

/**
 * What every private page loads first: the layout and its avatar menu, the guard's user and tiers,
 * the query client, the footer's configuration.
 */
export const FIRST_LOAD_SHELL = {
  modules: [
    'src/app/layouts/private-layout.tsx',
    'src/app/layouts/profile-menu.tsx',
    'src/app/profile-state.ts',
    'src/lib/query-client.ts',
  ],
  namespaces: ['accounts'],
  requests: ['/api/me', '/api/packages', '/api/app-config'],
} as const;

const OWN_PROFILE_REQUESTS = [
  '/api/profile',
  '/api/countries?lang={lang}',
  '/api/sectors?lang={lang}',
  '/api/services?lang={lang}',
];

/** The pages a signed-in visit starts on: each role's home, the profile, the invoices an e-mail links to. */
export const FIRST_LOAD_PAGES: readonly FirstLoadPage[] = [
  {
    path: '/profile',
    role: '1',
    modules: [
      'src/app/routes/profile/profile-page.tsx',
      'src/features/profiles/components/participant-profile-tabs.tsx',
    ],
    namespaces: ['profiles', 'personal-data'],
    requests: OWN_PROFILE_REQUESTS,
  },
  {
    path: '/sba-profile',
    modules: [
      'src/app/routes/profile/profile-page.tsx',
      'src/features/profiles/components/advisor-profile-form.tsx',
    ],
    namespaces: ['profiles', 'personal-data'],
    requests: OWN_PROFILE_REQUESTS,
  },
  {
    path: '/invoices',
    modules: ['src/app/routes/payments/invoices-page.tsx'],
    namespaces: ['payments'],
    requests: ['/api/invoices?page=1&perPage=10'],
  },
  {
    path: '/feed',
    // An advisor's /feed is a redirect: its code would be downloaded for nothing.
    role: '1',
    modules: ['src/app/routes/feed/feed-page.tsx'],
    // A giveaway's card offers its Want button in the giveaways' words.
    namespaces: ['feed', 'content', 'interest', 'samplings'],
    // The all tab's first page and the sidebar's lists: the largest picture is a card's, so the
    // cards' answer is on the way before the app's code has arrived.
    requests: [
      '/api/feed?type=all&page=1',
      '/api/companies/latest?number=3',
      '/api/feed?type=offers&perPage=3',
      '/api/feed?type=posts&perPage=3',
    ],
  },
];
