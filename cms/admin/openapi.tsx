import { mountFindings, recordSave } from "./findings";
import { mountOpenApiEditor } from "./site/openapi-editor";

/**
 * The admin's API reference text page (/admin/openapi/, served by the local CMS server): the
 * editor of an operation's summary, description, rules and examples with the API page's preview
 * (cms/admin/site/openapi-editor.tsx), and the findings panel that lists a refused save's reasons
 * until a later save of the document goes through.
 */
mountFindings();
mountOpenApiEditor(document.body, (file, response) => recordSave({ path: file }, response));
