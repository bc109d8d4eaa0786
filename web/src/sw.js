/* global self */
// The web client's service worker: shows the server's Web Push notifications (your turn, a draw
// offered, time running short) with the tab closed, and opens the match when one is clicked. The
// payload is the API's PushMessage (public facts only), decrypted by the browser.
self.addEventListener('push', (event) => {
  let m = {};
  try {
    m = event.data ? event.data.json() : {};
  } catch {
    m = {};
  }
  event.waitUntil(
    self.registration.showNotification(m.title || 'Pyramidion', {
      body: m.body || '',
      tag: m.matchId || undefined, // one notification per match: the latest replaces the last
      renotify: Boolean(m.matchId),
      data: { url: m.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (new URL(w.url).origin === self.location.origin && 'focus' in w) return w.navigate(url).then((c) => (c || w).focus());
      }
      return self.clients.openWindow(url);
    }),
  );
});
