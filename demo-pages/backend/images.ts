/**
 * Placeholder pictures for the reference backend: every image the seed names is drawn on the
 * fly as a small deterministic SVG, so the demo needs no binary assets.
 *
 * Naming scheme (the label is derived from the file name alone, no lookup table):
 *   `{prefix}{id}[-{index}]-{slug}.svg`, e.g. `p12-1-kandy-tea.svg` → label "Kandy Tea".
 * Prefixes: product `p`, category `c`, collection `col`, review `r`, banner `banner`, brand `b`.
 */
import { hashString } from './seed/random';

/** The kinds of picture the server serves. */
export type ImageKind = 'product' | 'category' | 'collection' | 'review' | 'banner' | 'brand';

const PREFIX: Record<ImageKind, string> = {
  product: 'p',
  category: 'c',
  collection: 'col',
  review: 'r',
  banner: 'banner',
  brand: 'b',
};

const FALLBACK_LABEL: Record<ImageKind, string> = {
  product: 'Product',
  category: 'Category',
  collection: 'Collection',
  review: 'Customer Photo',
  banner: 'Serendib Shop',
  brand: 'Brand',
};

/**
 * The file name of a seed image in the scheme above, e.g.
 * `imageFileName('product', 12, 'kandy-tea', 1)` → `p12-1-kandy-tea.svg`.
 */
export function imageFileName(kind: ImageKind, id: number, slug: string, index?: number): string {
  const position = index === undefined ? '' : `-${index}`;
  return `${PREFIX[kind]}${id}${position}-${slug}.svg`;
}

// ---- Labels ------------------------------------------------------------------------------------

/** Words written in capitals or mixed case. */
const SPECIAL_WORDS: Record<string, string> = {
  bopf: 'BOPF',
  usb: 'USB',
  '5g': '5G',
  spo2: 'SpO2',
  tv: 'TV',
};

/** Units after a number: "25w" → "25W", "1l" → "1L", "200ml" stays. */
const UNITS: Record<string, string> = {
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  l: 'L',
  w: 'W',
  mah: 'mAh',
  cm: 'cm',
  mm: 'mm',
  gb: 'GB',
};

/** One slug word as shown: "tea" → "Tea", "25w" → "25W", "bopf" → "BOPF". */
function labelWord(word: string): string {
  const special = SPECIAL_WORDS[word.toLowerCase()];
  if (special) return special;
  const measure = /^(\d+(?:\.\d+)?)([a-z]+)$/i.exec(word);
  const unit = measure?.[2] ? UNITS[measure[2].toLowerCase()] : undefined;
  if (measure && unit) return `${measure[1]}${unit}`;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The readable label of an image file name: the directory, extension and `{prefix}{id}[-{n}]-`
 * are dropped and the slug words are title-cased ("p12-1-kandy-tea.svg" → "Kandy Tea").
 * Anything else in the name is kept as text (the renderer escapes it).
 */
export function imageLabel(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const stem = base.replace(/\.(svg|png|jpe?g|webp|gif)$/i, '');
  const slug = stem.replace(/^[a-z]+\d+(?:-\d+)?-/i, '');
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map(labelWord)
    .join(' ');
}

/** Greedy word wrap to `width` characters, at most `maxLines` lines, '…' when cut. */
function wrap(label: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of label.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      current = '';
      lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
      break;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => (line.length > width + 1 ? `${line.slice(0, width - 1)}…` : line));
}

// ---- Markup ------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside XML/HTML content and quoted attributes; XML-forbidden characters dropped. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  );
}

type Attributes = Record<string, string | number>;

