// Secret Santa at the web seat: a hand of kinds (1..12 gifts, 13..20 specials), plays, windows.
import { N_, fmt, nt, t } from "./i18n.js";
import { el, list, picture, plate } from "./dom.js";

const kind = (x) => String(x.$).split(".").pop();
const info = (c, k) => c.info.cards[String(k)];
const name = (c, k) => t(info(c, k).name);
const NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
  "twelve", "thirteen", "fourteen", "fifteen", "sixteen"];

// a play in words, as the app's table/games/secret_santa/names.py says it
export function describe(c, cards) {
  if (!cards.length) return t("nothing");
  const gifts = cards.filter((k) => k <= 12);
  const elves = cards.filter((k) => k === 14).length;
  if (gifts.length) {
    const value = gifts[0];
    if (cards.length === 1) return t(`a ${info(c, value).name}`);
    const count = cards.length < NUMBERS.length ? t(NUMBERS[cards.length]) : String(cards.length);
    let text = fmt(t("{count} {gifts}"), { count, gifts: t(info(c, value).plural) });
    if (elves > 0 && elves < cards.length) text = fmt(nt("{gifts} ({elves} by Elves)", "{gifts} ({elves} by Elves)", elves), { gifts: text, elves });
    return text;
  }
  if (cards.length === 1) return name(c, cards[0]);
  return fmt(t("{cards} as gifts worth 0"), { cards: cards.map((k) => name(c, k)).join(t(", ")) });
}

function cardItem(c, k, count = 1) {
  const i = info(c, k);
  const label = count > 1 ? `${count} × ${t(i.name)}` : t(i.name);
  const worth = k <= 12 ? ` (${k})` : "";
  return el("span", { className: "card" }, [picture(i.art), label + worth]);
}

const final = (a, text) => (a.declare ? `${text}: “${t("Final Gift!")}”` : text);

