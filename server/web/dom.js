// Small helpers to build the page's elements (no innerHTML anywhere: names come from players).
import { N_ } from "./i18n.js";

export function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith("aria-") || key === "role") node.setAttribute(key, value);
    else node[key] = value;
  }
  if (typeof children === "string") node.textContent = children;
  else for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

// a list of plain items (strings or nodes), with an accessible name
export function list(items, label, className = "cards") {
  const ul = el("ul", { className });
  if (label) ul.setAttribute("aria-label", label);
  for (const item of items) ul.append(el("li", {}, typeof item === "string" ? item : [item]));
  return ul;
}

// one seat's plate: its name, whether it is this page's seat or acting now, whether its person has
// left the table (in words and a shape: an empty circle while the game waits, a half-filled one
// while a stand-in bot plays), and its details
const AWAY = { waits: N_("away"), bot: N_("away \u00b7 bot plays") };
export function plate(c, seat, details, acting = false) {
  const gone = c.away ? c.away(seat) : null;
  const li = el("li", { className: (seat === c.seat ? "me " : "") + (acting ? "acting " : "") + (gone ? "away" : "") });
  const name = el("span", { className: "seat-name" }, c.name(seat));
  const tags = [];
  if (seat === c.seat) tags.push(el("span", { className: "tag" }, c.t("you")));
  if (acting) tags.push(el("span", { className: "tag" }, c.t("to play")));
  if (gone) {
    tags.push(el("span", { className: `tag away-${gone}` }, [
      el("span", { className: "shape", "aria-hidden": "true" }, gone === "bot" ? "\u25d0" : "\u25cb"), c.t(AWAY[gone])]));
  }
  li.append(el("div", {}, [name, ...tags]));
  for (const d of details) if (d) li.append(typeof d === "string" ? el("div", {}, d) : d);
  return li;
}

// a card's picture beside its name: decorative (the name says it), so screen readers skip it
export function picture(src) {
  if (!src) return null;
  const img = el("img", { src, alt: "", className: "art", decoding: "async" });
  img.setAttribute("aria-hidden", "true");
  img.width = 28;
  img.height = 28;
  return img;
}
