// HTML of the mail catcher's inbox: plain server-rendered pages, no script, so they work in any browser.
import type { CaughtMessage } from './mailCatcher.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Escapes plain text and turns its http(s) links into anchors that open in a new tab. */
export function linkifyText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (escapedUrl) => {
    // a sentence's closing punctuation is not part of the link
    const trailing = /[.,;:!?)\]]+$/.exec(escapedUrl)?.[0] ?? '';
    const url = escapedUrl.slice(0, escapedUrl.length - trailing.length);
    return `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>${trailing}`;
  });
}

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1d2733; background: #f5f7fa; }
  header { background: #1c5ea8; color: white; padding: 12px 24px; display: flex; align-items: center; gap: 16px; }
  header h1 { font-size: 18px; margin: 0; flex: 1; }
  header a { color: white; }
  main { padding: 16px 24px; }
  table { width: 100%; border-collapse: collapse; background: white; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e1e6ec; font-size: 14px; vertical-align: top; }
  th { background: #eef2f6; }
  tr:hover td { background: #f0f6ff; }
  .empty { padding: 32px; text-align: center; color: #5b6775; background: white; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: white; padding: 12px 16px; margin: 0 0 16px; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  h2 { font-size: 15px; margin: 20px 0 8px; }
  iframe { width: 100%; min-height: 480px; border: 1px solid #c9d2dc; background: white; }
  pre { white-space: pre-wrap; word-break: break-word; background: white; padding: 12px 16px; border: 1px solid #c9d2dc; }
  button { font: inherit; padding: 4px 12px; cursor: pointer; }
`;

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${extraHead}<style>${styles}</style></head>
<body>${body}</body></html>`;
}

export function renderInboxPage(messages: readonly CaughtMessage[]): string {
  const rows = messages
    .map((message) => `<tr>
      <td>${escapeHtml(message.date)}</td>
      <td>${escapeHtml(message.from)}</td>
      <td>${escapeHtml(message.to.join(', '))}</td>
      <td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td>
    </tr>`)
    .join('');
  const list = messages.length === 0
    ? '<div class="empty">No mail yet. Messages the app sends appear here.</div>'
    : `<table><thead><tr><th>Date</th><th>From</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
  return page(
    'Mail inbox: Research Insights',
    `<header><h1>Mail inbox (${messages.length})</h1>
      <form method="post" action="/clear"><button type="submit">Delete all</button></form></header>
     <main>${list}</main>`,
    // the page has no script; a refresh every few seconds shows new mail
    '<meta http-equiv="refresh" content="5">',
  );
}

export function renderMessagePage(message: CaughtMessage): string {
  // the message's own links open in a new tab: a sandboxed frame may not navigate the inbox
  const framedHtml = `<base target="_blank">${message.html}`;
  const htmlSection = message.html
    ? `<h2>HTML body</h2>
       <iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(framedHtml)}"></iframe>`
    : '';
  const textSection = message.text ? `<h2>Text body</h2><pre>${linkifyText(message.text)}</pre>` : '';
  return page(
    `${message.subject}: mail inbox`,
    `<header><h1>${escapeHtml(message.subject || '(no subject)')}</h1><a href="/">Back to the inbox</a></header>
     <main>
       <dl>
         <dt>From</dt><dd>${escapeHtml(message.from)}</dd>
         <dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
         <dt>Date</dt><dd>${escapeHtml(message.date)}</dd>
         <dt>Source</dt><dd><a href="/messages/${encodeURIComponent(message.id)}/raw">raw .eml</a></dd>
       </dl>
       ${htmlSection}
       ${textSection}
       ${!htmlSection && !textSection ? '<div class="empty">This message has no body.</div>' : ''}
     </main>`,
  );
}
