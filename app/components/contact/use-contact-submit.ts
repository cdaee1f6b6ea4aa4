import { type FormEvent, useEffect, useRef, useState } from "react";
import { fieldId } from "../../contact/fields.ts";
import { type FormWords, requestErrorText } from "../../contact/messages.ts";
import { formToObject } from "../../contact/request.ts";
import {
  type ContactErrorCode,
  type ContactField,
  contactErrorCodes,
  type FieldErrorCode,
  type FieldErrors,
  fieldErrorCodes,
  fieldsOf,
  type Variant,
} from "../../contact/rules.ts";
import { fill } from "../../content/fill.ts";

/** A fresh idempotency key: kept until a success, so a retried submit stores nothing new. */
const newKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** What the server's JSON error says, trusted only as far as its codes are known. */
export function readServerErrors(data: unknown): { code?: ContactErrorCode; fields: FieldErrors } {
  const error = (data as { error?: { code?: unknown; fields?: unknown } } | null)?.error;
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
  return { code, fields };
}

type FocusTarget = "firstError" | "alert" | "submit" | undefined;

const readForm = (form: HTMLFormElement) => formToObject(new FormData(form).entries());

/**
 * The schema (zod) is fetched once the form has hydrated, not with the page:
 * it is not part of what the page needs to show and to take the first input.
 */
const loadSchema = () => import("../../contact/schema.ts");

/**
 * The form's life once hydrated: the idempotency key, checking with the
 * shared schema, sending JSON with fetch, and the states the form shows
 * (errors per field, the summary, a problem with the whole submission,
 * sending, sent), with focus moved where the visitor needs it next.
 */
export function useContactSubmit(variant: Variant, words: FormWords) {
  const { lang, copy } = words;
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

  /** True from a submit to its end, the schema's loading included: a double click sends once. */
  const submitting = useRef(false);

  useEffect(() => {
    setKey(newKey());
    setHydrated(true);
    void loadSchema();
  }, []);

  // Focus moves once the fieldset is enabled again (a disabled field cannot take it).
  useEffect(() => {
    if (!focusTarget || sending) return;
    if (focusTarget === "firstError") {
      const first = fieldsOf(variant).find((f) => errors[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
    } else if (focusTarget === "alert") alertRef.current?.focus();
    else submitRef.current?.focus();
    setFocusTarget(undefined);
  });

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

  /**
   * Once a field was flagged, re-check it as the visitor types or chooses, so
   * a fixed error disappears then. Never on blur: the message vanishing as the
   * visitor clicks the next control would move that control from under the
   * pointer between mouse down and mouse up, and the click would be lost.
   */
  const recheck = async (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name as ContactField | undefined;
    const form = formRef.current;
    if (!name || !errors[name] || !form) return;
    const { validateContact } = await loadSchema();
    const result = validateContact(variant, readForm(form));
    const code = result.ok ? undefined : result.errors[name];
    setErrors((prev) => (prev[name] === code ? prev : { ...prev, [name]: code }));
  };

  const succeed = async (form: HTMLFormElement) => {
    form.reset();
    setErrors({});
    setSummary({});
    setKey(newKey());
    setSent(true);
    setFocusTarget("submit");
    // sonner loads on demand (app/root.tsx): the form's first load does not carry it.
    const { toast } = await import("sonner");
    toast.success(copy.toast.title, { description: fill(copy.toast.description, lang) });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      submitting.current = false;
    }
  }

  async function submit(form: HTMLFormElement) {
    const body = readForm(form);
    // Time since the page started loading, typing before hydration included.
    body.elapsed = Math.round(performance.now());
    const { validateContact } = await loadSchema();
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
      if (response.ok && (data as { ok?: unknown } | null)?.ok === true) return await succeed(form);
      const server = readServerErrors(data);
      if (Object.keys(server.fields).length > 0) showErrors(server.fields);
      else if (response.status === 429) {
        showProblem(requestErrorText(words, "rate_limited", Number(response.headers.get("Retry-After")) || 600));
      } else showProblem(requestErrorText(words, server.code ?? "unavailable"));
    } catch {
      // Offline or cut off: the text stays, and the same key makes a second try harmless.
      showProblem(fill(copy.network, lang));
    } finally {
      setSending(false);
    }
  }

  return {
    refs: { form: formRef, alert: alertRef, submit: submitRef },
    hydrated,
    key,
    errors,
    summary,
    problem,
    sent,
    sending,
    attempt,
    recheck,
    onSubmit,
  };
}
