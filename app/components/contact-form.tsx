import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  contactFormCopy,
  contactText,
  fieldErrorText,
  requestErrorText,
  summaryText,
} from "../content/contact-form.ts";
import { cn } from "../lib/cn.ts";
import {
  type ContactErrorCode,
  type ContactField,
  contactErrorCodes,
  type FieldErrorCode,
  type FieldErrors,
  fieldErrorCodes,
  fieldInputs,
  fieldsOf,
  formToObject,
  honeypotField,
  reasons,
  type Variant,
  validateContact,
} from "../site/contact-schema.ts";
import { langOfPath } from "../site/lang.ts";
import { pathOf, resolvePath } from "../site/pages.ts";
import { buttonVariants } from "./ui/button.tsx";

const newKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** What the server's JSON error says, trusted only as far as its codes are known. */
function readServerErrors(data: unknown): { code?: ContactErrorCode; message?: string; fields: FieldErrors } {
  const error = (data as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const fields: FieldErrors = {};
  if (error?.fields && typeof error.fields === "object") {
    for (const [field, value] of Object.entries(error.fields as Record<string, { code?: unknown }>)) {
      const code = value?.code;
      if (typeof code === "string" && (fieldErrorCodes as readonly string[]).includes(code)) {
        fields[field as ContactField] = code as FieldErrorCode;
      }
    }
  }
  const code =
    typeof error?.code === "string" && (contactErrorCodes as readonly string[]).includes(error.code)
      ? (error.code as ContactErrorCode)
      : undefined;
  return { code, message: typeof error?.message === "string" ? error.message : undefined, fields };
}

type FocusTarget = "firstError" | "alert" | "submit" | undefined;

const control =
  "block w-full rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted/80 hover:border-ink-muted/60 aria-invalid:border-2 aria-invalid:border-danger";

/**
 * The contact form. Without JavaScript it is a plain POST to /api/contact,
 * answered by a redirect to the confirmation page (or a page listing what
 * to fix). Once hydrated it checks the fields with the shared schema, sends
 * JSON with fetch, shows errors next to their fields and in an announced
 * summary, and confirms with a toast. "full" is the contact page's form,
 * "short" (name, e-mail, phone, message) fits pages such as PMA's.
 */
export function ContactForm({ variant }: { variant: Variant }) {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const copy = contactFormCopy[lang];
  const t = (text: string) => contactText(text, lang);
  const resolved = resolvePath(pathname);
  const page = resolved?.kind === "page" ? resolved.id : undefined;
  const fields = fieldsOf(variant);

  const uid = useId();
  const idOf = (field: string) => `${uid}-${field}`;
  const errorIdOf = (field: string) => `${uid}-${field}-error`;
  const hintIdOf = (field: string) => `${uid}-${field}-hint`;
  const noteId = `${uid}-note`;
  const requiredId = `${uid}-required`;
  const headingId = `${uid}-heading`;

  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [key, setKey] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  /**
   * The errors of the last attempt, listed in the summary until the next one:
   * a summary that shrank as fields are fixed would move every control under
   * the visitor's pointer.
   */
  const [summary, setSummary] = useState<FieldErrors>({});
  /** A problem with the whole submission (network, rate limit…). */
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  /** Bumped at each failed attempt, so the live region announces the same text again. */
  const [attempt, setAttempt] = useState(0);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();

  useEffect(() => {
    setKey(newKey());
    setHydrated(true);
  }, []);

  // Focus moves once the fieldset is enabled again (a disabled field cannot take it).
  useEffect(() => {
    if (!focusTarget || sending) return;
    if (focusTarget === "firstError") {
      const first = fields.find((f) => errors[f]);
      if (first) document.getElementById(idOf(first))?.focus();
    } else if (focusTarget === "alert") alertRef.current?.focus();
    else submitRef.current?.focus();
    setFocusTarget(undefined);
  });

  const errorList = fields.filter((f) => summary[f]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    setSummary(next);
    setProblem(undefined);
    setSent(false);
    setAttempt((n) => n + 1);
    setFocusTarget("firstError");
  };

  const showProblem = (message: string) => {
    setProblem(message);
    setSent(false);
    setAttempt((n) => n + 1);
    setFocusTarget("alert");
  };

  const readForm = (form: HTMLFormElement) => formToObject(new FormData(form).entries());

  /**
   * Once a field was flagged, re-check it as the visitor types or chooses, so
   * a fixed error disappears then. Never on blur: the message vanishing as the
   * visitor clicks the next control would move that control from under the
   * pointer between mouse down and mouse up, and the click would be lost.
   */
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name as ContactField | undefined;
    if (!name || !errors[name] || !formRef.current) return;
    const result = validateContact(variant, readForm(formRef.current));
    const code = result.ok ? undefined : result.errors[name];
    if (code !== errors[name]) setErrors((prev) => ({ ...prev, [name]: code }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const body = readForm(form);
    // Time since the page started loading, typing before hydration included.
    body.elapsed = Math.round(performance.now());
    const checked = validateContact(variant, body);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
      const data: unknown = await response.json().catch(() => null);
      if (response.ok && (data as { ok?: unknown } | null)?.ok === true) {
        form.reset();
        setErrors({});
        setSummary({});
        setKey(newKey());
        setSent(true);
        setFocusTarget("submit");
        // sonner loads on demand (app/root.tsx): the form's first load does not carry it.
        const { toast } = await import("sonner");
        toast.success(copy.toast.title, { description: t(copy.toast.description) });
        return;
      }
      const server = readServerErrors(data);
      if (Object.keys(server.fields).length > 0) showErrors(server.fields);
      else if (response.status === 429) {
        showProblem(requestErrorText(lang, "rate_limited", Number(response.headers.get("Retry-After")) || 600));
      } else showProblem(server.code ? requestErrorText(lang, server.code) : requestErrorText(lang, "unavailable"));
    } catch {
      // Offline or cut off: the text stays, and the same key makes a second try harmless.
      showProblem(t(copy.network));
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: ContactField, ...extra: string[]) =>
    [copy.fields[field].hint ? hintIdOf(field) : "", ...extra, errors[field] ? errorIdOf(field) : ""]
      .filter(Boolean)
      .join(" ") || undefined;

  const errorText = (field: ContactField) => {
    const code = errors[field];
    return code ? (
      <p id={errorIdOf(field)} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{fieldErrorText(lang, field, code)}</span>
      </p>
    ) : null;
  };

  const labelOf = (field: ContactField) => (
    <label htmlFor={idOf(field)} className="mb-1.5 block font-medium text-ink">
      {copy.fields[field].label}
      {field === "phone" && <span className="font-normal text-ink-muted"> {copy.fields.phone.optional}</span>}
    </label>
  );

  const hintOf = (field: ContactField) => {
    const hint = copy.fields[field].hint;
    return hint ? (
      <p id={hintIdOf(field)} className="mb-2 text-sm text-ink-muted">
        {t(hint)}
      </p>
    ) : null;
  };

  function renderField(field: ContactField): ReactNode {
    const input = fieldInputs[field];
    const invalid = errors[field] ? true : undefined;
    if (input.kind === "checkbox") {
      const consent = copy.fields.consent;
      return (
        <div key={field}>
          <div className="flex items-start gap-3">
            <input
              id={idOf(field)}
              name={field}
              type="checkbox"
              required
              aria-invalid={invalid}
              aria-describedby={describedBy(field)}
              className="mt-1 size-5 shrink-0 accent-primary"
            />
            <label htmlFor={idOf(field)} className="text-ink">
              {t(consent.before)}
              <Link to={pathOf("privacy", lang)} className="text-primary underline underline-offset-4">
                {consent.link}
              </Link>
              {consent.after}
            </label>
          </div>
          {errorText(field)}
        </div>
      );
    }
    if (input.kind === "select") {
      return (
        <div key={field} className="sm:col-span-2">
          {labelOf(field)}
          {hintOf(field)}
          <select
            id={idOf(field)}
            name={field}
            required
            defaultValue=""
            aria-invalid={invalid}
            aria-describedby={describedBy(field)}
            className={cn(control, "appearance-auto")}
          >
            <option value="">{copy.fields.reason.choose}</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {copy.fields.reason.options[r]}
              </option>
            ))}
          </select>
          {errorText(field)}
        </div>
      );
    }
    if (input.kind === "textarea") {
      return (
        <div key={field} className="sm:col-span-2">
          {labelOf(field)}
          {hintOf(field)}
          <textarea
            id={idOf(field)}
            name={field}
            required
            rows={variant === "full" ? 7 : 5}
            minLength={input.minLength}
            maxLength={input.maxLength}
            placeholder={copy.fields.message.placeholder}
            aria-invalid={invalid}
            aria-describedby={describedBy(field, noteId)}
            className={cn(control, "min-h-36 resize-y leading-relaxed")}
          />
          {errorText(field)}
          <p
            id={noteId}
            className="mt-3 rounded-xl border-l-4 border-accent bg-surface-muted px-4 py-3 text-sm text-ink"
          >
            {t(copy.healthNote)}
          </p>
        </div>
      );
    }
    return (
      <div key={field} className={field === "name" ? "sm:col-span-2" : undefined}>
        {labelOf(field)}
        {hintOf(field)}
        <input
          id={idOf(field)}
          name={field}
          type={input.type}
          autoComplete={input.autoComplete}
          inputMode={"inputMode" in input ? input.inputMode : undefined}
          maxLength={input.maxLength}
          required={input.required}
          spellCheck={input.type === "email" ? false : undefined}
          autoCapitalize={input.type === "email" ? "off" : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy(field)}
          className={control}
        />
        {errorText(field)}
      </div>
    );
  }

  const fieldNodes = fields.filter((f) => f !== "consent").map(renderField);

  return (
    <section id="contact-form" aria-labelledby={headingId} className="mt-14 scroll-mt-24">
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {copy.heading[variant].title}
      </h2>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{t(copy.heading[variant].intro)}</p>
      <form
        ref={formRef}
        method="post"
        action="/api/contact"
        noValidate={hydrated}
        onSubmit={onSubmit}
        onChange={recheck}
        aria-labelledby={headingId}
        aria-describedby={requiredId}
        className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
        data-variant={variant}
        data-hydrated={hydrated ? "true" : undefined}
      >
        <input type="hidden" name="variant" value={variant} />
        <input type="hidden" name="lang" value={lang} />
        {page && <input type="hidden" name="page" value={page} />}
        <input type="hidden" name="key" value={key} />
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={idOf(honeypotField)}>{copy.honeypot}</label>
          <input
            id={idOf(honeypotField)}
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {/* Announced as soon as it changes; focused for problems that concern the whole form. */}
        <div ref={alertRef} role="alert" tabIndex={-1} className="outline-none">
          {(problem || errorList.length > 0) && (
            <div
              key={attempt}
              className="mb-6 rounded-2xl border-2 border-danger bg-surface px-5 py-4 text-ink"
              data-testid="contact-alert"
            >
              {problem ? (
                <p className="flex items-start gap-2 font-medium">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                  <span>{problem}</span>
                </p>
              ) : (
                <>
                  <p className="flex items-center gap-2 font-semibold">
                    <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
                    {summaryText(lang, errorList.length)}
                  </p>
                  <ul className="mt-2 list-disc space-y-1 pl-11">
                    {errorList.map((field) => {
                      const code = summary[field];
                      const label = copy.fields[field].label;
                      return (
                        <li key={field}>
                          <a
                            href={`#${idOf(field)}`}
                            className="text-danger underline underline-offset-4"
                            onClick={(e) => {
                              e.preventDefault();
                              document.getElementById(idOf(field))?.focus();
                            }}
                          >
                            {label}
                            {lang === "fr" ? "\u00a0: " : ": "}
                            {code ? fieldErrorText(lang, field, code) : ""}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            </div>
          )}
        </div>

        <div role="status">
          {sent && (
            <p className="mb-6 flex items-start gap-2 rounded-2xl bg-primary-soft px-5 py-4 text-ink">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <strong>{copy.toast.title}.</strong> {t(copy.toast.description)}
              </span>
            </p>
          )}
        </div>

        <fieldset disabled={sending} className="m-0 min-w-0 border-0 p-0">
          <p id={requiredId} className="mb-5 text-sm text-ink-muted">
            {copy.requiredNote}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">{fieldNodes}</div>
          <div className="mt-6">{renderField("consent")}</div>
          <button
            ref={submitRef}
            type="submit"
            className={cn(buttonVariants({ variant: "primary" }), "mt-8 w-full sm:w-auto")}
          >
            {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {sending ? copy.sending : copy.submit}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
