// The web seat: one seat of a room on this server, in a browser (issue 36). It joins a room by
// its code with a name, or takes a seat from a seat link (#room=CODE&seat=TOKEN: the token is
// in the fragment, which no browser sends to a server); the token is kept in this browser, so a
// reload, a sleep or a new network gets the seat back with "hello". It shows only what the server
// sends this seat (its view, its legal actions, its redacted events) and sends only actions the
// server listed. The protocol is server/service.py's; the wire format engine/wire.py's.
import { LANGUAGES, N_, fmt, language, load, preferred, t } from "./i18n.js";
import { readLink, un } from "./wire.js";
import { chooser } from "./compose.js";
import { GAMES, actionText, eventText, humane, loadGame, results } from "./games.js";
import { el } from "./dom.js";
import { entry, entryWords } from "./entry.js";

const $ = (id) => document.getElementById(id);
const S = {
  ws: null, room: "", token: "", seat: null, seq: 0, frame: null, game: "", names: [], games: {},
  events: [], legalKey: "", retry: 0, leaving: false, joining: null, lobby: null, sent: false, watching: "",
  bots: [], presence: null,
};

// -- the seat kept in this browser ----------------------------------------------------------
function remember(room, token) {
  localStorage.setItem("pc-seat", JSON.stringify({ room, token }));
}
function kept() {
  try {
    const found = JSON.parse(localStorage.getItem("pc-seat") || "null");
    return found && found.room && found.token ? found : null;
  } catch (e) { return null; }
}
function forget() { localStorage.removeItem("pc-seat"); }
// a seat a short code opened (entry.js): held exactly as a seat link's, its token off the address
function takeSeat(room, token) {
  remember(room, token);
  history.replaceState(null, "", `${location.pathname}#room=${room}`);
  S.room = room; S.token = token; S.seq = 0; S.events = []; S.frame = null; S.watching = ""; S.joining = null;
  if (S.ws && S.ws.readyState === WebSocket.OPEN) send({ type: "hello", room, token, since: 0 });
  else connect();
}

// -- words ----------------------------------------------------------------------------------
const STATIC = {
  "join-title": N_("Join a game"), "room-label": N_("Room code"), "name-label": N_("Your name"), "join-button": N_("Join"),
  "lobby-title": N_("Waiting for the host to start"), "choices-title": N_("Your move"), "hand-title": N_("Your hand"),
  "table-title": N_("The table"), "results-title": N_("Results"), "log-title": N_("Moves so far"), leave: N_("Leave this seat"),
  "lang-label": N_("Language"), watch: N_("Watch this game"),
};
function words() {
  for (const [id, msgid] of Object.entries(STATIC)) $(id).textContent = t(msgid);
  $("latest").setAttribute("aria-label", t("Latest moves"));
  document.title = S.game && S.games[S.game] ? `${t(S.games[S.game].name)} · Present Company` : "Present Company";
  entryWords();
}
function fillLanguages() {
  const select = $("lang");
  select.replaceChildren(...Object.entries(LANGUAGES).map(([code, name]) => el("option", { value: code, lang: code }, name)));
  select.value = language();
  select.addEventListener("change", async () => {
    await load(select.value, true);
    words();
    S.legalKey = "";
    render();
  });
}
function status(text) { $("status").textContent = text; }
function problem(text) {
  const box = $("problem");
  box.textContent = text || "";
  box.hidden = !text;
}
function announce(text) {
  if (!text) return;
  const box = $("announce");
  box.textContent = "";
  setTimeout(() => { box.textContent = text; }, 50);
}
function show(section) {
  for (const id of ["join", "lobby", "game"]) $(id).hidden = id !== section;
}

// -- the connection -------------------------------------------------------------------------
function send(message) {
  if (S.ws && S.ws.readyState === WebSocket.OPEN) S.ws.send(JSON.stringify(message));
}

