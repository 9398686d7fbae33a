// What the page says of each game: its cards, actions and events in words, and its table as one
// seat's view shows it. The views, events and actions are the server's (engine/wire.py), turned
// into plain objects by wire.un(); the card names come from /games.json (the engine's decks).
import { fmt, nt, t } from "./i18n.js";
import { el, list } from "./dom.js";

// Each game's page is its own module, ./game-<id>.js (the id of the engine's registry), loaded
// once the room's game is known: a new game adds its module, and no other file of the page
// changes. Only ids /games.json lists are loaded.
export const GAMES = {};
const loading = {};
export function loadGame(id, known) {
  if (GAMES[id]) return Promise.resolve(GAMES[id]);
  const listed = known && typeof id === "string" && Object.prototype.hasOwnProperty.call(known, id);
  if (!listed || !/^[a-z][a-z0-9-]*$/.test(id)) return Promise.reject(new Error("no such game"));
  if (!loading[id]) {
    loading[id] = import(`./game-${id}.js`).then((m) => {
      GAMES[id] = m.game;
      return m.game;
    }, (e) => { delete loading[id]; throw e; });
  }
  return loading[id];
}

// The words for an action of any game: the game's own, else its kind in plain words
export function actionText(c, raw, plain) {
  const game = GAMES[c.game];
  return (game && game.action(c, plain)) || humane(raw.$);
}

export function humane(tag) {
  const name = String(tag).split(".").pop();
  return name.replace(/([a-z])([A-Z])/g, "$1 $2");
}

export function eventText(c, e) {
  const game = GAMES[c.game];
  if (!game) return null;
  const said = game.event(c, e);
  return said === undefined ? null : said;
}

export function results(c, result) {
  const table = el("table", { className: "results" });
  const head = el("tr", {}, [el("th", { scope: "col" }, t("Place")), el("th", { scope: "col" }, t("Player")),
    el("th", { scope: "col" }, t(c.info.score || "points"))]);
  table.append(el("thead", {}, [head]));
  const body = el("tbody");
  const order = result.places.map((p, s) => [p, s]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [place, seat] of order) {
    const name = el("td", { className: place === 1 ? "winner" : "" }, c.name(seat) + (place === 1 ? ` (${t("winner")})` : ""));
    body.append(el("tr", {}, [el("td", {}, String(place)), name, el("td", {}, String(result.scores[seat]))]));
  }
  table.append(body);
  return table;
}

export { fmt, list, nt };
