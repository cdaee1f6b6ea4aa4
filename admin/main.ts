/**
 * The editor (Decap CMS), a separate entry from the visitor site: built into
 * build/admin by `npm run build:admin`, served by `npm run edit` or published
 * at /admin/ for online editing, never part of the visitor build. Its
 * collections come from config.yml beside this page, generated from the
 * content schemas (scripts/cms/config.ts).
 */
import CMS from "decap-cms-app";

CMS.init();
