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

  function draw() {
    parent.replaceChildren();
    let left = all.filter((a) => chosen.every((v, i) => a.slots[i] && a.slots[i][1] === v));
    // a step with a single value left is taken for the player (nothing to choose there)
    while (left.length > 1) {
      const step = chosen.length;
      const values = new Set(left.map((a) => (a.slots[step] ? a.slots[step][1] : null)));
      if (values.size !== 1 || values.has(null)) break;
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
    if (left.length === 1) {
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
        return [text, () => { chosen.push(s.value); draw(); }];
      });
      parent.append(options(buttons));
    }
    if (chosen.length) {
      parent.append(options([[t("Start again"), () => { chosen = []; draw(); }]], "quiet-dark"));
    }
  }
  draw();
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
