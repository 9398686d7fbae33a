// The Spirit of Giving at the web seat: a 52-card deck (0..51), Presents under the Tree,
// Discussion's announcements, Goodwill, Wrapping, the Naughty cards.
import { N_, fmt, nt, t } from "./i18n.js";
import { el, list, plate } from "./dom.js";

const kind = (x) => String(x.$).split(".").pop();
const SUITS = ["\u2660", "\u2665", "\u2666", "\u2663"];
// the bots' announcements (engine/games/spirit_of_giving/moves.py CANNED): @{t} is a player
const CANNED = [
  "Guess who gets something lovely from me? @{t}!",
  "@{t}! Feeling generous this year?",
  "I'm saving my best present for someone special.",
  "Please, nobody pass me a two.",
];
const PHASES = { mulligan: N_("Mulligan"), discussion: N_("Discussion"), goodwill: N_("Goodwill"), wrapping: N_("Wrapping"),
  "last-minute": N_("Last-Minute Shopping"), ace: N_("An Ace's value"), over: N_("The game is over.") };

export function cardName(c, card) {
  const rank = (card % 13) + 1;
  const cards = c.info.cards;
  const r = cards.ranks[String(rank)] ? t(cards.ranks[String(rank)]) : String(rank);
  return fmt(t("{rank} of {suit}"), { rank: r, suit: t(cards.suits[Math.floor(card / 13)]) });
}

function cardItem(c, card) {
  const rank = (card % 13) + 1;
  const naughty = c.info.cards.naughty[String(rank)];
  const text = cardName(c, card) + (naughty ? ` (${t(naughty)})` : "");
  const suit = Math.floor(card / 13);
  return el("span", { className: "card" }, [el("span", { className: `emoji${suit === 1 || suit === 2 ? " red" : ""}`, "aria-hidden": "true" }, SUITS[suit]), text]);
}

// an announcement in the reader's language: a known line is translated, @n is seat n's name
export function spoken(c, text) {
  for (const line of CANNED) {
    const pattern = new RegExp("^" + line.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("@\\{t\\}", "@(\\d+)").replace("@{t}", "@(\\d+)") + "$");
    const m = text.match(pattern);
    if (m) return t(line).replace("@{t}", m[1] !== undefined ? c.name(Number(m[1])) : "");
  }
  return text.replace(/@(\d+)/g, (whole, n) => c.name(Number(n)));
}

// All Through the Night's Discussion clock (night.js) comes with the game, not in the first load
let night = null;

