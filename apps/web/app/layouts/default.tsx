import { Outlet } from 'react-router';
import { SiteFooter } from '../components/shell/site-footer.tsx';
import { SiteHeader } from '../components/shell/site-header.tsx';
import { SkipLink } from '../components/shell/skip-link.tsx';
import { Container } from '../components/ui/layout.tsx';

/** Guest, recovery and tracking pages: the header, then one focused column. */
export default function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Container as="main" size="xs" className="default-main" id="main" tabIndex={-1}>
        <div>
          <Outlet />
        </div>
      </Container>
      <SiteFooter />
    </>
  );
}
