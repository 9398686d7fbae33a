// Choosing one of a seat's legal actions, whatever the game: a short list is one button per
// action; a long one (a hand of cards to combine, presents to pass in order, a name to say) is
// chosen a part at a time. Each action is cut into slots: its kind, then each field, a tuple
// field one element at a time and then its end. Each step offers only the values that some
// legal action still has there, so whatever the player builds is legal, and the page never
// needs to know a game's rules: the engine's list of legal actions is the whole truth.

const SHORT = 10;

export function slots(raw) {
  const out = [["$", raw.$]];
  for (const [key, value] of Object.entries(raw.f)) {
    if (value && typeof value === "object" && "$t" in value) {
      value.$t.forEach((x, i) => out.push([key, JSON.stringify(x), i]));
      out.push([key, "end", value.$t.length]);
    } else {
      out.push([key, JSON.stringify(value)]);
    }
  }
  return out;
}

// chooser(legal, labels, onAct, parent): draws the choice into parent; labels are
//   action(raw) -> the whole action in words; kind(tag, count) -> a kind of action in words;
//   part(tag, key, value, index, chosen) -> one value in words; prompt(tag, key, index, chosen) -> the question;
//   more(tag, key) -> the words for "no more of these" (a tuple's end).
export function chooser(legal, labels, onAct, parent, t) {
  const all = legal.map((raw) => ({ raw, slots: slots(raw) }));
  let chosen = [];
  let taken = 0; // values the player chose (not those taken for her)

  function draw(tapped = false) {
    parent.replaceChildren();
    if (tapped) setTimeout(() => { const first = parent.querySelector("button:not([disabled])"); if (first) first.focus(); }, 0);
    let left = all.filter((a) => chosen.every((v, i) => a.slots[i] && a.slots[i][1] === v));
    // a step with a single value left is taken for the player (nothing to choose there)
    while (left.length > 1) {
      const step = chosen.length;
      const values = new Set(left.map((a) => (a.slots[step] ? a.slots[step][1] : null)));
      if (values.size !== 1 || values.has(null) || left[0].slots[step][2] !== undefined) break; // (not into a tuple)
      chosen.push([...values][0]);
    }
    if (all.length <= SHORT || (chosen.length === 0 && left.length <= SHORT)) {
      parent.append(options(left.map((a) => [labels.action(a.raw), () => onAct(a.raw)]), "final"));
      return;
    }
    if (chosen.length) {
      const sofar = document.createElement("p");
      sofar.className = "picked";
      sofar.textContent = labels.sofar(left[0].raw, chosen, left[0].slots);
      parent.append(sofar);
    }
    const here = left[0].slots[chosen.length];
    if (left.length > 1 && here && here[2] === 0 && sortedField(left, chosen.length)) {
      drawSet(left, chosen.length);
    } else if (left.length === 1) {
      const only = left[0];
      parent.append(options([[labels.action(only.raw), () => onAct(only.raw)]], "primary final"));
    } else {
      const step = chosen.length;
      const sample = left[0].slots[step];
      const prompt = document.createElement("p");
      prompt.className = "prompt";
      const tag = left[0].raw.$;
      prompt.textContent = step === 0 ? t("What will you do?") : labels.prompt(tag, sample[0], sample[2], chosen);
      parent.append(prompt);
      const seen = new Map();
      for (const a of left) {
        const [key, value, index] = a.slots[step];
        if (seen.has(value)) { seen.get(value).count += 1; continue; }
        seen.set(value, { key, value, index, count: 1, raw: a.raw });
      }
      const buttons = [...seen.values()].map((s) => {
        let text;
        if (step === 0) text = labels.kind(s.value, s.count, s.raw);
        else if (s.value === "end") text = labels.more(tag, s.key);
        else text = labels.part(tag, s.key, JSON.parse(s.value), s.index, chosen);
        return [text, () => { chosen.push(s.value); taken += 1; draw(true); }];
      });
      parent.append(options(buttons));
    }
    if (taken || picked.length) {
      parent.append(options([[t("Start again"), () => { chosen = []; picked = []; taken = 0; draw(true); }]], "quiet-dark"));
    }
  }

  // A tuple field that is a set or a multiset (its values sorted in every action: cards to
  // play, cards to put back, presents to pick) is chosen by tapping values on and off.
  let picked = [];
  function drawSet(left, step) {
    const tag = left[0].raw.$;
    const key = left[0].slots[step][0];
    const tuples = left.map((a) => tupleAt(a.slots, step));
    const most = new Map();
    for (const tuple of tuples) {
      const counts = countOf(tuple);
      for (const [v, n] of counts) most.set(v, Math.max(most.get(v) || 0, n));
    }
    const mine = countOf(picked);
    const prompt = document.createElement("p");
    prompt.className = "prompt";
    prompt.textContent = labels.pick(tag, key);
    parent.append(prompt);
    const box = document.createElement("div");
    box.className = "options";
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", prompt.textContent);
    const values = [...most.keys()].sort(byValue);
    for (const v of values) {
      for (let i = 0; i < most.get(v); i++) {
        const on = (mine.get(v) || 0) > i;
        const b = document.createElement("button");
        b.type = "button";
        b.className = "toggle";
        b.textContent = labels.part(tag, key, JSON.parse(v), 0, chosen);
        b.setAttribute("aria-pressed", on ? "true" : "false");
        const wanted = on ? without(picked, v) : [...picked, v];
        b.disabled = !on && !tuples.some((tuple) => within(wanted, tuple));
        b.addEventListener("click", () => {
          picked = wanted;
          const place = [...box.children].indexOf(b);
          draw();
          // the same toggle keeps the focus, so a screen reader hears its new state
          const again = parent.querySelectorAll("button.toggle")[place];
          if (again) again.focus();
        });
        box.append(b);
      }
    }
    parent.append(box);
    const exact = left.filter((a, i) => same(tuples[i], picked));
    if (exact.length === 1) {
      parent.append(options([[labels.action(exact[0].raw), () => onAct(exact[0].raw)]], "primary final"));
    } else if (exact.length) {
      parent.append(options([[t("Next"), () => {
        chosen.push(...[...picked].sort(byValue), "end");
        taken += 1;
        picked = [];
        draw(true);
      }]], "primary"));
    }
  }
  draw();
}

