import type { DOMPurify as Purifier } from "dompurify";

/**
 * SVG logos are sanitised with DOMPurify running on jsdom (decision 024): only DOMPurify's SVG allowlist survives
 * (no <script>, no on* handlers, no javascript: URLs), and on top of it <foreignObject>, <style>, <image>, <a> and
 * <use> go, every href that is not a #fragment goes, and every style or presentation attribute that calls url()
 * on anything but a #fragment goes: the logo can draw, but it cannot run code or fetch anything.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const FORBIDDEN_TAGS = [
  "foreignObject",
  "style",
  "image",
  "a",
  "use",
  "script",
  "iframe",
  "embed",
  "object",
  "audio",
  "video",
  "animate",
  "set",
  "animateMotion",
  "animateTransform",
];
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i;

let purifier: Promise<{ purify: Purifier; serialize(node: Node): string; parseXml(text: string): Document }> | null = null;

async function load() {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
    const { window } = new JSDOM("");
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if ((name === "href" || name === "xlink:href" || name === "src") && !value.startsWith("#")) data.keepAttr = false;
      if (EXTERNAL_URL.test(value)) data.keepAttr = false;
    });
    const serializer = new window.XMLSerializer();
    const parser = new window.DOMParser();
    return {
      purify,
      serialize: (node: Node) => serializer.serializeToString(node),
      parseXml: (text: string) => parser.parseFromString(text, "image/svg+xml"),
    };
  })();
  return purifier;
}

/** The SVG text with everything active or external removed, or null when no usable <svg> is left. */
export async function sanitizeSvg(source: string): Promise<string | null> {
  const { purify, serialize, parseXml } = await load();
  // The HTML parser reads the SVG as foreign content (it knows SVG's camelCase attributes); the XML serializer
  // then writes it back as well-formed XML that an <img> can load.
  const body = purify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    RETURN_DOM: true,
  }) as HTMLElement;
  const elements = [...body.children];
  const svg = elements[0];
  if (elements.length !== 1 || !svg || svg.namespaceURI !== SVG_NS || svg.localName !== "svg") return null;
  if (svg.children.length === 0) return null;
  const text = serialize(svg);
  const check = parseXml(text);
  if (check.getElementsByTagName("parsererror").length > 0 || check.documentElement.localName !== "svg") return null;
  return text;
}
