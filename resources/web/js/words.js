// The page's words in its language: its own (words/LANG.json, by key) and the app's catalogues
// (by context and English source, as the app's Qt code names them), both served by the table
// server as /words/LANG.json. English is the fallback for anything not translated.

export const LANGUAGES = ["en", "tr", "hu", "hr"];
const STORED = "companion.language";

let doc = { language: "en", languages: { en: "English" }, page: {}, catalogue: {} };

/** The language to start in: ?lang=xx, else the one chosen here before, else the browser's,
 * else English. */
export function startLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (LANGUAGES.includes(asked)) return asked;
  const kept = safeStorage(() => localStorage.getItem(STORED));
  if (LANGUAGES.includes(kept)) return kept;
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

/** Fetch the words of ``language`` (kept as the choice for next time). */
export async function loadWords(language) {
  const answer = await fetch(`/words/${language}.json`);
  if (!answer.ok) throw new Error(`words for ${language}: HTTP ${answer.status}`);
  doc = await answer.json();
  document.documentElement.lang = doc.language;
  safeStorage(() => localStorage.setItem(STORED, doc.language));
  return doc;
}

export const language = () => doc.language;
export const languages = () => doc.languages;

/** The page's own words: ``t("game.back")``, ``t("game.deciding", {name})``. */
export function t(key, params = {}) {
  const template = doc.page[key];
  if (template === undefined) {
    console.warn(`no words for ${key}`);
    return key;
  }
  return fill(template, params);
}

/** The app's words: ``tr("CoupCard", "Duke")``, ``tr("CoupLog", "{0} lets it pass.", [name])``;
 * ``n`` picks a plural form (``%n`` in the source). */
export function tr(context, source, params = [], n = null) {
  const found = (doc.catalogue[context] || {})[source];
  // A source with a disambiguation is keyed "comment\u0004source": untranslated, the source.
  let text = found === undefined ? source.slice(source.indexOf("\u0004") + 1) : found;
  if (Array.isArray(text)) text = text[pluralIndex(doc.language, n ?? 0, text.length)];
  if (n !== null) text = text.replaceAll("%n", number(n));
  return fill(text, params);
}

/** A label from the catalogues without its keyboard accelerator ("&Join" → "Join"). */
export function trLabel(context, source, params = [], n = null) {
  return tr(context, source, params, n).replace(/&(&?)/g, "$1");
}

/** A number the language's way. */
export function number(value) {
  return new Intl.NumberFormat(doc.language).format(value);
}

/** A protocol message (``{"$": "msg"}`` or ``{"$": "joined"}``, or plain text) in words:
 * the template looked up in its context, each value filled in (translated in turn). A value
 * the page cannot say (``valueWords`` returns null), or a translation that does not fit the
 * message, gives the English text, which is always right. */
export function messageText(reason, valueWords = () => null) {
  if (typeof reason === "string") return reason;
  if (!reason || typeof reason !== "object") return String(reason ?? "");
  if (reason.$ === "joined") {
    return reason.parts.map((part) => messageText(part, valueWords)).join(reason.separator);
  }
  if (reason.$ !== "msg") return valueWords(reason) ?? JSON.stringify(reason);
  const values = {};
  for (const [name, value] of Object.entries(reason.params || {})) {
    if (typeof value === "number") values[name] = number(value);
    else if (typeof value === "string" || typeof value === "boolean") values[name] = String(value);
    else if (value && (value.$ === "msg" || value.$ === "joined")) {
      values[name] = messageText(value, valueWords);
    } else {
      const said = valueWords(value);
      if (said === null || said === undefined) return reason.text;
      values[name] = said;
    }
  }
  const template = tr(reason.context, reason.template);
  const text = fill(template, values);
  return /\{\w+\}/.test(text) ? reason.text : text;
}

/** ``{name}`` and ``{0}`` filled from an object or an array; unknown ones left as they are. */
export function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    params && Object.hasOwn(params, name) ? String(params[name]) : whole);
}

/** Which of a catalogue's plural forms a number takes, by Qt's rules for the language. */
export function pluralIndex(lang, n, forms) {
  let index = 0;
  if (lang === "en") index = n === 1 ? 0 : 1;
  else if (lang === "hr") {
    const last = n % 10, lastTwo = n % 100;
    if (last === 1 && lastTwo !== 11) index = 0;
    else if (last >= 2 && last <= 4 && (lastTwo < 10 || lastTwo >= 20)) index = 1;
    else index = 2;
  }  // Turkish and Hungarian: Qt keeps one form.
  return Math.min(index, forms - 1);
}

/** localStorage can be missing or refuse (a private window): the page works on without it. */
export function safeStorage(work) {
  try {
    return work();
  } catch {
    return null;
  }
}
