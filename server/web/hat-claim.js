// That's Not a Hat: what the giver says her card is. Every gift of the deck may be said (the
// legal actions name them all), but most cannot be this card: a gift's back never changes, and a
// gift lying face up anywhere is not inside a face-down card (the app's picker fades those). So
// the gifts this card could be come first, a short grid with their pictures; the others wait
// behind one "other gifts" disclosure. A gift tapped is then given with one more tap (or taken
// back with "Start again"): a move others have seen is not taken back online.
import { N_, fmt, nt, t } from "./i18n.js";
import { el, picture } from "./dom.js";
import { un } from "./wire.js";

const WORDS = {
  could: N_("It could be one of these:"),
  others: N_("These cannot be this card: they lie face up on the table, or have a different back."),
};

// the gifts the card in hand cannot be (as the engine's NotAHatView.ruled_out)
function ruledOut(c, v) {
  const card = v.in_hand;
  const seen = new Set();
  const add = (x) => { if (x && x.gift !== null && x.gift !== undefined) seen.add(x.gift); };
  for (const column of v.columns) column.forEach(add);
  for (const pile of v.penalties) pile.forEach(add);
  add(v.shop_top);
  if (card.gift !== null && card.gift !== undefined) seen.delete(card.gift);
  const cards = c.info.cards;
  return new Set(v.deck.filter((g) => seen.has(g) || cards[g].colour !== card.colour || cards[g].arrow !== card.arrow));
}

// claims(c, legal, act, sayFor): the picker, or null where this is not a choice of claims
export function claims(c, legal, act, sayFor) {
  const v = c.view;
  const raws = legal.map((raw) => [raw, un(raw)]);
  if (!v || !v.in_hand || raws.length < 2 || !raws.every(([, a]) => String(a.$).endsWith(".Give"))) return null;
  const box = el("div", { className: "claims" });
  const out = ruledOut(c, v);
  const name = (g) => t(c.info.cards[g].name);
  const byName = (a, b) => name(a[1].claim).localeCompare(name(b[1].claim));
  const likely = raws.filter(([, a]) => !out.has(a.claim)).sort(byName);
  const others = raws.filter(([, a]) => out.has(a.claim)).sort(byName);

  function grid(list, label) {
    const ul = el("ul", { className: "claim-grid", role: "list" });
    ul.setAttribute("aria-label", label);
    for (const [raw, a] of list) {
      const art = picture(c.info.cards[a.claim].art);
      art.loading = "lazy"; // (the other gifts' pictures only once their disclosure is opened)
      const b = el("button", { type: "button", className: "claim" }, [art, name(a.claim)]);
      b.addEventListener("click", () => confirm(raw, a));
      ul.append(el("li", {}, [b]));
    }
    return ul;
  }

  function confirm(raw, a) {
    const give = el("button", { type: "button", className: "primary final" }, sayFor(raw));
    give.addEventListener("click", () => act(raw));
    const back = el("button", { type: "button", className: "quiet-dark" }, t("Start again"));
    back.addEventListener("click", () => { draw(); focusFirst(); });
    box.replaceChildren(el("p", { className: "picked" }, [picture(c.info.cards[a.claim].art), name(a.claim)]),
      el("div", { className: "options" }, [give]), el("div", { className: "options" }, [back]));
    give.focus();
  }

  function focusFirst() {
    const first = box.querySelector("button");
    if (first) first.focus();
  }

  function draw() {
    const card = v.in_hand;
    const to = { name: c.name(v.receiver) };
    const prompt = el("p", { className: "prompt" }, card.gift !== null && card.gift !== undefined
      ? fmt(t("Giving {gift} to {name} (everyone saw it). What do you say?"), { gift: t(c.info.cards[card.gift].a), ...to })
      : fmt(t("Giving your face-down card to {name}. What do you say it is?"), to));
    const could = el("p", { className: "claim-note" }, t(WORDS.could));
    const parts = [prompt, could, grid(likely, t(WORDS.could))];
    if (others.length) {
      const summary = el("summary", {}, fmt(nt("{count} other gift", "{count} other gifts", others.length), { count: others.length }));
      const note = t(WORDS.others);
      parts.push(el("details", { className: "claim-others" }, [summary, el("p", { className: "claim-note" }, note), grid(others, note)]));
    }
    box.replaceChildren(...parts);
  }

  draw();
  return box;
}