/** `<name a="…">content</name>` with escaped attribute values; `content` is markup. */
function element(name: string, attributes: Attributes, content?: string): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  return content === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${content}</${name}>`;
}

// ---- Colours and icons -------------------------------------------------------------------------

/** `#rrggbb` of an HSL colour (h in degrees, s and l in percent). */
function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Simple line icons, stroked in white, on a 120 × 120 box centred on 0,0. */
const MOTIFS = {
  cup:
    'M-42 -18h66v30a33 33 0 0 1-33 33a33 33 0 0 1-33-33zM24 -8h10a14 14 0 0 1 0 28h-12' +
    'M-22 -34q8-9 0-18M-4 -34q8-9 0-18',
  leaf: 'M-42 42C-44-14-6-46 44-44C46 6 14 42-42 42zM-42 42L18-18',
  shirt: 'M-20-44L-52-28L-60 0L-40 6V44H40V6L60 0L52-28L20-44Q0-30-20-44z',
  phone: 'M-26-50h52a8 8 0 0 1 8 8v84a8 8 0 0 1-8 8h-52a8 8 0 0 1-8-8v-84a8 8 0 0 1 8-8zM-8 34h16',
  bolt: 'M12-54L-30 6H0L-12 54L30-6H0z',
  ball: 'M0-46a46 46 0 1 1 0 92a46 46 0 1 1 0-92zM-30-34q-16 34 0 68M30-34q16 34 0 68',
  pot: 'M-54-8h108M-46-8v26a24 24 0 0 0 24 24h44a24 24 0 0 0 24-24v-26M-18-8v-8a18 8 0 0 1 36 0v8',
  gem: 'M-42-14L-22-40H22L42-14L0 46zM-42-14H42M-22-40L-8-14L0 46L8-14L22-40',
  bag: 'M-40-14h80l8 58h-96zM-18-14v-10a18 18 0 0 1 36 0v10',
  house: 'M-48 2L0-42L48 2M-36-8V44H36V-8M-10 44V16H10V44',
  star: 'M0-50L14-18L48-14L22 8L30 44L0 26L-30 44L-22 8L-48-14L-14-18z',
  tag: 'M-44-44H2L46 0L2 44L-44-2zM-24-24a6 6 0 1 0 0.1 0',
  grid: 'M-44-44h36v36h-36zM8-44h36v36h-36zM-44 8h36v36h-36zM8 8h36v36h-36z',
  camera: 'M-48-24h22l8-14h36l8 14h22v62h-96zM0-14a22 22 0 1 1 0 44a22 22 0 1 1 0-44',
} as const;

type Motif = keyof typeof MOTIFS;

/** Words of a label that pick an icon; the first matching motif wins. */
const MOTIF_WORDS: [Motif, string][] = [
  ['cup', 'tea pekoe sencha infusion caddy jug'],
  ['phone', 'phone smartphone smartphones tablet tablets nova tab charger power smartwatch'],
  ['phone', 'smartwatches earbuds'],
  ['bolt', 'cooker grinder oven fan cooler speaker speakers headphones appliances electronics'],
  ['shirt', 'shirt shirts tee dress dresses saree sarees sarong kurta blouse jersey frock verti'],
  ['shirt', 'skirt jacket fashion wear jerseys'],
  ['ball', 'cricket bat bats ball gloves yoga dumbbell fitness sports rope helmet'],
  ['gem', 'ring pendant necklace jewellery sapphire moonstone'],
  ['bag', 'bag handbag tote bags purses sandals slippers footwear accessories'],
  ['pot', 'pot pots pan pans scraper cookware kitchen spoon'],
  ['leaf', 'spice spices cinnamon pepper cardamom curry herbal oil oils balm soap soaps cream gel'],
  ['leaf', 'shampoo ayurveda coconut rice treacle groceries neem kohomba'],
  ['house', 'lamp lamps mask masks carving carvings elephant bedsheet bedspread towel towels'],
  ['house', 'decor home bed lantern wall'],
];

const KIND_MOTIF: Partial<Record<ImageKind, Motif>> = { review: 'camera', brand: 'star' };
const FALLBACK_MOTIFS: readonly Motif[] = ['tag', 'star', 'grid'];

function pickMotif(kind: ImageKind, label: string, hash: number): Motif {
  const fixed = KIND_MOTIF[kind];
  if (fixed) return fixed;
  const words = new Set(label.toLowerCase().split(/\s+/));
  const match = MOTIF_WORDS.find(([, keys]) => keys.split(' ').some((key) => words.has(key)));
  if (match) return match[0];
  if (kind === 'collection' || kind === 'banner') return 'tag';
  return FALLBACK_MOTIFS[hash % FALLBACK_MOTIFS.length] as Motif;
}

// ---- Layout ------------------------------------------------------------------------------------

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** The two formats: square 600 × 600 (all but banners) and banner 1200 × 400. */
const SQUARE = { width: 600, height: 600, radius: 115, fontSize: 42, lineChars: 18, maxLines: 3 };
const BANNER = { width: 1200, height: 400, radius: 130, fontSize: 56, lineChars: 22, maxLines: 2 };
const LINE_SPACING = 1.2;
/** Share of the font size above the baseline, to place the first line by its top. */
const ASCENT = 0.8;
const DISC_TEXT_GAP = 48;
const PILL = { width: 190, height: 56, gap: 28, fontSize: 24 } as const;

/** Where things go, for a label of `lineCount` lines. */
interface Placement {
  width: number;
  height: number;
  disc: { x: number; y: number; r: number };
  text: { x: number; y: number; size: number; lineHeight: number; anchor: 'middle' | 'start' };
  /** Top-left of the banner's "SHOP NOW" pill. */
  pill: { x: number; y: number } | null;
}