export const santa = {
  action(c, a) {
    switch (kind(a)) {
      case "Play": return final(a, fmt(t("Play {cards}"), { cards: describe(c, a.cards) }));
      case "Pass": return final(a, t("Pass"));
      case "PlaySanta": return final(a, t("Play Santa: win the round"));
      case "PlayCarol": return fmt(t("Christmas Carol: swap seats with {name}"), { name: c.name(a.target) });
      case "PlayMouse": return t("Play A Mouse: the round ends now");
      case "PlayGhost": return t("Play the Ghost of Christmas Present: they take it back");
      case "PlayTree": return a.deal_self_first ? t("Play the Christmas Tree, dealing to yourself first")
        : t("Play the Christmas Tree, dealing to your left first");
      case "PlayScrooge": return fmt(t("Play Scrooge: {name} sits out the next round"), { name: c.name(a.target) });
      case "PlayFruitcake": return fmt(t("Play Fruitcake: give {gift} to {name}"), { gift: t(`a ${info(c, a.value).name}`), name: c.name(a.target) });
      case "Decline": return t("Play nothing now");
    }
    return null;
  },
  kind(c, tag) {
    const words = { Play: N_("Play cards"), Pass: N_("Pass"), PlaySanta: N_("Play Santa"), PlayCarol: N_("Play Christmas Carol"),
      PlayTree: N_("Play the Christmas Tree"), PlayScrooge: N_("Play Scrooge"), PlayFruitcake: N_("Play Fruitcake") };
    const k = tag.split(".").pop();
    return k in words ? t(words[k]) : santa.action(c, { $: tag });
  },
  prompt(c, tag, key, index) {
    if (key === "cards") return index === 0 ? t("Which card first?") : t("Add a card, or play these:");
    if (key === "declare") return t("Say “Final Gift!”?");
    if (key === "target") return t("Whom?");
    if (key === "value") return t("Which gift?");
    if (key === "deal_self_first") return t("Deal to whom first?");
    return "";
  },
  part(c, tag, key, value) {
    if (key === "cards") return `${name(c, value)}${value <= 12 ? ` (${value})` : ""}`;
    if (key === "declare") return value ? t("Say “Final Gift!”") : t("Say nothing");
    if (key === "target") return c.name(value);
    if (key === "value") return t(`a ${info(c, value).name}`);
    if (key === "deal_self_first") return value ? t("Yourself first") : t("Your left first");
    return String(value);
  },
  more() { return t("No more cards"); },
  pick() { return t("Tap the cards to play together:"); },

  turn(c, v) {
    if (v.phase === "over") return t("The game is over.");
    const who = v.queue && v.queue.length && v.phase !== "turn" ? v.queue[0] : v.to_act;
    if (who === c.seat && v.phase === "holly") return t("You may answer with a Holly card.");
    if (who === c.seat && v.phase === "snowflake") return t("You may play a Snowflake card.");
    if (who === null || who === undefined || who === c.seat) return ""; // (the page says "Your move.")
    if (v.phase === "holly") return fmt(t("{name} may answer with a Holly card."), { name: c.name(who) });
    if (v.phase === "snowflake") return fmt(t("{name} may play a Snowflake card."), { name: c.name(who) });
    return fmt(t("{name} to play."), { name: c.name(who) });
  },

  hand(c, v) {
    if (v.viewer === null || v.viewer === undefined) return null;
    const counts = new Map();
    for (const k of v.hand) counts.set(k, (counts.get(k) || 0) + 1);
    return list([...counts].map(([k, n]) => cardItem(c, k, n)), fmt(nt("Your hand: {count} card", "Your hand: {count} cards", v.hand.length), { count: v.hand.length }));
  },

  table(c, v) {
    const box = el("div");
    box.append(el("p", {}, fmt(t("Hand {number} of {total}, round {round}"), { number: v.hand_no, total: v.hands_total, round: v.round_no })));
    const top = v.plays.length ? v.plays[v.plays.length - 1] : null;
    box.append(el("p", {}, top ? fmt(t("To beat: {name} played {cards} (worth {value})."), { name: c.name(top[0]), cards: describe(c, top[1]), value: top[2] })
      : t("Nothing played yet this round.")));
    const seats = el("ul", { className: "seats" });
    for (const s of v.ring) {
      const details = [fmt(nt("{count} card", "{count} cards", v.counts[s]), { count: v.counts[s] }),
        fmt(t("Score: {points}"), { points: v.totals[s] })];
      if (v.passed[s]) details.push(t("Passed"));
      if (v.finished.includes(s)) details.push(t("Out of cards"));
      if (v.declared[s]) details.push(t("Said “Final Gift!”"));
      if (v.scrooged === s) details.push(t("Sits out this round (Scrooge)"));
      seats.append(plate(c, s, details, s === v.to_act));
    }
    box.append(seats);
    return box;
  },

  event(c, e) {
    const who = (s) => c.name(s);
    switch (kind(e)) {
      case "HandDealt": return fmt(t("Hand {number} of {total} is dealt."), { number: e.hand_no, total: e.hands_total });
      case "Played": return fmt(t("{name} plays {cards} (worth {value})."), { name: who(e.seat), cards: describe(c, e.cards), value: e.value });
      case "Passed": return fmt(t("{name} passes."), { name: who(e.seat) });
      case "FinalGift": return e.declared ? fmt(t("{name}: “Final Gift!”"), { name: who(e.seat) }) : null;
      case "SantaPlayed": return fmt(t("{name} plays Santa and wins the round."), { name: who(e.seat) });
      case "CarolPlayed": return fmt(t("{name} plays Christmas Carol and swaps seats with {other}."), { name: who(e.seat), other: who(e.target) });
      case "MousePlayed": return fmt(t("{name} plays A Mouse: the round ends."), { name: who(e.seat) });
      case "GhostPlayed": return fmt(t("{name} plays the Ghost of Christmas Present: {other} takes the play back."), { name: who(e.seat), other: who(e.victim) });
      case "ScroogePlayed": return fmt(t("{name} plays Scrooge on {other}."), { name: who(e.seat), other: who(e.target) });
      case "FruitcakePlayed": return fmt(t("{name} plays Fruitcake and gives {other} a gift."), { name: who(e.seat), other: who(e.target) });
      case "TreePlayed": return fmt(t("{name} plays the Christmas Tree and deals its gifts out."), { name: who(e.seat) });
      case "RoundEnded": return fmt(t("{name} wins round {number}."), { name: who(e.winner), number: e.round_no });
      case "HandEnded": return fmt(t("Hand {number} is over."), { number: e.hand_no });
      default: return null;
    }
  },
};

// the page finds a game's module by its id (games.js loadGame) and takes this export
export { santa as game };
