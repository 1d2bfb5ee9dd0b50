import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ELEMENT } from '#contract/server-render.js';
import { pageHtml } from './page-html.js';

const shell = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <title>منزل</title>
    <link rel="manifest" href="/manifest.ar.webmanifest" />
    <script src="/theme-boot.js"></script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  it('sets the language and direction of the page', () => {
    expect(pageHtml(shell, { language: 'en' })).toContain('<html lang="en" dir="ltr">');
    expect(pageHtml(shell, { language: 'ar' })).toContain('<html lang="ar" dir="rtl">');
  });

  it("links the installable app's manifest in the page's language", () => {
    expect(pageHtml(shell, { language: 'en' })).toContain(
      '<link rel="manifest" href="/manifest.en.webmanifest" />',
    );
    expect(pageHtml(shell, { language: 'ar' })).toContain(
      '<link rel="manifest" href="/manifest.ar.webmanifest" />',
    );
  });

  it('leaves a page the browser renders with its scripts as built', () => {
    const html = pageHtml(shell, { language: 'ar' });
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js">');
    expect(html).toContain('<link rel="modulepreload"');
  });

  it('puts a rendered page into #root with its state, and defers its scripts until it has painted', () => {
    const html = pageHtml(shell, {
      language: 'ar',
      rendered: {
        html: '<main><h1>بيتك القادم</h1></main>',
        state: { language: 'ar', answers: [{ data: { title: '</script><script>x()</script>' } }] },
      },
    });
    expect(html).toContain('<div id="root"><main><h1>بيتك القادم</h1></main></div>');
    expect(html).toContain(
      `<script type="application/json" id="${SERVER_STATE_ELEMENT}">{"language":"ar","answers":[{"data":{"title":"\\u003c/script\\u003e\\u003cscript\\u003ex()\\u003c/script\\u003e"}}]}</script>`,
    );
    // Listed for theme-boot.js, which adds them after the first frame: no tag the browser would fetch.
    expect(html).toContain(
      '<script type="application/json" id="deferred-scripts">{"modules":["/assets/index-a.js"],"preloads":["/assets/react-b.js"]}</script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(html).toContain('<script src="/theme-boot.js"></script>');
  });

  it('keeps `$&` in rendered text as text', () => {
    const html = pageHtml(shell, { language: 'ar', rendered: { html: "<p>$& $' $`</p>", state: {} } });
    expect(html).toContain("<p>$& $' $`</p>");
  });

  it('adds a share card to the head', () => {
    const html = pageHtml(shell, {
      language: 'ar',
      head: { title: 'فيلا في الرياض', markup: '<meta property="og:title" content="فيلا في الرياض" />' },
    });
    expect(html).toContain('<title data-share-card>فيلا في الرياض</title>');
    expect(html).toContain('<meta property="og:title" content="فيلا في الرياض" />');
  });
});
