/**
 * The site's own field type, then the start of Sveltia CMS (setup.js asked
 * it to wait). "illustration": an article's cover drawing, chosen by sight
 * and by its French name among the pictures the configuration lists in the
 * field's `options` (value, label, image: scripts/cms/articles.ts). Sveltia
 * draws custom fields with React, which it lends as `window.h`.
 */
const { CMS, h } = window;

/** The field's options as plain objects, whether Sveltia hands them over as Immutable values or not. */
const optionsOf = (field) => {
  const options = field.get("options");
  return typeof options?.toJS === "function" ? options.toJS() : (options ?? []);
};

const picture = (option, width) =>
  h("img", {
    src: option.image,
    alt: "",
    width,
    height: (width * 5) / 8,
    style: { display: "block", borderRadius: "4px" },
  });

/**
 * In a version other than `editable_in` (the English pane of an article),
 * the choice is shown, not offered: the editor copies the French one there.
 */
const readOnlyOutside = (editableIn) => (group) => {
  const locale = group?.closest("[data-locale]")?.getAttribute("data-locale");
  if (!group || !locale || locale === editableIn) return;
  group.setAttribute("aria-readonly", "true");
  for (const input of group.querySelectorAll("input")) input.disabled = true;
};

/** A group of radio buttons: arrow keys move between the drawings, each labelled by its name. */
function IllustrationControl({ field, value, onChange, forID }) {
  return h(
    "div",
    {
      id: forID,
      ref: readOnlyOutside(field.get("editable_in")),
      role: "radiogroup",
      "aria-label": field.get("label"),
      style: { display: "flex", flexWrap: "wrap", gap: "12px" },
    },
    optionsOf(field).map((option) =>
      h(
        "label",
        {
          key: option.value,
          style: {
            display: "grid",
            gap: "4px",
            padding: "6px",
            borderRadius: "6px",
            cursor: "pointer",
            outline: value === option.value ? "3px solid var(--sui-primary-accent-color, #0060df)" : "none",
          },
        },
        picture(option, 160),
        h(
          "span",
          { style: { display: "flex", gap: "6px", alignItems: "center" } },
          h("input", {
            type: "radio",
            name: forID,
            value: option.value,
            checked: value === option.value,
            onChange: () => onChange(option.value),
          }),
          option.label,
        ),
      ),
    ),
  );
}

/** The chosen drawing and its name, in the preview pane. */
function IllustrationPreview({ field, value }) {
  const option = optionsOf(field).find((o) => o.value === value);
  return option
    ? h("figure", { style: { margin: 0 } }, picture(option, 320), h("figcaption", null, option.label))
    : null;
}

CMS.registerFieldType("illustration", IllustrationControl, IllustrationPreview);
CMS.init();
