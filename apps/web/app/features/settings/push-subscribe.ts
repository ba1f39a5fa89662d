/**
 * Subscribing this browser to push (W3C Push API), loaded only when the customer asks for it: permission, the
 * service worker (`/sw.js`, which shows the notices), then the push service's subscription for the server's key.
 */
export type PushOutcome = { ok: true; subscription: string } | { ok: false; denied: boolean };

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

export async function subscribeThisDevice(publicKey: string): Promise<PushOutcome> {
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return { ok: false, denied: true };
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }));
    return { ok: true, subscription: JSON.stringify(subscription.toJSON()) };
  } catch {
    return { ok: false, denied: false };
  }
}
