import { Outlet } from 'react-router';
import { SiteFooter } from '../components/shell/site-footer.tsx';
import { SiteHeader } from '../components/shell/site-header.tsx';
import { SkipLink } from '../components/shell/skip-link.tsx';

/** Public pages: full header, content, footer. */
export default function LandingLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
