// Requests whose address cannot be decoded are answered here with 400, before Next sees them: a
// malformed percent-encoding in a dynamic segment (/news/%zz) makes Next's router throw and answer 500.

/** True when the path of a request target is not valid percent-encoded UTF-8 (or holds a NUL). */
export function isMalformedTarget(target) {
  const path = (target ?? '/').split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path).includes('\0');
  } catch {
    return true;
  }
}

/** A self-contained page in the site's colours: no script, nothing loaded from elsewhere. */
export function badRequestPage() {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Неверный адрес страницы — Резиденция «Вереск»</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f2ea;color:#1d1f22;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:32rem;padding:2rem 1.5rem}
p.code{margin:0 0 1rem;color:#7a5c34;letter-spacing:.12em;text-transform:uppercase;font-size:.8rem}
h1{margin:0 0 1rem;font:500 2rem/1.2 Georgia,"Times New Roman",serif}
a{color:#7a5c34}
</style>
</head>
<body>
<main>
<p class="code">Ошибка 400</p>
<h1>Неверный адрес страницы</h1>
<p>В адресе есть символы, которые не удалось прочитать. Проверьте ссылку или начните с <a href="/">главной страницы</a>.</p>
</main>
</body>
</html>
`;
}
