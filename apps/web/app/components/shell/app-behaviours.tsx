import { TopLoadingBar } from './loading-bar.tsx';
import { Toasts } from './toasts.tsx';

/**
 * What the app shows around every page once it is running: the loading bar of later navigations and the flash
 * messages' toasts. Neither draws anything before it has something to say, so they are fetched right after
 * hydration (`app-chrome.tsx`) instead of being part of every page's first load (decision 0018). The bar comes
 * before the page, as it did in the chrome: its effects run first, so an error screen's effect finds it to turn red.
 */
export function AppBehaviours({ toastCookie }: { toastCookie: string }) {
  return (
    <>
      <TopLoadingBar />
      <Toasts cookieName={toastCookie} />
    </>
  );
}