function tupleAt(slots, step) {
  const out = [];
  for (let i = step; i < slots.length && slots[i][1] !== "end"; i++) out.push(slots[i][1]);
  return out;
}
function countOf(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) || 0) + 1);
  return counts;
}
function within(small, big) {
  const have = countOf(big);
  for (const [v, n] of countOf(small)) if ((have.get(v) || 0) < n) return false;
  return true;
}
function same(a, b) { return a.length === b.length && within(a, b); }
function without(values, v) {
  const i = values.lastIndexOf(v);
  return i < 0 ? values : [...values.slice(0, i), ...values.slice(i + 1)];
}
function byValue(a, b) {
  const x = JSON.parse(a), y = JSON.parse(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
// whether the tuple field starting at slot ``step`` is sorted in every action (a set or multiset)
function sortedField(left, step) {
  const key = left[0].slots[step][0];
  return left.every((a) => {
    if (!a.slots[step] || a.slots[step][0] !== key) return false;
    const tuple = tupleAt(a.slots, step);
    return tuple.every((v, i) => i === 0 || byValue(tuple[i - 1], v) <= 0);
  }) && left.some((a) => tupleAt(a.slots, step).length > 1);
}

function options(list, style = "") {
  const box = document.createElement("div");
  box.className = "options";
  for (const [text, act] of list) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    if (style) b.className = style;
    b.addEventListener("click", act);
    box.append(b);
  }
  return box;
}
