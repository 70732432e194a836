import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from 'antd/es/app';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page at `url` inside antd's App (toasts) and a router that shows where it went. */
export function renderRoute(path: string, page: ReactElement, url = path) {
  return render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>altra pagina</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </App>,
  );
}
