/** HTML escaping for the few pages and e-mails the server writes itself. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * A whole pt-BR page the server writes itself: `title` is text (escaped here), `style` the one
 * <style> block, `body` HTML whose every value the caller escaped. No script.
 */
export function htmlPage(page: { title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
${page.body}
</body>
</html>
`;
}
