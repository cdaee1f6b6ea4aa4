import { useLocation } from "react-router";
import { fieldModels, formIds } from "../../contact/fields.ts";
import type { FormWords } from "../../contact/messages.ts";
import type { Variant } from "../../contact/rules.ts";
import { fill } from "../../content/fill.ts";
import { cn } from "../../lib/cn.ts";
import { resolvePath } from "../../site/pages.ts";
import { buttonVariants } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { ContactFields } from "./contact-fields.tsx";
import { FormAlert } from "./form-alert.tsx";
import { HiddenFields } from "./hidden-fields.tsx";
import { SentNotice } from "./sent-notice.tsx";
import { useContactSubmit } from "./use-contact-submit.ts";

/**
 * The contact form. Without JavaScript it is a plain POST to /api/contact,
 * answered by a redirect to the confirmation page (or a page listing what
 * to fix, rendered by the server from the same field model). Once hydrated
 * it checks the fields with the shared schema, sends JSON with fetch, shows
 * errors next to their fields and in an announced summary, and confirms
 * with a toast. "full" is the contact page's form, "short" (name, e-mail,
 * phone, message) fits pages such as PMA's.
 */
export function ContactForm({ variant, words }: { variant: Variant; words: FormWords }) {
  const { pathname } = useLocation();
  const { lang, copy } = words;
  const resolved = resolvePath(pathname);
  const page = resolved?.kind === "page" ? resolved.id : undefined;
  const form = useContactSubmit(variant, words);

  return (
    <section id={formIds.section} aria-labelledby={formIds.heading} className="mt-14 scroll-mt-24">
      <h2 id={formIds.heading} className="text-2xl sm:text-3xl">
        {copy.heading[variant].title}
      </h2>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{fill(copy.heading[variant].intro, lang)}</p>
      <form
        ref={form.refs.form}
        method="post"
        action="/api/contact"
        noValidate={form.hydrated}
        onSubmit={form.onSubmit}
        onChange={form.recheck}
        aria-labelledby={formIds.heading}
        aria-describedby={formIds.required}
        className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
        data-variant={variant}
        data-hydrated={form.hydrated ? "true" : undefined}
      >
        <HiddenFields words={words} meta={{ variant, lang, page, key: form.key }} />
        <FormAlert
          ref={form.refs.alert}
          variant={variant}
          words={words}
          summary={form.summary}
          problem={form.problem}
          attempt={form.attempt}
        />
        <SentNotice words={words} sent={form.sent} />
        {/*
          One group, so that sending disables every field at once; its legend is the note on which
          fields are required, which a screen reader then gives as the fields' group.
        */}
        <fieldset disabled={form.sending} className="m-0 min-w-0 border-0 p-0">
          <legend id={formIds.required} className="mb-5 p-0 text-sm text-ink-muted">
            {copy.requiredNote}
          </legend>
          <ContactFields fields={fieldModels(variant, words, form.errors)} />
          <button
            ref={form.refs.submit}
            type="submit"
            className={cn(buttonVariants({ variant: "primary" }), "mt-8 w-full sm:w-auto")}
          >
            {form.sending && <Icon name="loader-circle" className="size-5 animate-spin" />}
            {form.sending ? copy.sending : copy.submit}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
