/**
 * The small standalone page the server answers to a form sent without
 * JavaScript that cannot go through: the errors, then the form again with
 * what the visitor typed (escaped), in the visitor's language. Its only
 * style is inline and allowed by its hash in the page's own CSP.
 */
import { createHash } from "node:crypto";
import {
  contactFormCopy,
  contactText,
  fieldErrorText,
  requestErrorText,
  summaryText,
} from "../../app/content/contact-form.ts";
import {
  type ContactErrorCode,
  type ContactField,
  type FieldErrors,
  fieldInputs,
  fieldsOf,
  honeypotField,
  reasons,
  type Variant,
} from "../../app/site/contact-schema.ts";
import type { Lang } from "../../app/site/lang.ts";
import { type PageId, pathOf } from "../../app/site/pages.ts";

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
  );

const style = `
:root{color-scheme:light dark;--fg:#1d2628;--muted:#4a5558;--bg:#fbf8f3;--card:#fff;--line:#ddd4c7;--accent:#1f5f5b;--on-accent:#fff;--error:#a3231a}
@media (prefers-color-scheme:dark){:root{--fg:#ede8e0;--muted:#b9c0bf;--bg:#131a1b;--card:#1b2426;--line:#364244;--accent:#86cbc3;--on-accent:#0d1f1d;--error:#ff8f85}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
h1{font-family:ui-serif,Georgia,serif;font-weight:600}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem 4rem}h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem}a{color:var(--accent)}.muted{color:var(--muted);font-size:.95rem}
.summary{border:2px solid var(--error);border-radius:.75rem;padding:1rem 1.25rem;margin:1.5rem 0;background:var(--card)}
.summary h2{font-size:1.05rem;margin:0 0 .5rem}.summary ul{margin:0;padding-left:1.25rem}.summary a{color:var(--error)}
form{display:grid;gap:1.1rem;background:var(--card);border:1px solid var(--line);border-radius:1rem;padding:1.25rem}
label{font-weight:600;display:block;margin-bottom:.3rem}.hint{display:block;color:var(--muted);font-size:.9rem;margin:-.1rem 0 .35rem}
input,select,textarea{width:100%;font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:.5rem;padding:.6rem .75rem}
textarea{min-height:10rem;resize:vertical}[aria-invalid=true]{border-color:var(--error);border-width:2px}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}.error{color:var(--error);font-size:.92rem;margin:.35rem 0 0;font-weight:600}
.check{display:flex;gap:.6rem;align-items:flex-start}.check input{width:1.2rem;height:1.2rem;margin-top:.2rem;flex:none}.check label{font-weight:400}
.note{font-size:.92rem;color:var(--muted);border-left:3px solid var(--accent);padding-left:.75rem;margin:0}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{font:inherit;font-weight:600;color:var(--on-accent);background:var(--accent);border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer;justify-self:start}
`.trim();

const styleHash = `sha256-${createHash("sha256").update(style).digest("base64")}`;

