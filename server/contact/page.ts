/**
 * The small standalone page the server answers to a form sent without
 * JavaScript that cannot go through: the errors, then the form again with
 * what the visitor typed, in the visitor's language. Its fields come from
 * the same model as the React form's (app/contact/fields.ts), written with
 * `hono/html`, which escapes every interpolated value: the server runs its
 * TypeScript as is (Node's type stripping), which reads no JSX, so it
 * cannot render the React components themselves. Its only style is inline
 * and allowed by its hash in the page's own CSP.
 */
import { createHash } from "node:crypto";
import { html, raw } from "hono/html";
import {
  type ControlAttributes,
  type FieldModel,
  fieldModels,
  hiddenFields,
  honeypot,
  summaryItems,
} from "../../app/contact/fields.ts";
import { requestErrorText, summaryText } from "../../app/contact/messages.ts";
import type { ContactErrorCode, FieldErrors, Variant } from "../../app/contact/rules.ts";
import { formWords } from "../../app/contact/words.ts";
import type { Lang } from "../../app/site/lang.ts";
import { type PageId, pathOf } from "../../app/site/pages.ts";
import { paletteCss, systemFonts } from "../../app/site/theme.ts";

const style = `
${paletteCss}
*{box-sizing:border-box}body{margin:0;background:var(--canvas);color:var(--ink);font:1rem/1.6 ${systemFonts.sans}}
h1{font-family:${systemFonts.serif};font-weight:600}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem 4rem}h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem}a{color:var(--primary)}.muted{color:var(--ink-muted);font-size:.95rem}
.summary{border:2px solid var(--danger);border-radius:.75rem;padding:1rem 1.25rem;margin:1.5rem 0;background:var(--surface)}
.summary h2{font-size:1.05rem;margin:0 0 .5rem}.summary ul{margin:0;padding-left:1.25rem}.summary a{color:var(--danger)}
form{display:grid;gap:1.1rem;background:var(--surface);border:1px solid var(--line);border-radius:1rem;padding:1.25rem}
label{font-weight:600;display:block;margin-bottom:.3rem}.hint{display:block;color:var(--ink-muted);font-size:.9rem;margin:-.1rem 0 .35rem}
input,select,textarea{width:100%;font:inherit;color:inherit;background:var(--canvas);border:1px solid var(--line);border-radius:.5rem;padding:.6rem .75rem}
textarea{min-height:10rem;resize:vertical}[aria-invalid=true]{border-color:var(--danger);border-width:2px}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}.error{color:var(--danger);font-size:.92rem;margin:.35rem 0 0;font-weight:600}
.check{display:flex;gap:.6rem;align-items:flex-start}.check input{width:1.2rem;height:1.2rem;margin-top:.2rem;flex:none}.check label{font-weight:400}
.note{font-size:.92rem;color:var(--ink-muted);border-left:3px solid var(--primary);padding-left:.75rem;margin:.6rem 0 0}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{font:inherit;font-weight:600;color:var(--primary-ink);background:var(--primary);border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer;justify-self:start}
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

type Markup = ReturnType<typeof html>;

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** Attributes from a record: `true` writes the bare name, `false`, `undefined` and "" write nothing. */
const attrs = (list: Record<string, string | number | boolean | undefined>): Markup[] =>
  Object.entries(list).map(([name, value]) =>
    value === true
      ? html` ${raw(name)}`
      : value === false || value === undefined || value === ""
        ? ""
        : html` ${raw(name)}="${value}"`,
  ) as Markup[];

/** The model's control attributes under their HTML names (React's are camel-cased). */
const controlAttrs = (c: ControlAttributes) =>
  attrs({
    type: c.type,
    autocomplete: c.autoComplete,
    inputmode: c.inputMode,
    minlength: c.minLength,
    maxlength: c.maxLength,
    required: c.required,
    placeholder: c.placeholder,
    rows: c.rows,
    spellcheck: c.spellCheck === false ? "false" : undefined,
    autocapitalize: c.autoCapitalize,
  });

function renderField(f: FieldModel, values: Record<string, unknown> | undefined, focus: boolean): Markup {
  const value = text(values?.[f.name]);
  const error = f.error && html`<p class="error" id="${f.error.id}">${f.error.text}</p>`;
  const hint = f.hint && html`<span class="hint" id="${f.hint.id}">${f.hint.text}</span>`;
  const note = f.note && html`<p class="note" id="${f.note.id}">${f.note.text}</p>`;
  const common = attrs({
    id: f.id,
    name: f.name,
    "aria-invalid": f.error ? "true" : undefined,
    // Without JavaScript, autofocus is how focus reaches the first field to fix.
    autofocus: focus,
    "aria-describedby": f.describedBy,
  });

  if (f.consent) {
    const c = f.consent;
    const checked = attrs({ checked: values?.consent === true });
    return html`<div><div class="check"><input${controlAttrs(f.control)}${common}${checked}><label for="${f.id}">${c.before}<a href="${c.href}">${c.link}</a>${c.after}</label></div>${error}</div>`;
  }
  const optional = f.optional && html` <span class="muted">${f.optional}</span>`;
  const label = html`<label for="${f.id}">${f.label}${optional}</label>`;
  if (f.kind === "select") {
    const options = f.options?.map(
      (o) =>
        html`<option value="${o.value}"${attrs({ selected: o.value !== "" && value === o.value })}>${o.label}</option>`,
    );
    return html`<div>${label}${hint}<select${common}${attrs({ required: f.control.required })}>${options}</select>${error}</div>`;
  }
  if (f.kind === "textarea") {
    return html`<div>${label}${hint}<textarea${common}${controlAttrs(f.control)}>${value}</textarea>${error}${note}</div>`;
  }
  return html`<div>${label}${hint}<input${controlAttrs(f.control)}${common} value="${value}">${error}</div>`;
}

export function renderFallbackPage(p: FallbackPage): Markup {
  const words = formWords(p.lang);
  const { copy } = words;
  const fields = fieldModels(p.variant, words, p.fieldErrors);
  const items = summaryItems(p.variant, words, p.fieldErrors ?? {});
  const title = p.error ? copy.fallback.failedTitle : copy.fallback.fixTitle;
  const backPath = pathOf(p.page ?? "contact", p.lang);
  const trap = honeypot(words);

  const summary = p.error
    ? html`<div class="summary" role="alert"><p>${requestErrorText(words, p.error, p.retryAfterSeconds)}</p></div>`
    : html`<div class="summary" role="alert" tabindex="-1"><h2>${summaryText(words, items.length)}</h2><ul>${items.map(
        (item) => html`<li><a href="${item.href}">${item.text}</a></li>`,
      )}</ul></div>`;

  const hidden = html`${hiddenFields(p).map(
    (f) => html`<input type="hidden" name="${f.name}" value="${f.value}">`,
  )}<div class="trap" aria-hidden="true"><label for="${trap.id}">${trap.label}</label><input id="${trap.id}" name="${trap.name}" type="text" tabindex="-1" autocomplete="off" value=""></div>`;

  const form = p.values
    ? html`<form method="post" action="/api/contact"><p class="muted">${copy.requiredNote}</p>${hidden}${fields.map(
        (f) => renderField(f, p.values, !p.error && f.name === items[0]?.name),
      )}<button type="submit">${copy.submit}</button></form>`
    : html`<p class="muted">${copy.fallback.backHint}</p>`;

  return html`<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(style)}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${p.error ? "" : html`<p>${copy.fallback.fixIntro}</p>`}
${summary}
${form}
<p><a href="${backPath}">${copy.fallback.back}</a></p>
</main>
</body>
</html>
`;
}
