// The Spirit of Giving's All Through the Night (ruling SG-17): Discussion runs on a clock that
// belongs to the table, as in the app (table/games/spirit_of_giving/controller.py): it starts when
// a round's Discussion first shows here, from the room's "Discussion timer" setting. When it rings
// and it is this seat's turn to talk, the page says "Done talking" for her, unless she chose that
// the clock only tells the time (the app's setting of the same name; kept in this browser). The
// clock's end is kept too, so a reload does not give more time. Time left is announced at the
// last minute and at the end; the clock itself is a timer (not read out every second).
import { N_, fmt, t } from "./i18n.js";
import { el } from "./dom.js";

const WAITS = "pc-night-waits"; // "1": the clock only tells the time
const KEPT = "pc-night"; // {room, round, ends}: this Discussion's end
const WORDS = { label: N_("All Through the Night's clock"), ends: N_("ends the talk"), waits: N_("only tells the time") };
const N = { round: null, ends: 0, timer: null, told: new Set(), ended: -1, now: null, parts: null };

function mmss(seconds) { return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`; }
export function onlyTells() { return localStorage.getItem(WAITS) === "1"; }

function build(box) {
  const clock = el("p", { className: "clock", role: "timer" });
  const select = el("select", { id: "night-mode" }, [el("option", { value: "ends" }), el("option", { value: "waits" })]);
  select.value = onlyTells() ? "waits" : "ends";
  select.addEventListener("change", () => {
    localStorage.setItem(WAITS, select.value === "waits" ? "1" : "0");
    tick();
  });
  const label = el("label", { htmlFor: "night-mode" });
  box.replaceChildren(clock, el("div", { className: "night-mode" }, [label, select]));
  N.parts = { clock, select, label };
}

function words() {
  const { select, label } = N.parts;
  label.textContent = t(WORDS.label);
  select.options[0].textContent = t(WORDS.ends);
  select.options[1].textContent = t(WORDS.waits);
}

// the end of this room's Discussion of ``round``: kept, or from now and the setting
function endOf(room, round, minutes) {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT) || "null");
    if (kept && kept.room === room && kept.round === round && kept.ends > 0) return kept.ends;
  } catch (e) { /* a new clock */ }
  const ends = Date.now() + minutes * 60000;
  localStorage.setItem(KEPT, JSON.stringify({ room, round, ends }));
  return ends;
}

// nightClock(box, now): now = {room, c, v, frame, seq, act, announce}, each time the page draws; null: stop
export function nightClock(box, now) {
  const v = now && now.v;
  if (!(now && now.c.game === "spirit-of-giving" && v && v.night && v.phase === "discussion" && !now.frame.result)) {
    box.hidden = true;
    clearInterval(N.timer);
    N.timer = null;
    N.now = null;
    return;
  }
  if (!N.parts || !box.contains(N.parts.clock)) build(box);
  if (N.round !== `${now.room} ${v.round_no}`) {
    N.round = `${now.room} ${v.round_no}`;
    N.ends = endOf(now.room, v.round_no, Number(v.settings.discussion_minutes) || 30);
    N.told = new Set();
  }
  N.now = now;
  words();
  box.hidden = false;
  if (!N.timer) N.timer = setInterval(tick, 1000);
  tick();
}

function tick() {
  const now = N.now;
  if (!now) return;
  const left = Math.max(0, Math.ceil((N.ends - Date.now()) / 1000));
  const done = (now.frame.legal || []).find((raw) => raw.$ === "spirit_of_giving.Done");
  let text = left > 0 ? fmt(t("Discussion {clock}"), { clock: mmss(left) }) : t("Time is up");
  if (left === 0 && done && onlyTells()) text = t("Time is up: say you're done.");
  N.parts.clock.textContent = text;
  N.parts.clock.classList.toggle("up", left === 0);
  const tell = (key, words) => { if (!N.told.has(key)) { N.told.add(key); now.announce(words); } };
  if (left > 0 && left <= 60) tell("minute", fmt(t("Discussion: {clock} left."), { clock: mmss(left) }));
  if (left === 0) tell("up", t("Time is up"));
  if (left === 0 && done && !onlyTells() && N.ended !== now.seq) {
    N.ended = now.seq; // (once for this record: a refusal is told, not sent again and again)
    now.act(done);
  }
}
