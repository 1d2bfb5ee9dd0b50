/** Shown until the web app is built into web/dist. */
export const placeholderPage = `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>منزل</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center;
    background: #f6f4ef; color: #12343b; line-height: 1.7; }
  main { max-inline-size: 32rem; padding: 2rem; text-align: center; }
  a { color: #0f5e66; }
  @media (prefers-color-scheme: dark) { body { background: #0e1b1e; color: #e9f1f2; } a { color: #7cc7cf; } }
</style>
</head>
<body>
<main>
  <h1>منزل</h1>
  <p>الخادم يعمل. واجهة الموقع قيد الإنشاء.</p>
  <p lang="en" dir="ltr">The server is running; the web app is on its way.</p>
  <p><a href="/api/docs">API</a> · <a href="/api/health">health</a></p>
</main>
</body>
</html>
`;
