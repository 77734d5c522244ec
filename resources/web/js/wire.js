// Views on the wire (docs/network-protocol.md, "Views on the wire"): a dataclass is an object
// whose "$" names its class, with every field; an enum member is {"$": Name, "value": v}; a
// frozenset is {"$": "set", "items": [...]}, a mapping {"$": "map", "items": [[k, v], ...]};
// messages ("msg", "joined") stay as they are, for words.messageText.

/** A view as plain JavaScript: sets become arrays (their order means nothing), mappings
 * ``Map``s; everything else keeps its shape, "$" included, so a game page reads the fields by
 * the names of the game's Python classes. */
export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value === null || typeof value !== "object") return value;
  switch (value.$) {
    case "set":
      return value.items.map(decode);
    case "map":
      return new Map(value.items.map(([key, item]) => [decodeKey(key), decode(item)]));
    case "msg":
    case "joined":
      return value;
    default: {
      const out = {};
      for (const [key, item] of Object.entries(value)) out[key] = decode(item);
      return out;
    }
  }
}

// A mapping's key may be an object or an array: as a Map key it would never be found again,
// so such keys are kept as their JSON text.
function decodeKey(key) {
  return key !== null && typeof key === "object" ? JSON.stringify(key) : key;
}

/** An enum member's value (``{"$": "Phase", "value": 2}`` → 2), or the value itself. */
export function enumValue(value) {
  return value !== null && typeof value === "object" && "value" in value ? value.value : value;
}
