import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from '../components/shell/site-footer.tsx';
import { SiteHeader } from '../components/shell/site-header.tsx';
import { SkipLink } from '../components/shell/skip-link.tsx';

/** Guest, recovery and tracking pages: the header, then one focused column. */
export default function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Container size="xs" py="xl" component="main" id="main" tabIndex={-1}>
        <Box>
          <Outlet />
        </Box>
      </Container>
      <SiteFooter />
    </>
  );
}
