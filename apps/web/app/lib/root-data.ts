import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';

/** The root loader's data: language, country and its switches, session, brand. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('root data is not available outside the app');
  return data;
}