/** Square: the disc above a centred label, the pair centred vertically. */
function placeSquare(lineCount: number): Placement {
  const { width, height, radius: r, fontSize: size } = SQUARE;
  const lineHeight = Math.round(size * LINE_SPACING);
  const top = Math.round((height - (2 * r + DISC_TEXT_GAP + lineCount * lineHeight)) / 2);
  const textTop = top + 2 * r + DISC_TEXT_GAP;
  return {
    width,
    height,
    disc: { x: width / 2, y: top + r, r },
    text: {
      x: width / 2,
      y: textTop + Math.round(size * ASCENT),
      size,
      lineHeight,
      anchor: 'middle',
    },
    pill: null,
  };
}

/** Banner: the disc on the left, label and pill on the right, centred vertically. */
function placeBanner(lineCount: number): Placement {
  const { width, height, radius: r, fontSize: size } = BANNER;
  const lineHeight = Math.round(size * LINE_SPACING);
  const top = Math.round((height - (lineCount * lineHeight + PILL.gap + PILL.height)) / 2);
  const x = 2 * r + 160;
  return {
    width,
    height,
    disc: { x: r + 90, y: height / 2, r },
    text: { x, y: top + Math.round(size * ASCENT), size, lineHeight, anchor: 'start' },
    pill: { x, y: top + lineCount * lineHeight + PILL.gap },
  };
}

function pillSvg(pill: { x: number; y: number }, fill: string): string {
  const { width, height, fontSize } = PILL;
  return (
    element('rect', { x: pill.x, y: pill.y, width, height, rx: height / 2, fill }) +
    element(
      'text',
      {
        x: pill.x + width / 2,
        y: pill.y + height / 2 + fontSize * 0.35,
        'font-family': FONT,
        'font-size': fontSize,
        'font-weight': 700,
        fill: '#ffffff',
        'text-anchor': 'middle',
      },
      'SHOP NOW',
    )
  );
}

/**
 * A deterministic placeholder picture for `name` (a file name in the scheme above, or any
 * text): a soft two-tone background whose hue comes from a hash of the name, an icon on a
 * disc chosen from the label's words, and the label itself. 600 × 600, banners 1200 × 400.
 * The result is a standalone SVG document: no scripts, no external references, text escaped.
 */
export function renderImageSvg(kind: ImageKind, name: string): string {
  const label = imageLabel(name) || FALLBACK_LABEL[kind];
  const hash = hashString(`${kind}:${name}`);
  const hue = hash % 360;
  const format = kind === 'banner' ? BANNER : SQUARE;
  const lines = wrap(label, format.lineChars, format.maxLines);
  const place = kind === 'banner' ? placeBanner : placeSquare;
  const { width, height, disc, text, pill } = place(lines.length);
  const gradientId = `bg${hash.toString(36)}`;
  const accent = hslToHex(hue, 45, 46);
  const tspans = lines
    .map((line, i) =>
      element('tspan', { x: text.x, dy: i === 0 ? 0 : text.lineHeight }, escapeXml(line)),
    )
    .join('');
  const gradient = element(
    'linearGradient',
    { id: gradientId, x1: 0, y1: 0, x2: 1, y2: 1 },
    element('stop', { offset: 0, 'stop-color': hslToHex(hue, 70, 93) }) +
      element('stop', { offset: 1, 'stop-color': hslToHex((hue + 35) % 360, 60, 84) }),
  );
  const body = [
    element('title', {}, escapeXml(label)),
    element('defs', {}, gradient),
    element('rect', { width, height, fill: `url(#${gradientId})` }),
    element('circle', { cx: width - 60, cy: 70, r: 140, fill: '#ffffff', 'fill-opacity': 0.25 }),
    element('circle', { cx: 40, cy: height - 30, r: 110, fill: accent, 'fill-opacity': 0.08 }),
    element('circle', { cx: disc.x, cy: disc.y, r: disc.r, fill: accent }),
    element('path', {
      d: MOTIFS[pickMotif(kind, label, hash)],
      transform: `translate(${disc.x} ${disc.y}) scale(${((disc.r * 0.62) / 60).toFixed(3)})`,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    element(
      'text',
      {
        x: text.x,
        y: text.y,
        'font-family': FONT,
        'font-size': text.size,
        'font-weight': 700,
        fill: hslToHex(hue, 45, 22),
        'text-anchor': text.anchor,
      },
      tspans,
    ),
    pill ? pillSvg(pill, accent) : '',
  ];
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': label,
    },
    body.join(''),
  );
}