export const spirit = {
  ready() { return import("./night.js").then((m) => { night = m; }); },
  clock(box, now) {
    if (night) night.nightClock(box, now);
    else box.hidden = true;
  },
  action(c, a) {
    switch (kind(a)) {
      case "Mulligan": return a.cards.length ? fmt(t("Put back {cards}"), { cards: a.cards.map((x) => cardName(c, x)).join(t(", ")) }) : t("Keep this hand");
      case "Say": return fmt(t("Say: “{text}”"), { text: spoken(c, a.text) });
      case "Done": return t("Done talking");
      case "PassCard": return fmt(t("Pass the {card}"), { card: cardName(c, a.card) });
      case "Wrap": return fmt(t("Wrap the {card} for {name}"), { card: cardName(c, a.card), name: c.name(a.to) });
      case "WrapNothing": return t("Wrap nothing");
      case "Jack": return fmt(t("Peek at {name}'s hand (Jack)"), { name: c.name(a.target) });
      case "Queen": return fmt(t("Swap presents {a} and {b} (Queen)"), { a: a.a, b: a.b });
      case "King": return fmt(t("Best Frenemies Forever with {name} (King)"), { name: c.name(a.target) });
      case "AceValue": return fmt(t("The Ace counts {value}"), { value: a.value });
    }
    return null;
  },
  kind(c, tag) {
    const words = { Mulligan: N_("Put cards back"), Say: N_("Say something"), PassCard: N_("Pass a card"), Wrap: N_("Wrap a present"),
      Jack: N_("Play a Jack: peek at a hand"), Queen: N_("Play a Queen: swap two presents"), King: N_("Play a King: Best Frenemies Forever"),
      AceValue: N_("Choose the Ace's value") };
    const k = tag.split(".").pop();
    return k in words ? t(words[k]) : spirit.action(c, { $: tag, cards: [] });
  },
  prompt(c, tag, key, index) {
    if (key === "cards") return index === 0 ? t("Which card goes back?") : t("Another card, or put these back:");
    if (key === "card") return t("Which card?");
    if (key === "to" || key === "target") return t("Whom?");
    if (key === "a" || key === "b") return t("Which present?");
    if (key === "text") return t("What do you say?");
    return "";
  },
  part(c, tag, key, value) {
    if (key === "cards" || key === "card") return cardName(c, value);
    if (key === "to" || key === "target") return c.name(value);
    if (key === "a" || key === "b") return fmt(t("Present {number}"), { number: value });
    if (key === "text") return `“${spoken(c, value)}”`;
    return String(value);
  },
  more() { return t("No more cards"); },
  // Discussion: besides the quick lines, her own words, as the app's "Write…" (at most 100
  // characters; "@" is how a line names a seat, so it is written out). The engine takes any
  // words there (G-4); the server asks it.
  extra(c, legal, act) {
    const say = legal.find((raw) => raw.$ === "spirit_of_giving.Say");
    if (!say) return null;
    const input = el("input", { id: "own-words", maxLength: 100, autocomplete: "off", enterKeyHint: "send" });
    const form = el("form", { className: "own-words" }, [
      el("label", { htmlFor: "own-words" }, t("Say something of your own:")), input,
      el("button", { type: "submit" }, t("Say it"))]);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = input.value.trim().replace(/@/g, "(at)");
      if (text) act({ $: say.$, f: { ...say.f, text } });
      else input.focus();
    });
    return form;
  },
  pick() { return t("Tap the cards to put back (none: keep this hand):"); },

  turn(c, v) {
    const phase = t(PHASES[v.phase] || v.phase);
    if (v.phase === "over") return phase;
    const round = v.round_no > 0 ? fmt(t("Round {number} of {total}"), { number: v.round_no, total: v.rounds_total }) : "";
    let who = v.to_act !== null && v.to_act !== undefined ? fmt(t("{name} to play."), { name: c.name(v.to_act) }) : t("Everyone chooses at once.");
    if (v.to_act === c.seat) who = ""; // (the page says "Your move.")
    return `${round ? `${round}: ` : ""}${phase}. ${who}`.trim();
  },

  hand(c, v) {
    if (v.viewer === null || v.viewer === undefined) return null;
    const box = el("div");
    box.append(list(v.hand.map((x) => cardItem(c, x)), fmt(nt("Your hand: {count} card", "Your hand: {count} cards", v.hand.length), { count: v.hand.length })));
    if (v.pass_to !== null && v.pass_to !== undefined && v.phase === "goodwill") {
      box.append(el("p", {}, fmt(t("Your Goodwill card goes to {name}."), { name: c.name(v.pass_to) })));
    }
    return box;
  },

  table(c, v) {
    const box = el("div");
    if (v.tree.length) {
      box.append(el("p", {}, t("Under the Tree:")));
      box.append(list(v.tree.map(([id, giver, receiver]) => fmt(t("Present {number}: from {giver} to {receiver}"), { number: id, giver: c.name(giver), receiver: c.name(receiver) })), t("Under the Tree")));
    }
    box.append(el("p", {}, fmt(nt("Deck: {count} card", "Deck: {count} cards", v.deck_count), { count: v.deck_count })));
    const seats = el("ul", { className: "seats" });
    for (let s = 0; s < v.players; s++) {
      const details = [fmt(nt("{count} card in hand", "{count} cards in hand", v.counts[s]), { count: v.counts[s] })];
      if (v.piles[s] && v.piles[s].length) details.push(el("div", {}, [t("Presents kept:"), " ", list(v.piles[s].map((x) => cardItem(c, x)), fmt(t("{name}'s presents"), { name: c.name(s) }))]));
      if (v.hands && v.hands[s] && v.hands[s].length && s !== v.viewer) details.push(list(v.hands[s].map((x) => cardItem(c, x)), fmt(t("{name}'s cards"), { name: c.name(s) })));
      if (v.committed[s]) details.push(t("Has chosen"));
      const friends = v.frenemies.filter((p) => p.includes(s)).map((p) => c.name(p[0] === s ? p[1] : p[0]));
      if (friends.length) details.push(fmt(t("Frenemies with {names}"), { names: friends.join(t(", ")) }));
      seats.append(plate(c, s, details, s === v.to_act));
    }
    box.append(seats);
    if (v.talk.length) box.append(list(v.talk.map(([, s, text]) => `${c.name(s)}: “${spoken(c, text)}”`), t("Said at the table"), "log"));
    return box;
  },

  event(c, e) {
    switch (kind(e)) {
      case "PhaseBegan": return fmt(t("Round {number}: {phase}"), { number: e.round_no, phase: t(PHASES[e.phase] || e.phase) });
      case "Said": return `${c.name(e.seat)}: “${spoken(c, e.text)}”`;
      case "Mulliganed": return fmt(nt("{name} puts back {count} card.", "{name} puts back {count} cards.", e.returned.length), { name: c.name(e.seat), count: e.returned.length });
      case "PassesRevealed": return e.moves.filter(([, , card]) => card >= 0).map(([g, r, card]) => fmt(t("{giver} passes the {card} to {receiver}."), { giver: c.name(g), receiver: c.name(r), card: cardName(c, card) })).join(" ") || t("The Goodwill cards are passed.");
      case "Wrapped": return fmt(nt("{count} present goes under the Tree.", "{count} presents go under the Tree.", e.presents.length), { count: e.presents.length });
      case "NaughtyPlayed": return fmt(t("{name} plays the {card}."), { name: c.name(e.seat), card: cardName(c, e.card) });
      case "Peeked": return e.hand.length ? fmt(t("{name}'s hand: {cards}"), { name: c.name(e.target), cards: e.hand.map((x) => cardName(c, x)).join(t(", ")) }) : null;
      case "Unwrapped": return fmt(t("Presents {a} and {b} are unwrapped: {cards}."), { a: e.first, b: e.second, cards: e.cards.map((x) => cardName(c, x)).join(t(", ")) });
      default: return null;
    }
  },
};

// the page finds a game's module by its id (games.js loadGame) and takes this export
export { spirit as game };