function connect() {
  S.leaving = false;
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const ws = new WebSocket(`${scheme}${location.host}/`);
  S.ws = ws;
  status(t("Connecting…"));
  ws.addEventListener("open", () => {
    S.retry = 0;
    S.sent = false;
    S.legalKey = "";
    status(t("Connected."));
    if (S.token) send({ type: "hello", room: S.room, token: S.token, since: S.seq });
    else if (S.watching) send({ type: "hello", room: S.watching, token: null, since: S.seq });
    else if (S.joining) send({ type: "join", room: S.joining.room, name: S.joining.name });
  });
  ws.addEventListener("message", (got) => {
    let message;
    try { message = JSON.parse(got.data); } catch (e) { return; }
    receive(message);
  });
  ws.addEventListener("close", () => {
    if (S.ws !== ws || S.leaving) return;
    S.ws = null;
    if (!S.token && !S.watching) { status(""); return; }
    status(t("The connection dropped: trying again…"));
    const wait = Math.min(8000, 500 * 2 ** S.retry);
    S.retry += 1;
    setTimeout(() => { if (!S.ws && !S.leaving) connect(); }, wait);
  });
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && (S.token || S.watching) && !S.ws && !S.leaving) connect();
});

function receive(m) {
  switch (m.type) {
    case "joined":
      S.room = m.room; S.token = m.token; S.seat = m.seat; S.joining = null; S.seq = 0; S.events = [];
      remember(m.room, m.token);
      problem("");
      send({ type: "hello", room: S.room, token: S.token, since: 0 });
      break;
    case "lobby":
      S.lobby = m;
      if (m.started) break;
      S.game = m.game;
      later();
      words();
      showLobby(m);
      break;
    case "snapshot":
      table(m);
      S.frame = m; S.seq = m.seq; S.sent = false;
      document.body.dataset.seq = String(S.seq); // (the record the page shows: for tests and tools)
      render();
      break;
    case "events":
      if (m.names) table(m);
      for (const e of m.events || []) S.events.push(un(e));
      S.seq = m.seq;
      if (m.replay) break;
      S.frame = m; S.sent = false;
      document.body.dataset.seq = String(S.seq);
      render();
      announce(lines(m.events.map(un)).join(" ") + (myMove() ? ` ${t("Your move.")}` : ""));
      break;
    case "rejected":
      if (m.for === "hello" || m.for === "join") {
        if (m.for === "hello") { forget(); S.token = ""; S.room = ""; }
        showJoin();
      }
      problem(m.why || t(m.reason || "That was not possible."));
      // a room whose seats are all taken (or whose game is on) may still be watched
      $("watch").hidden = !(m.for === "join" && /started|full/.test(m.reason || ""));
      if (m.seq !== undefined && S.token) send({ type: "hello", room: S.room, token: S.token, since: S.seq });
      S.sent = false;
      break;
    case "error":
      problem(t(m.reason || "That was not possible."));
      break;
    case "presence":
      presence(m);
      break;
    case "closing":
      status(t("The server is stopping."));
      break;
    default:
      break;
  }
}

function table(m) {
  S.game = m.game; S.names = m.names; S.seat = m.seat;
  if (Array.isArray(m.bots)) S.bots = m.bots;
  later();
  words();
}

// The room's game comes once it is known (not in the first load): its page module (games.js),
// then what it alone needs (game.ready: That's Not a Hat's claim picker, The Spirit of Giving's
// night clock). Once here, the table is drawn again.
const asked = new Set();
function later() {
  const id = S.game;
  if (!id || asked.has(id)) return;
  asked.add(id);
  loadGame(id, S.games)
    .then((game) => (game.ready ? game.ready() : null))
    .then(() => { S.legalKey = ""; render(); }, () => { asked.delete(id); });
}
function clock(now) {
  const game = now ? GAMES[S.game] : null;
  if (game && game.clock) game.clock($("night"), now);
  else {
    for (const g of Object.values(GAMES)) if (g.clock) g.clock($("night"), null); // (a game left: its clock stops)
    $("night").hidden = true;
  }
}

