// The page's words, from the app's own catalogues (the server serves each .po as /locale/<lang>.json).
// Every message the page shows goes through t() or nt(), with its English text as the msgid,
// exactly as the app's _() and ngettext() do.

export const LANGUAGES = { en: "English", fr: "Français", es: "Español", pt: "Português", de: "Deutsch" };
let lang = "en";
let messages = {};

export function language() { return lang; }

export function preferred() {
  const kept = localStorage.getItem("pc-lang");
  if (kept && kept in LANGUAGES) return kept;
  for (const wanted of navigator.languages || [navigator.language || "en"]) {
    const code = String(wanted).slice(0, 2).toLowerCase();
    if (code in LANGUAGES) return code;
  }
  return "en";
}

export async function load(code, keep = false) {
  if (!(code in LANGUAGES)) code = "en";
  let found = {};
  if (code !== "en") {
    try {
      const answer = await fetch(`locale/${code}.json`, { cache: "no-cache" });
      if (answer.ok) found = await answer.json();
    } catch (e) { found = {}; }
  }
  lang = code;
  messages = found;
  if (keep) localStorage.setItem("pc-lang", code);
  document.documentElement.lang = code;
}

// marks a message for tools/i18n.py extract where it is translated later, by t(its variable)
export const N_ = (msgid) => msgid;

export function t(msgid) {
  const found = messages[msgid];
  return typeof found === "string" ? found : msgid;
}

function pluralIndex(n) {
  if (lang === "fr" || lang === "pt") return n > 1 ? 1 : 0;
  return n === 1 ? 0 : 1;
}

export function nt(singular, plural, n) {
  const found = messages[singular];
  if (Array.isArray(found)) return found[Math.min(pluralIndex(n), found.length - 1)];
  return n === 1 ? singular : plural;
}

// "{name} gives" with {name: "Ann"}: as Python's str.format with named fields
export function fmt(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}