/** The page's own policy: its inline style by hash, no script, posts only to this site. */
export const fallbackPageCsp = `default-src 'none'; style-src '${styleHash}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

export type FallbackPage = {
  lang: Lang;
  variant: Variant;
  /** The page the form came from, for the link back. */
  page?: PageId;
  /** What the visitor typed; without it the form is not repeated. */
  values?: Record<string, unknown>;
  fieldErrors?: FieldErrors;
  /** A request-level problem (rate limit, size…); absent for plain field errors. */
  error?: ContactErrorCode;
  retryAfterSeconds?: number;
  key?: string;
};

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const hintId = (field: ContactField) => `contact-${field}-hint`;
const text = (v: unknown) => (typeof v === "string" ? v : "");

function renderField(p: FallbackPage, field: ContactField, focus: boolean): string {
  const copy = contactFormCopy[p.lang];
  const input = fieldInputs[field];
  const value = text(p.values?.[field]);
  const code = p.fieldErrors?.[field];
  const error = code
    ? `<p class="error" id="${errorId(field)}">${escapeHtml(fieldErrorText(p.lang, field, code))}</p>`
    : "";
  const fieldCopy = copy.fields[field];
  const hint = fieldCopy.hint
    ? `<span class="hint" id="${hintId(field)}">${escapeHtml(contactText(fieldCopy.hint, p.lang))}</span>`
    : "";
  const describedBy = [fieldCopy.hint ? hintId(field) : "", code ? errorId(field) : ""].filter(Boolean).join(" ");
  const common = [
    `id="${fieldId(field)}"`,
    `name="${field}"`,
    input.required ? "required" : "",
    code ? `aria-invalid="true"` : "",
    // Without JavaScript, autofocus is how focus reaches the first field to fix.
    focus ? "autofocus" : "",
    describedBy ? `aria-describedby="${describedBy}"` : "",
  ]
    .filter(Boolean)
    .join(" ");

  if (input.kind === "checkbox") {
    const privacy = pathOf("privacy", p.lang);
    const consent = copy.fields.consent;
    const checked = p.values?.consent === true ? " checked" : "";
    return `<div><div class="check"><input type="checkbox" ${common}${checked}><label for="${fieldId(field)}">${escapeHtml(
      contactText(consent.before, p.lang),
    )}<a href="${privacy}">${escapeHtml(consent.link)}</a>${escapeHtml(consent.after)}</label></div>${error}</div>`;
  }

  const optional = field === "phone" ? ` <span class="muted">${escapeHtml(copy.fields.phone.optional)}</span>` : "";
  const label = `<label for="${fieldId(field)}">${escapeHtml(fieldCopy.label)}${optional}</label>`;
  if (input.kind === "select") {
    const options = reasons
      .map(
        (r) =>
          `<option value="${r}"${value === r ? " selected" : ""}>${escapeHtml(copy.fields.reason.options[r])}</option>`,
      )
      .join("");
    return `<div>${label}${hint}<select ${common}><option value="">${escapeHtml(copy.fields.reason.choose)}</option>${options}</select>${error}</div>`;
  }
  if (input.kind === "textarea") {
    const placeholder = escapeHtml(copy.fields.message.placeholder);
    return `<div>${label}${hint}<textarea ${common} rows="8" minlength="${input.minLength}" maxlength="${input.maxLength}" placeholder="${placeholder}">${escapeHtml(value)}</textarea>${error}</div>`;
  }
  const inputMode = "inputMode" in input ? ` inputmode="${input.inputMode}"` : "";
  return `<div>${label}${hint}<input type="${input.type}" ${common} autocomplete="${input.autoComplete}"${inputMode} maxlength="${input.maxLength}" value="${escapeHtml(value)}">${error}</div>`;
}

export function renderFallbackPage(p: FallbackPage): string {
  const copy = contactFormCopy[p.lang];
  const fields = fieldsOf(p.variant);
  const errors = fields.filter((f) => p.fieldErrors?.[f]);
  const title = p.error ? copy.fallback.failedTitle : copy.fallback.fixTitle;
  const backPath = pathOf(p.page ?? "contact", p.lang);

  const summary = p.error
    ? `<div class="summary" role="alert"><p>${escapeHtml(requestErrorText(p.lang, p.error, p.retryAfterSeconds))}</p></div>`
    : `<div class="summary" role="alert" tabindex="-1"><h2>${escapeHtml(summaryText(p.lang, errors.length))}</h2><ul>${errors
        .map((f) => {
          const code = p.fieldErrors?.[f];
          const label = copy.fields[f].label;
          return `<li><a href="#${fieldId(f)}">${escapeHtml(label)}${p.lang === "fr" ? "\u00a0:" : ":"} ${escapeHtml(
            code ? fieldErrorText(p.lang, f, code) : "",
          )}</a></li>`;
        })
        .join("")}</ul></div>`;

  const hidden = [
    `<input type="hidden" name="variant" value="${p.variant}">`,
    `<input type="hidden" name="lang" value="${p.lang}">`,
    p.page ? `<input type="hidden" name="page" value="${escapeHtml(p.page)}">` : "",
    p.key ? `<input type="hidden" name="key" value="${escapeHtml(p.key)}">` : "",
    `<div class="trap" aria-hidden="true"><label for="contact-${honeypotField}">${escapeHtml(copy.honeypot)}</label><input id="contact-${honeypotField}" name="${honeypotField}" type="text" tabindex="-1" autocomplete="off" value=""></div>`,
  ].join("");

  const form = p.values
    ? `<form method="post" action="/api/contact"><p class="muted">${escapeHtml(copy.requiredNote)}</p>${hidden}${fields
        .map((f) => renderField(p, f, !p.error && f === errors[0]))
        .join(
          "",
        )}<p class="note">${escapeHtml(contactText(copy.healthNote, p.lang))}</p><button type="submit">${escapeHtml(
        copy.submit,
      )}</button></form>`
    : `<p class="muted">${escapeHtml(copy.fallback.backHint)}</p>`;

  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${p.error ? "" : `<p>${escapeHtml(copy.fallback.fixIntro)}</p>`}
${summary}
${form}
<p><a href="${backPath}">${escapeHtml(copy.fallback.back)}</a></p>
</main>
</body>
</html>
`;
}