// -- who is at the table: the server's presence frames (as the app's table marks its plates) -----
// away(seat): null (a bot's seat, or a person at the table), "waits" (her person has left: the
// game waits for her) or "bot" (meanwhile a stand-in bot plays it).
function away(seat) {
  const p = S.presence;
  if (!p || !Array.isArray(p.connected) || S.bots[seat] || seat === S.seat || p.connected.includes(seat)) return null;
  return Array.isArray(p.stand_in) && p.stand_in.includes(seat) ? "bot" : "waits";
}
function presence(m) {
  const heard = S.presence !== null; // (the first frame after a hello only draws: the plates say it)
  const before = S.names.map((_, seat) => away(seat));
  S.presence = m;
  if (!S.frame || !S.frame.view) return;
  render();
  const said = [];
  S.names.forEach((name, seat) => {
    const now = away(seat);
    if (!heard || now === before[seat]) return;
    const who = { name: context().name(seat) };
    if (now === "bot") said.push(fmt(t("A bot plays for {name} until they come back."), who));
    else if (now === "waits") said.push(fmt(t("{name} has left the table: the game waits for them."), who));
    else said.push(fmt(t("{name} is back at the table."), who));
  });
  announce(said.join(" "));
}

// -- drawing --------------------------------------------------------------------------------
function context() {
  const info = S.games[S.game] || {};
  return {
    game: S.game, info, seat: S.seat, names: S.names, t, away,
    view: S.frame && S.frame.view ? un(S.frame.view) : null,
    name(seat) { return S.names[seat] || fmt(t("Seat {number}"), { number: seat + 1 }); },
  };
}

function lines(events) {
  const c = context();
  return events.map((e) => eventText(c, e)).filter(Boolean);
}

function myMove() {
  const f = S.frame;
  return Boolean(f && f.legal && f.legal.length && !f.result);
}

function render() {
  const f = S.frame;
  if (!f || !f.view) return;
  show("game");
  const c = context();
  const game = GAMES[S.game];
  const v = c.view;
  $("game-title").textContent = t(c.info.name || S.game);
  const turn = $("turn");
  turn.textContent = game ? game.turn(c, v) : "";
  turn.classList.toggle("mine", myMove());
  if (myMove()) turn.textContent = `${turn.textContent} ${t("Your move.")}`.trim();
  const hand = game ? game.hand(c, v) : null;
  $("hand-box").hidden = !hand;
  $("hand").replaceChildren(...(hand ? [hand] : []));
  $("table").replaceChildren(game ? game.table(c, v) : el("p", {}, ""));
  drawChoices(c);
  clock({ room: S.room || S.watching, c, v, frame: f, seq: S.seq, act, announce });
  const over = Boolean(f.result);
  $("results").hidden = !over;
  if (over) $("results-body").replaceChildren(results(c, un(f.result)));
  const said = lines(S.events);
  $("log").replaceChildren(...said.map((line) => el("li", {}, line)));
  $("latest").replaceChildren(...said.slice(-3).map((line) => el("li", {}, line)));
}

function drawChoices(c) {
  const box = $("choices");
  const body = $("choice-body");
  const legal = (S.frame && !S.frame.result && S.frame.legal) || [];
  box.hidden = legal.length === 0;
  const key = JSON.stringify(legal) + S.seq;
  if (!legal.length) { S.legalKey = ""; return; }
  if (key === S.legalKey && !S.sent) return; // the same choice: keep what the player has picked so far
  S.legalKey = key;
  const game = GAMES[S.game];
  const labels = {
    action: (raw) => actionText(c, raw, un(raw)),
    kind: (tag, count, raw) => (game && game.kind(c, tag, count, raw)) || humane(tag),
    prompt: (tag, key2, index, chosen) => (game && game.prompt(c, tag, key2, index, chosen)) || t("Choose:"),
    part: (tag, key2, value, index, chosen) => (game ? game.part(c, tag, key2, value, index, chosen) : String(value)),
    more: (tag, key2) => (game ? game.more(c, tag, key2) : t("Done")),
    pick: (tag, key2) => (game && game.pick ? game.pick(c, tag, key2) : t("Choose:")),
    sofar: (raw, chosen, slots) => {
      const tag = raw.$;
      const parts = [];
      for (let i = 1; i < chosen.length; i++) {
        const [key2, value, index] = slots[i];
        if (value !== "end") parts.push(labels.part(tag, key2, JSON.parse(value), index, chosen));
      }
      const head = labels.kind(tag, 2, raw);
      return parts.length ? `${head}: ${parts.join(", ")}` : head;
    },
  };
  const own = game && game.choose ? game.choose(c, legal, act, labels.action) : null; // a game's own picker
  if (own) body.replaceChildren(own);
  else chooser(legal, labels, act, body, t);
  const extra = game && game.extra ? game.extra(c, legal, act) : null; // (The Spirit of Giving's own words)
  if (extra) body.append(extra);
}

