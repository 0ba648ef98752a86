import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * The playground page. Its scripts and styles are the portal's own static assets under
 * /graphiql/ (copied from @graphql-yoga/graphiql at build time), so it works offline and adds
 * nothing to the Worker bundle. The inline bootstrap carries the response's CSP nonce.
 */
export function renderGraphiQL(options: GraphiQLOptions & { nonce: string }): string {
  const { nonce, ...rest } = options;
  const config = JSON.stringify({ ...rest, endpoint: '/graphql' }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(options.title ?? 'GraphQL playground')}</title>
<link rel="stylesheet" href="/graphiql/graphiql.css">
</head>
<body>
<div id="root">Loading the GraphQL playground…</div>
<script nonce="${nonce}">
self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (_id, label) {
    var files = { json: 'json.worker.bundle.js', graphql: 'graphql.worker..bundle.js' };
    return '/graphiql/monacoeditorwork/' + (files[label] || 'editor.worker.bundle.js');
  }
};
</script>
<script nonce="${nonce}" src="/graphiql/yoga-graphiql.umd.js"></script>
<script nonce="${nonce}">YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), ${config});</script>
</body>
</html>`;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
