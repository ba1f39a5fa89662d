import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../app-link.tsx';
import { anchorClass } from '../ui/layout.tsx';

/** A parcel's tracking number as the link to its page (the list, the dashboard and the cabinet's tariffs show it). */
export function ParcelLink({ lang, id, tracking }: { lang: UrlLang; id: string; tracking: string }) {
  return (
    <AppLink to={href('/:lang/cabinet/packages/:id', { lang, id })} className={anchorClass({ underline: true })}>
      {tracking}
    </AppLink>
  );
}