// sends one of the last frame's legal actions (or, for The Spirit of Giving's own words, one
// like them: the engine alone decides)
function act(raw) {
  if (S.sent) return;
  if (!S.ws || S.ws.readyState !== WebSocket.OPEN) {
    problem(t("Not connected just now: your move was not sent. Trying again…"));
    return;
  }
  problem("");
  S.sent = true;
  S.legalKey = ""; // whatever comes next (the move's frame, a refusal, a resync) draws the choice anew
  send({ type: "act", room: S.room, token: S.token, seq: S.seq, action: raw });
  $("choice-body").replaceChildren(el("p", { className: "prompt" }, t("Sent.")));
}

function showLobby(m) {
  show("lobby");
  const list = $("lobby-seats");
  list.replaceChildren(...m.seats.map((s, i) => {
    let text = s.open ? t("open seat") : s.name;
    if (s.bot) text += ` (${t("bot")}, ${t(s.bot)})`;
    if (i === S.seat) text += ` (${t("you")})`;
    return el("li", { className: i === S.seat ? "me" : "" }, text);
  }));
}

function showJoin() {
  show("join");
  const link = readLink(location.hash);
  if (link.room && !$("room-code").value) $("room-code").value = link.room;
}

$("join-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const room = $("room-code").value.trim().toUpperCase();
  const name = $("your-name").value.trim();
  if (!/^[A-Z0-9]{6}$/.test(room)) { problem(t("A room code has six letters and digits.")); $("room-code").focus(); return; }
  if (!name) { problem(t("Type your name.")); $("your-name").focus(); return; }
  problem("");
  localStorage.setItem("pc-name", name);
  S.joining = { room, name };
  if (S.ws && S.ws.readyState === WebSocket.OPEN) send({ type: "join", room, name });
  else connect();
});

$("watch").addEventListener("click", () => {
  const room = $("room-code").value.trim().toUpperCase();
  problem("");
  $("watch").hidden = true;
  S.watching = room; S.seq = 0; S.events = []; S.token = "";
  if (S.ws && S.ws.readyState === WebSocket.OPEN) send({ type: "hello", room, token: null, since: 0 });
  else connect();
});

$("leave").addEventListener("click", () => {
  S.leaving = true;
  S.watching = "";
  forget();
  if (S.ws) S.ws.close();
  clock(null);
  S.ws = null; S.token = ""; S.room = ""; S.frame = null; S.events = []; S.seq = 0; S.presence = null; S.bots = [];
  status("");
  showJoin();
});

async function start() {
  await load(preferred());
  try { S.games = await (await fetch("games.json")).json(); } catch (e) { S.games = {}; }
  fillLanguages();
  words();
  $("your-name").value = localStorage.getItem("pc-name") || "";
  if (await entry({ takeSeat, showJoin, problem })) return; // a short code in the address: its seat
  const link = readLink(location.hash);
  if (link.room && link.token) {
    remember(link.room, link.token);
    // the token stays in this browser only: off the address bar (and out of screenshots and history)
    history.replaceState(null, "", `${location.pathname}#room=${link.room}`);
  }
  const seat = kept();
  if (seat && (!link.room || link.room === seat.room)) {
    S.room = seat.room; S.token = seat.token;
    connect();
  } else {
    showJoin();
  }
}

start();
