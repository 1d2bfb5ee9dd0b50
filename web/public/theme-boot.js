// Before the first paint: the stored (or system) theme and language, and the language cookie the
// server renders pages in. Then, on a page the server rendered, the app's scripts once it has painted
// (server/plugins/page-html.ts lists them in #deferred-scripts so the browser does not fetch them
// earlier).
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
    var list = document.getElementById('deferred-scripts');
    if (!list) return;
    var deferred = JSON.parse(list.textContent);
    var add = function (tag, attribute, url) {
      var element = document.createElement(tag);
      if (tag === 'link') element.rel = 'modulepreload';
      else element.type = 'module';
      element.crossOrigin = '';
      element[attribute] = url;
      document.head.appendChild(element);
    };
    requestAnimationFrame(function () {
      setTimeout(function () {
        deferred.preloads.forEach(function (href) {
          add('link', 'href', href);
        });
        deferred.modules.forEach(function (src) {
          add('script', 'src', src);
        });
      });
    });
  });
})();
