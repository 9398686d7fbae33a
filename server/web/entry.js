// Short codes (issue 36, companion mode; server/short_codes.py). At home the table's screen shows,
// for each phone seat, an address to type, http://192.168.1.20:8766/KXHM: the server sends such an
// address on to #code=KXHM, and here the code opens the seat exactly as a seat link would (the
// token it answers is kept in this browser, never in the address). The room's code lists the phone
// seats still free, and the person taps her name. A code may also be typed in the box above the
// join form, which shows only where the server answers short codes (the app's own, on a home network).
import { N_, t } from "./i18n.js";
import { el } from "./dom.js";

const $ = (id) => document.getElementById(id);
const SHAPE = /^[ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/; // (no I, no O, no digits: server/short_codes.py)
const WORDS = { "code-label": N_("Code from the table's screen"), "code-button": N_("Open my seat"),
  "pick-title": N_("Which seat is yours?"), "pick-tip": N_("Tap your name.") };
const WHY = {
  "no such code": N_("No seat has that code. Check the four letters on the table's screen."),
  used: N_("That code has been used: its seat's phone has come. Scan your seat's QR code on the table's screen instead."),
  wait: N_("Too many wrong codes from this phone: wait a minute, then try again."),
  off: N_("Codes are turned off after too many wrong tries: scan your seat's QR code on the table's screen."),
  taken: N_("Someone has just taken that seat: tap your own name."),
};
let api = null;
let served = false; // the server answers short codes (the box is shown)

export function entryWords() {
  for (const [id, msgid] of Object.entries(WORDS)) $(id).textContent = t(msgid);
  $("short-code").placeholder = "KXHM";
}

// A code as a person types it: its letters, in capitals (spaces and a dash left out).
export function readCode(text) {
  return String(text || "").replace(/[\s-]/g, "").toUpperCase();
}

function picking(on) {
  $("pick").hidden = !on;
  $("code-form").hidden = on || !served;
  $("join-form").hidden = on;
  $("join-title").hidden = on;
}

async function ask(path) {
  try {
    const answer = await fetch(path, { cache: "no-store" });
    return await answer.json();
  } catch (e) {
    return { error: "unreachable" };
  }
}

function refused(got) {
  picking(false);
  api.problem(t(WHY[got.error] || N_("The table's computer did not answer: is this phone on the same network?")));
  $("short-code").focus();
}

function seated(got) {
  picking(false);
  api.problem("");
  api.takeSeat(got.room, got.token);
}

// Open the seat (or the room's list of names) that ``text`` names.
async function open(text) {
  const code = readCode(text);
  $("short-code").value = code;
  if (!SHAPE.test(code)) {
    api.problem(t("A code from the table's screen has four letters (there is no I and no O)."));
    $("short-code").focus();
    return;
  }
  const got = await ask(`code/${code}`);
  if (got.token) { seated(got); return; }
  if (!Array.isArray(got.choose)) { refused(got); return; }
  if (!got.choose.length) { refused({ error: "used" }); return; }
  api.problem("");
  $("pick-seats").replaceChildren(...got.choose.map((seat) => {
    const button = el("button", { type: "button", className: "primary" }, String(seat.name));
    button.style.width = "100%"; // (a whole row to tap: CSSOM, which the page's policy allows)
    button.addEventListener("click", async () => {
      const taken = await ask(`code/${code}/${seat.seat}`);
      if (taken.token) seated(taken);
      else if (taken.error === "taken") open(code); // (the list again, without that seat)
      else refused(taken);
    });
    const li = el("li", {}, [button]);
    li.style.listStyle = "none";
    return li;
  }));
  picking(true);
  $("pick-title").focus();
}

// Shows the box where the server takes short codes, and opens a code the address holds
// (#code=KXHM). ``callbacks``: takeSeat(room, token), showJoin(), problem(text). True when the
// address held a code (the page then waits for it, not for a seat kept from before).
export async function entry(callbacks) {
  api = callbacks;
  entryWords();
  $("pick-seats").style.padding = "0";
  $("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    open($("short-code").value);
  });
  served = Boolean((await ask("code")).codes);
  $("code-form").hidden = !served;
  const code = new URLSearchParams(String(location.hash || "").replace(/^#/, "")).get("code");
  if (code === null) return false;
  history.replaceState(null, "", location.pathname); // (a reload does not try a used code again)
  api.showJoin();
  await open(code);
  return true;
}
