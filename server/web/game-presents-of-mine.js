// Presents of Mine at the web seat: everything held and every score is public (PM-12); the
// choices being made this round are not, except the seat's own.
import { N_, fmt, nt, t } from "./i18n.js";
import { el, list, picture, plate } from "./dom.js";

const kind = (x) => String(x.$).split(".").pop();
const kinds = (c) => c.info.cards.kinds;
const letterName = (c, letter) => `${letter}: ${t(kinds(c)[letter].name)}`;

function present(c, p) {
  const [, letter, stale, layers] = p;
  let text = `${letterName(c, letter)}, ${fmt(t("staleness {count}"), { count: stale })}`;
  if (letter === "K") text += `, ${fmt(nt("{count} layer", "{count} layers", layers), { count: layers })}`;
  return text;
}

function pos(v, seat) { return v.order.indexOf(seat); }
function below(v, seat, k) { return v.order[(pos(v, seat) + k) % v.players]; }
function above(v, seat, k) { return v.order[(((pos(v, seat) - k) % v.players) + v.players) % v.players]; }

function mineAt(c, index) {
  const hand = c.view.hands[c.seat] || [];
  return hand[index] ? present(c, hand[index]) : fmt(t("Present {number}"), { number: index + 1 });
}

export const mine = {
  action(c, a) {
    const v = c.view;
    switch (kind(a)) {
      case "Pick": return fmt(t("Pick {letters}"), { letters: a.letters.join(", ") });
      case "Give": {
        const parts = a.order.map((i, k) => fmt(t("{present} to {name}"), { present: mineAt(c, i), name: c.name(below(v, c.seat, k + 1)) }));
        let text = fmt(t("Pass: {moves}"), { moves: parts.join("; ") });
        if (a.take) text += `; ${fmt(t("swap {present} for {letter}"), { present: mineAt(c, a.drop), letter: letterName(c, a.take) })}`;
        return text;
      }
      case "Yoink": {
        const parts = a.wants.map((i, k) => {
          const victim = above(v, c.seat, k + 1);
          const hand = v.hands[victim] || [];
          return fmt(t("{present} from {name}"), { present: hand[i] ? present(c, hand[i]) : String(i + 1), name: c.name(victim) });
        });
        return fmt(t("Yoink: {moves}"), { moves: parts.join("; ") });
      }
    }
    return null;
  },
  kind(c, tag) {
    const words = { Pick: N_("Pick five presents"), Give: N_("Pass three presents"), Yoink: N_("Yoink!") };
    return t(words[tag.split(".").pop()] || tag);
  },
  prompt(c, tag, key, index) {
    const v = c.view;
    if (key === "letters") return index === 0 ? t("Pick five different presents, in alphabetical order:") : t("And next:");
    if (key === "order") return fmt(t("Which present goes to {name}?"), { name: c.name(below(v, c.seat, index + 1)) });
    if (key === "wants") return fmt(t("Which present do you take from {name}?"), { name: c.name(above(v, c.seat, index + 1)) });
    if (key === "drop") return t("Which present you keep do you swap?");
    if (key === "take") return t("For which new present?");
    return "";
  },
  part(c, tag, key, value, index) {
    const v = c.view;
    if (key === "letters" || key === "take") return letterName(c, value);
    if (key === "order" || key === "drop") return mineAt(c, value);
    if (key === "wants") {
      const hand = v.hands[above(v, c.seat, index + 1)] || [];
      return hand[value] ? present(c, hand[value]) : String(value + 1);
    }
    return String(value);
  },
  more() { return t("Done"); },
  pick() { return t("Tap five presents:"); },

  turn(c, v) {
    if (v.phase === "over") return t("The game is over.");
    const round = t(c.info.cards.rounds[String(v.round_no)] || "");
    const rule = c.info.cards.rules[String(v.round_no)];
    const waiting = v.committed.map((done, s) => (done ? null : c.name(s))).filter(Boolean);
    const text = [round, rule ? t(rule) : "", waiting.length ? fmt(t("Still choosing: {names}"), { names: waiting.join(t(", ")) }) : ""];
    return `${text.filter(Boolean).join(". ")}.`.replace(/\.\./g, ".");
  },

  hand(c, v) {
    if (v.viewer === null || v.viewer === undefined) return null;
    const hand = v.hands[v.viewer] || [];
    if (!hand.length) {
      return list(Object.keys(kinds(c)).filter((k) => k <= "J").map((k) => el("span", {}, [picture(kinds(c)[k].art), `${letterName(c, k)} (${t(kinds(c)[k].text)})`])), t("Your presents"), "lines");
    }
    return list(hand.map((p) => el("span", {}, [picture(kinds(c)[p[1]].art), `${present(c, p)} — ${t(kinds(c)[p[1]].text)}`])), t("Your presents"), "lines");
  },

  table(c, v) {
    const box = el("div");
    box.append(el("p", {}, fmt(t("The list, top to bottom: {names}"), { names: v.order.map((s) => c.name(s)).join(" → ") })));
    const seats = el("ul", { className: "seats" });
    for (const s of v.order) {
      const details = [fmt(t("Score: {points}"), { points: v.scores[s] })];
      if (s !== v.viewer && v.hands[s] && v.hands[s].length) details.push(list(v.hands[s].map((p) => present(c, p)), fmt(t("{name}'s presents"), { name: c.name(s) })));
      if (v.committed[s]) details.push(t("Has chosen"));
      seats.append(plate(c, s, details, !v.committed[s] && v.phase !== "over"));
    }
    box.append(seats);
    return box;
  },

  event(c, e) {
    switch (kind(e)) {
      case "PicksRevealed": return t("Everyone's picks are revealed.");
      case "RoundBegan": return fmt(t("Round {number}: {name}"), { number: e.round_no, name: t(c.info.cards.rounds[String(e.round_no)] || "") });
      case "Moved": return fmt(nt("{count} present changes hands.", "{count} presents change hands.", e.moves.length), { count: e.moves.length });
      case "Scored": return e.gains.map((g, s) => `${c.name(s)} +${g}`).join(", ");
      case "Exploded": return fmt(t("{name}'s Kaboom explodes!"), { name: c.name(e.seat) });
      default: return null;
    }
  },
};

// the page finds a game's module by its id (games.js loadGame) and takes this export
export { mine as game };
