import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  type RouteObject,
  RouterProvider,
  redirect,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from '.';

function ErrorPage() {
  const error = useRouteError();
  return (
    <p>{isRouteErrorResponse(error) ? `Error ${error.status}` : `Failed: ${(error as Error).message}`}</p>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const Params = () => <p>{JSON.stringify(useParams())}</p>;
const Loading = () => <p>Loading…</p>;
const PrivatePage = () => <p>Private page</p>;
const ReadyPage = () => <p>Ready</p>;
const BrokenPage = () => {
  throw new Error('page broke');
};

function renderRoutes(children: RouteObject[], initial = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Where />
            <Outlet />
          </>
        ),
        errorElement: <ErrorPage />,
        HydrateFallback: Loading,
        children,
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

/** A promise settled from the test, for loaders that answer when told. */
function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function Menu() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <NavLink to="/a">A</NavLink>
      <NavLink to="/b" end>
        B
      </NavLink>
      <Link to="/a/inner">Inner</Link>
      <button type="button" onClick={() => setParams((current) => ({ tab: `${current.get('tab') ?? ''}x` }))}>
        Tab {params.get('tab')}
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('the router', () => {
  it('picks the most specific route whatever the order they are declared in', async () => {
    const router = renderRoutes([
      { path: '*', element: <p>Not found page</p> },
      { path: '/users/:id', element: <Params /> },
      { path: '/users/new', element: <p>New user</p> },
      { path: '/complete/:entity/:id?', element: <Params /> },
    ]);
    await act(() => router.navigate('/users/new'));
    expect(screen.getByText('New user')).toBeTruthy();
    await act(() => router.navigate('/users/7'));
    expect(screen.getByText('{"id":"7"}')).toBeTruthy();
    await act(() => router.navigate('/complete/advisor'));
    expect(screen.getByText('{"entity":"advisor"}')).toBeTruthy();
    await act(() => router.navigate('/complete/advisor/4'));
    expect(screen.getByText('{"entity":"advisor","id":"4"}')).toBeTruthy();
    await act(() => router.navigate('/nowhere/at/all'));
    expect(screen.getByText('Not found page')).toBeTruthy();
  });

  it('shows the error page with a 404 when no route matches', () => {
    renderRoutes([{ path: '/only', element: <p>Only</p> }], '/other');
    expect(screen.getByText('Error 404')).toBeTruthy();
  });

  it('waits for the page code and loaders, then shows the page; a redirect leaves no entry behind', async () => {
    const guard = deferred<unknown>();
    const router = renderRoutes(
      [
        { path: '/', element: <p>Home</p> },
        {
          loader: () => guard.promise,
          children: [{ path: '/private', lazy: async () => ({ Component: PrivatePage }) }],
        },
        { path: '/login', element: <p>Sign in</p> },
      ],
      '/',
    );
    let done = false;
    act(() => {
      void router.navigate('/private').then(() => {
        done = true;
      });
    });
    // The page shown stays until the loader answers.
    expect(screen.getByText('Home')).toBeTruthy();
    expect(done).toBe(false);
    await act(async () => guard.resolve(redirect('/login')));
    expect(done).toBe(true);
    expect(where()).toBe('/login');
    await act(() => router.navigate(-1));
    expect(where()).toBe('/');
  });

  it('shows the first page only once it is ready, with the fallback until then', async () => {
    const page = deferred<{ Component: () => React.JSX.Element }>();
    renderRoutes([{ path: '/', lazy: () => page.promise }]);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => page.resolve({ Component: ReadyPage }));
    expect(screen.getByText('Ready')).toBeTruthy();
  });

  it('shows the nearest error page when a loader fails or a page throws, and leaves it on the next page', async () => {
    const router = renderRoutes([
      {
        path: '/load',
        loader: () => {
          throw new Error('loader broke');
        },
        element: <p>Never</p>,
      },
      { path: '/render', Component: BrokenPage },
      { path: '/fine', element: <p>Fine</p> },
    ]);
    await act(() => router.navigate('/load'));
    expect(screen.getByText('Failed: loader broke')).toBeTruthy();
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('Fine')).toBeTruthy();
    // React reports the caught render error on the console; that is expected here.
    const log = console.error;
    console.error = () => {};
    await act(() => router.navigate('/render'));
    console.error = log;
    expect(screen.getByText('Failed: page broke')).toBeTruthy();
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('Fine')).toBeTruthy();
  });

  it('shows only the newest of two navigations', async () => {
    const slow = deferred();
    const router = renderRoutes([
      { path: '/', element: <p>Home</p> },
      { path: '/slow', loader: () => slow.promise, element: <p>Slow</p> },
      { path: '/fast', element: <p>Fast</p> },
    ]);
    act(() => void router.navigate('/slow'));
    await act(() => router.navigate('/fast'));
    await act(async () => slow.resolve(null));
    expect(screen.getByText('Fast')).toBeTruthy();
    expect(screen.queryByText('Slow')).toBeNull();
  });

  it('follows links, marks the current one and keeps the query in the address', async () => {
    renderRoutes([{ path: '*', element: <Menu /> }], '/b');
    expect(screen.getByRole('link', { name: 'B' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'A' }).getAttribute('aria-current')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Inner' })));
    expect(where()).toBe('/a/inner');
    // Without `end` a link is current on the pages below it too.
    expect(screen.getByRole('link', { name: 'A' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'A' }).getAttribute('href')).toBe('/a');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Tab/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Tab/ })));
    expect(where()).toBe('/a/inner?tab=xx');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(where()).toBe('/a/inner?tab=x');
  });
});
