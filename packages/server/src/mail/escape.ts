/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The common frame of every HTML message: a heading, paragraphs of escaped text and at most
 * one button link. Callers pass plain text; nothing they pass is read as HTML.
 */
export function htmlMessage(parts: { heading: string; paragraphs: readonly string[]; action?: { label: string; url: string }; footer: string }): string {
  const paragraphs = parts.paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('\n');
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(parts.action.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(parts.heading)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>
${paragraphs}
${action}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(parts.footer)}</p>
</body></html>
`;
}

/** The sign-off of every plain-text message. */
export const TEXT_FOOTER = '— REI, real estate investment analysis';
