// Applies the stored (or system) theme and language before the app paints, so there is no flash.
(function () {
  try {
    var theme = localStorage.getItem('theme');
    if (theme !== 'dark' && theme !== 'light') {
      theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.classList.toggle('dark', theme === 'dark');
    var language = localStorage.getItem('language') === 'en' ? 'en' : 'ar';
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
    // The server renders pages in the language of this cookie.
    document.cookie = 'lang=' + language + '; path=/; max-age=31536000; samesite=lax';
  } catch {
    // storage blocked: keep the defaults of index.html
  }
})();

// A page the server rendered is readable without scripts. Its scripts arrive marked as deferred
// (server/plugins/page-html.ts): they are fetched once the page has painted, so they do not compete
// with the CSS, the fonts and the photos.
document.addEventListener('DOMContentLoaded', function () {
  var deferred = document.querySelectorAll('script[type="deferred-module"]');
  if (deferred.length === 0) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      document.querySelectorAll('link[rel="deferred-modulepreload"]').forEach(function (link) {
        link.rel = 'modulepreload';
      });
      deferred.forEach(function (placeholder) {
        var script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = placeholder.getAttribute('src');
        placeholder.replaceWith(script);
      });
    }, 0);
  });
});
