// Building the page from plain DOM calls: no framework, no build step.

/** ``el("button", {class: "big", onclick: go}, "Join")``: an element with attributes (``on…``
 * ones become listeners, ``dataset`` and ``style`` objects are copied) and children (text,
 * nodes, arrays of them; null and false are skipped). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else if (key === "dataset" || key === "style") {
      Object.assign(node[key], value);
    } else if (key === "class") {
      node.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    } else if (value === true) {
      node.setAttribute(key, "");
    } else {
      node.setAttribute(key, String(value));
    }
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(child instanceof Node ? child : String(child));
  }
}

/** Replace everything inside ``node`` with ``children``. */
export function show(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}
