import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockApi } from '../features/accounts/testing/mock-api';
import { renderWithProviders } from './render';

/** GET /api/listOfParticipants answered: the two companies the pickers offer. */
export const PARTICIPANTS = {
  json: {
    success: [
      { id: 11, company_name: 'Tecnimetal Ibérica', logo: null },
      { id: 12, company_name: 'Quinta do Vale Verde', logo: null },
    ],
  },
};

/**
 * The page's own list (`list`, "METHOD /path") answered with `items`, the companies listed, and
 * `routes` for the calls a test makes; any other call fails the test.
 */
export const mockFeedbackPage = (
  list: string,
  items: unknown[],
  routes: Parameters<typeof mockApi>[0] = {},
) =>
  mockApi({
    [list]: () => ({ json: { success: items } }),
    'GET /api/listOfParticipants': () => PARTICIPANTS,
    ...routes,
  });

/**
 * Renders a company's own feedback page (`manager`) at `route`, with its notices; a give goes on
 * to `givePath`, which shows 'Give page'.
 */
export const renderFeedbackManager = (
  manager: ReactNode,
  { route, givePath }: { route: string; givePath: string },
) =>
  renderWithProviders(
    <>
      <Notifications />
      {/* The private layout holds every page in its main landmark. */}
      <main>{manager}</main>
    </>,
    {
      route,
      routes: [
        { path: route, element: null },
        { path: givePath, element: <p>Give page</p> },
      ],
    },
  );

/** Picks `name` in the company picker of `region`. */
export async function chooseCompany(region: HTMLElement, name: string) {
  fireEvent.click(within(region).getByRole('combobox', { name: /^Company/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}
