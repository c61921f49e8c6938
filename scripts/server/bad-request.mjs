// Requests whose address cannot be decoded are answered here with 400, before Next sees them: a
// malformed percent-encoding in a dynamic segment (/news/%zz) makes Next's router throw and answer 500.
// An address longer than any link of the site is answered with 414: nothing of it is echoed anywhere.
/** The longest request target served (path and query); the site's own links stay under 1 kB. */
export const TARGET_MAX_LENGTH = 8192;

/** The largest request head read (Node's default is 16 kB, past which it answers a bare 431). */
export const REQUEST_HEAD_MAX_BYTES = 32 * 1024;

/** True when the path of a request target is not valid percent-encoded UTF-8 (or holds a NUL). */
export function isMalformedTarget(target) {
  const path = (target ?? '/').split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path).includes('\0');
  } catch {
    return true;
  }
}

/** 414 for a target too long, 400 for one that cannot be decoded, else 0. */
export function refusedTarget(target) {
  if ((target ?? '').length > TARGET_MAX_LENGTH) return 414;
  return isMalformedTarget(target) ? 400 : 0;
}

const TEXTS = {
  400: { title: 'Неверный адрес страницы', text: 'В адресе есть символы, которые не удалось прочитать.' },
  414: { title: 'Слишком длинный адрес страницы', text: 'Такой длинной ссылки на сайте нет: возможно, она обрезана или искажена.' },
};

/** A self-contained page in the site's colours: no script, nothing loaded from elsewhere. */
export function badRequestPage(status = 400) {
  const { title, text } = TEXTS[status] ?? TEXTS[400];
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} — Резиденция «Вереск»</title>
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
<p class="code">Ошибка ${status}</p>
<h1>${title}</h1>
<p>${text} Проверьте ссылку или начните с <a href="/">главной страницы</a>.</p>
</main>
</body>
</html>
`;
}
