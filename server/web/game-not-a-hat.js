// That's Not a Hat at the web seat. Nothing here is ever secret from one seat only: a
// face-down card shows its back (colour and arrow), never its gift (ruling NH-7).
import { N_, fmt, nt, t } from "./i18n.js";
import { el, list, picture, plate } from "./dom.js";

let picker = null; // hat-claim.js, fetched once this game is on (game.ready), not in the first load

const kind = (x) => String(x.$).split(".").pop();
const gift = (c, g) => t(c.info.cards[g].name);
const cap = (text) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const nice = (c, g) => cap(t(c.info.cards[g].nice));
const BACKS = {
  "black left": N_("face down: black back, arrow to the left"),
  "black right": N_("face down: black back, arrow to the right"),
  "white left": N_("face down: white back, arrow to the left"),
  "white right": N_("face down: white back, arrow to the right"),
};

function card(c, v) {
  if (v.gift !== null && v.gift !== undefined) {
    return el("span", { className: "card" }, [picture(c.info.cards[v.gift].art), fmt(t("{gift}, face up"), { gift: gift(c, v.gift) })]);
  }
  const back = `${v.colour} ${v.arrow}`;
  return el("span", { className: `card back-${v.colour}` }, t(BACKS[back] || "face down"));
}

export const hat = {
  action(c, a) {
    switch (kind(a)) {
      case "Give": return fmt(t("Give it, saying: “{gift} for you!”"), { gift: nice(c, a.claim) });
      case "Accept": return t("Accept");
      case "Refuse": return t("Refuse");
    }
    return null;
  },
  kind(c, tag) { return tag.endsWith("Give") ? t("Give the gift") : hat.action(c, { $: tag }); },
  prompt() { return t("What do you say it is?"); },
  part(c, tag, key, value) { return key === "claim" ? nice(c, value) : String(value); },
  more() { return t("Done"); },
  // the claim: a picker of its own (hat-claim.js), rather than a button for each of 48 gifts
  ready() { return import("./hat-claim.js").then((m) => { picker = m; }); },
  choose(c, legal, act, sayFor) {
    if (picker) return picker.claims(c, legal, act, sayFor);
    // (a moment after a reload: the picker is on its way, and the page draws again when it comes)
    return legal.length > 10 && legal.every((raw) => raw.$ === "not_a_hat.Give") ? el("p", { className: "prompt" }, t("Connecting…")) : null;
  },

  turn(c, v) {
    if (v.phase === "give") return fmt(t("{giver} gives a gift to {receiver}."), { giver: c.name(v.giver), receiver: c.name(v.receiver) });
    if (v.phase === "respond") {
      return fmt(t("{receiver}: “{claim} for you!” Accept or refuse?"), { receiver: c.name(v.receiver), claim: nice(c, v.claim) });
    }
    return t("The game is over.");
  },

  hand(c, v) {
    if (v.viewer === null || v.viewer === undefined) return null;
    const mine = v.columns[v.viewer] || [];
    const items = mine.map((x) => card(c, x));
    if (v.in_hand && v.giver === v.viewer) items.push(el("span", {}, [t("To give now:"), " ", card(c, v.in_hand)]));
    return list(items, t("Your cards"));
  },

  table(c, v) {
    const seats = el("ul", { className: "seats" });
    for (let s = 0; s < v.players; s++) {
      const acting = (v.phase === "give" && s === v.giver) || (v.phase === "respond" && s === v.receiver);
      const pens = (v.penalties[s] || []).length;
      const details = [
        list(v.columns[s].map((x) => card(c, x)), fmt(t("{name}'s cards"), { name: c.name(s) })),
        fmt(nt("{count} penalty card", "{count} penalty cards", pens), { count: pens }),
      ];
      if (v.games_total > 1) details.push(fmt(t("Match total: {count}"), { count: v.totals[s] }));
      seats.append(plate(c, s, details, acting));
    }
    const box = el("div");
    const shop = [fmt(nt("Gift Shop: {count} gift left", "Gift Shop: {count} gifts left", v.shop_count), { count: v.shop_count })];
    box.append(el("p", {}, shop));
    if (v.shop_top) box.append(el("p", {}, [t("On top:"), " ", card(c, v.shop_top)]));
    if (v.pending) {
      box.append(el("p", {}, [fmt(t("Given to {receiver}:"), { receiver: c.name(v.receiver) }), " ", card(c, v.pending),
        " ", fmt(t("“{claim} for you!”"), { claim: nice(c, v.claim) })]));
    }
    if (v.games_total > 1) box.append(el("p", {}, fmt(t("Game {number} of {total}"), { number: v.game_no, total: v.games_total })));
    box.append(seats);
    return box;
  },

  event(c, e) {
    switch (kind(e)) {
      case "Dealt": return fmt(t("Game {number}: gifts dealt face up. Remember them!"), { number: e.game_no });
      case "Drawn": return fmt(t("{name} takes {gift} from the Gift Shop."), { name: c.name(e.seat), gift: gift(c, e.gift) });
      case "Given": return fmt(t("{giver} gives a gift to {receiver}, face down: “{said} for you!”"),
        { giver: c.name(e.giver), receiver: c.name(e.receiver), said: nice(c, e.claim) });
      case "Accepted": return fmt(t("{name} accepts the gift from {giver}."), { name: c.name(e.seat), giver: c.name(e.giver) });
      case "Refused": return fmt(t("{name} refuses: it was {gift}. Penalty card: {loser}."),
        { name: c.name(e.seat), gift: gift(c, e.gift), loser: c.name(e.loser) });
      case "GameOver": return fmt(t("Game {number} is over."), { number: e.game_no });
      default: return null;
    }
  },
};

// the page finds a game's module by its id (games.js loadGame) and takes this export
export { hat as game };
