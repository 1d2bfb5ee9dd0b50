// Before the first paint: the stored (or system) theme and language, and the language cookie the
// server renders pages in. Then, on a page the server rendered, the app's scripts once it has painted
// (server/plugins/page-html.ts marks them so the browser does not fetch them earlier).
(function () {
  try {
    var theme = localStorage.getItem('theme');
    if (theme !== 'dark' && theme !== 'light') {
      theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    var language = localStorage.getItem('language') === 'en' ? 'en' : 'ar';
    var root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.lang = language;
    root.dir = language === 'ar' ? 'rtl' : 'ltr';
    document.cookie = 'lang=' + language + '; path=/; max-age=31536000; samesite=lax';
  } catch {
    // storage blocked: keep the defaults of index.html
  }
  // The service worker keeps what the reader saw for offline use, and shows push messages.
  if ('serviceWorker' in navigator) {
    addEventListener('load', function () {
      navigator.serviceWorker.register('/firebase-messaging-sw.js').catch(function () {});
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    var scripts = document.querySelectorAll('script[type="deferred-module"]');
    if (scripts.length === 0) return;
    requestAnimationFrame(function () {
      setTimeout(function () {
        document.querySelectorAll('link[rel="deferred-modulepreload"]').forEach(function (link) {
          link.rel = 'modulepreload';
        });
        scripts.forEach(function (placeholder) {
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = placeholder.getAttribute('src');
          placeholder.replaceWith(script);
        });
      });
    });
  });
})();
