// The server's wire format (engine/wire.py; docs/WEB.md) as plain objects: a dataclass
// {"$": "game.Class", "f": {...}} becomes {$: "game.Class", ...fields}; a tuple {"$t": [...]}
// an array; a dict with keys that are not plain strings {"$d": [[k, v], ...]} a Map.
// Actions are sent back exactly as the server listed them (the raw form), never rebuilt.

export function un(value) {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(un);
  if ("$t" in value) return value.$t.map(un);
  if ("$d" in value) return new Map(value.$d.map(([k, v]) => [un(k), un(v)]));
  if ("$" in value) {
    const out = { $: value.$ };
    for (const [k, v] of Object.entries(value.f || {})) out[k] = un(v);
    return out;
  }
  const out = {};
  for (const [k, v] of Object.entries(value)) out[k] = un(v);
  return out;
}

// The seat link: #room=CODE&seat=TOKEN (the fragment never reaches a server). A room code alone
// (#room=CODE) fills in the code to join with a name.
export function readLink(hash) {
  const params = new URLSearchParams(String(hash || "").replace(/^#/, ""));
  const room = (params.get("room") || "").toUpperCase();
  const token = params.get("seat") || "";
  return { room: /^[A-Z0-9]{6}$/.test(room) ? room : "", token: token.length >= 22 ? token : "" };
}
