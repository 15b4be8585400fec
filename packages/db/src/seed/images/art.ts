import {
  Canvas,
  capsule,
  circle,
  darken,
  ellipse,
  hex,
  intersect,
  lighten,
  mix,
  polygon,
  type Rgb,
  regularPolygon,
  ring,
  roundRect,
  seededRandom,
  subtract,
  union,
  WHITE,
  waveBand,
} from './canvas';

/** A picture that can be drawn at any size, so each stored variant is drawn rather than scaled. */
export type Artwork = (width: number, height: number) => Buffer;

/** The white figure on a company's logo, by what the company does. */
export type LogoMark =
  | 'grapes'
  | 'sunrise'
  | 'nut'
  | 'rings'
  | 'growth'
  | 'signal'
  | 'chevrons'
  | 'cross'
  | 'fish';

const leaf = (cx: number, cy: number, r: number, angle: number) => {
  // Two overlapping discs make a leaf; their centres sit across its long axis.
  const offset = r * 0.62;
  const nx = -Math.sin(angle) * offset;
  const ny = Math.cos(angle) * offset;
  return intersect(circle(cx + nx, cy + ny, r), circle(cx - nx, cy - ny, r));
};

const MARKS: Record<LogoMark, (c: Canvas, s: number, brand: Rgb) => void> = {
  grapes(c, s) {
    const r = s * 0.062;
    const rows = [3, 2, 1];
    for (const [row, count] of rows.entries()) {
      for (let i = 0; i < count; i += 1) {
        const x = s / 2 + (i - (count - 1) / 2) * r * 2.15;
        c.fill(circle(x, s * 0.47 + row * r * 1.9, r), WHITE);
      }
    }
    c.fill(capsule(s * 0.5, s * 0.4, s * 0.54, s * 0.3, s * 0.016), WHITE);
    c.fill(leaf(s * 0.62, s * 0.31, s * 0.085, -0.5), WHITE);
  },
  sunrise(c, s, brand) {
    const cx = s / 2;
    const horizon = s * 0.6;
    c.fill(
      intersect(circle(cx, horizon, s * 0.16), roundRect(cx, horizon - s * 0.2, s * 0.3, s * 0.2, 0)),
      WHITE,
    );
    for (let i = 0; i < 5; i += 1) {
      const a = Math.PI + (i + 0.5) * (Math.PI / 5);
      c.fill(
        capsule(
          cx + Math.cos(a) * s * 0.21,
          horizon + Math.sin(a) * s * 0.21,
          cx + Math.cos(a) * s * 0.29,
          horizon + Math.sin(a) * s * 0.29,
          s * 0.018,
        ),
        WHITE,
      );
    }
    c.fill(capsule(s * 0.24, horizon + s * 0.045, s * 0.76, horizon + s * 0.045, s * 0.02), WHITE);
    c.fill(
      capsule(s * 0.34, horizon + s * 0.12, s * 0.66, horizon + s * 0.12, s * 0.02),
      lighten(brand, 0.55),
    );
  },
  nut(c, s) {
    c.fill(
      subtract(regularPolygon(s / 2, s / 2, s * 0.3, 6, Math.PI / 6), circle(s / 2, s / 2, s * 0.12)),
      WHITE,
    );
  },
  rings(c, s, brand) {
    c.fill(circle(s / 2, s / 2, s * 0.3), WHITE);
    for (const [r, dx] of [
      [0.22, 0.012],
      [0.145, 0.02],
      [0.075, 0.026],
    ] as const) {
      c.fill(ring(s / 2 + s * dx, s / 2 - s * dx * 0.6, s * r, s * 0.028), brand);
    }
  },
  growth(c, s, brand) {
    const heights = [0.2, 0.3, 0.42];
    for (const [i, h] of heights.entries()) {
      const x = s * (0.33 + i * 0.17);
      c.fill(
        roundRect(x, s * (0.74 - h / 2), s * 0.055, (s * h) / 2, s * 0.03),
        i === 2 ? WHITE : lighten(brand, 0.6),
      );
    }
    c.fill(circle(s * 0.67, s * 0.22, s * 0.045), WHITE);
  },
  signal(c, s) {
    const ox = s * 0.32;
    const oy = s * 0.7;
    const wedge = roundRect(ox + s * 0.3, oy - s * 0.3, s * 0.3, s * 0.3, 0);
    for (const r of [0.16, 0.28, 0.4]) c.fill(intersect(ring(ox, oy, s * r, s * 0.06), wedge), WHITE);
    c.fill(circle(ox + s * 0.02, oy - s * 0.02, s * 0.055), WHITE);
  },
  chevrons(c, s, brand) {
    const chevron = (x: number) =>
      union(
        capsule(x, s * 0.32, x + s * 0.15, s * 0.5, s * 0.05),
        capsule(x + s * 0.15, s * 0.5, x, s * 0.68, s * 0.05),
      );
    c.fill(chevron(s * 0.28), lighten(brand, 0.55));
    c.fill(chevron(s * 0.47), WHITE);
  },
  cross(c, s, brand) {
    const arm = s * 0.085;
    const reach = s * 0.26;
    c.fill(
      union(roundRect(s / 2, s / 2, arm, reach, s * 0.04), roundRect(s / 2, s / 2, reach, arm, s * 0.04)),
      WHITE,
    );
    c.fill(circle(s / 2, s / 2, s * 0.035), brand);
  },
  fish(c, s, brand) {
    c.fill(ellipse(s * 0.46, s * 0.45, s * 0.2, s * 0.11), WHITE);
    c.fill(
      polygon([
        [s * 0.62, s * 0.45],
        [s * 0.78, s * 0.34],
        [s * 0.78, s * 0.56],
      ]),
      WHITE,
    );
    c.fill(circle(s * 0.36, s * 0.42, s * 0.022), brand);
    for (const [i, y] of [0.66, 0.74].entries()) {
      const wave = (x: number) => s * y + Math.sin((x / s) * Math.PI * 6) * s * 0.018;
      for (let x = s * 0.26; x < s * 0.74; x += s * 0.04) {
        c.fill(
          capsule(x, wave(x), x + s * 0.04, wave(x + s * 0.04), s * 0.014),
          i === 0 ? WHITE : lighten(brand, 0.55),
        );
      }
    }
  },
};

/**
 * A company logo: its mark in white on its brand colour, filling the square, so the round avatars
 * that crop it and the square frames that do not both show all of the mark.
 */
export function logoArtwork(options: { brand: string; mark: LogoMark }): Artwork {
  const brand = hex(options.brand);
  return (width, height) => {
    const c = new Canvas(width, height);
    c.gradient([lighten(brand, 0.12), brand, darken(brand, 0.18)], Math.PI / 4);
    MARKS[options.mark](c, Math.min(width, height), brand);
    return c.png();
  };
}

/** The scene of a banner: what the item is about, in shapes. */
export type BannerTheme =
  | 'timeline'
  | 'rings'
  | 'bars'
  | 'hexagons'
  | 'waves'
  | 'panels'
  | 'plan'
  | 'stretch'
  | 'fields';

/** Colours of a banner: its background from `from` to `to`, and its accent. */
export interface BannerPalette {
  from: string;
  to: string;
  accent: string;
}

type Scene = (c: Canvas, random: () => number, colours: { from: Rgb; to: Rgb; accent: Rgb }) => void;

const SCENES: Record<BannerTheme, Scene> = {
  timeline(c, random, { accent }) {
    const { width: w, height: h } = c;
    for (let i = 0; i < 9; i += 1) {
      const y = h * (0.12 + i * 0.1);
      const x = w * (0.05 + random() * 0.35);
      c.fill(capsule(x, y, x + w * (0.1 + random() * 0.25), y, h * (0.008 + random() * 0.012)), WHITE, {
        opacity: 0.12 + random() * 0.2,
      });
    }
    const nodes = [0.42, 0.58, 0.74, 0.9].map(
      (t, i) => [w * t, h * (0.66 - i * 0.1 + (random() - 0.5) * 0.06)] as const,
    );
    for (let i = 0; i < nodes.length - 1; i += 1) {
      const [ax, ay] = nodes[i] as readonly [number, number];
      const [bx, by] = nodes[i + 1] as readonly [number, number];
      c.fill(capsule(ax, ay, bx, by, h * 0.012), WHITE, { opacity: 0.85 });
    }
    for (const [i, [x, y]] of nodes.entries()) {
      c.fill(circle(x, y, h * 0.065), WHITE);
      c.fill(circle(x, y, h * 0.035), i === nodes.length - 1 ? accent : lighten(accent, 0.45));
    }
  },
  rings(c, random, { from, accent }) {
    const { width: w, height: h } = c;
    const cx = w * 0.72;
    const cy = h * 0.56;
    for (let i = 0; i < 900; i += 1) {
      c.fill(circle(random() * w, random() * h, h * (0.002 + random() * 0.005)), darken(from, 0.3), {
        opacity: 0.35,
      });
    }
    for (let i = 0; i < 12; i += 1) {
      const r = h * (0.07 + i * 0.075);
      c.fill(
        ring(
          cx + (random() - 0.5) * h * 0.03,
          cy + (random() - 0.5) * h * 0.03,
          r,
          h * (0.008 + random() * 0.014),
        ),
        lighten(from, 0.5),
        {
          opacity: 0.55 - i * 0.03,
        },
      );
    }
    c.fill(leaf(w * 0.2, h * 0.4, h * 0.22, -0.6), accent, { opacity: 0.9 });
    c.fill(capsule(w * 0.14, h * 0.56, w * 0.27, h * 0.25, h * 0.008), darken(accent, 0.25), {
      opacity: 0.6,
    });
  },
  bars(c, random, { accent }) {
    const { width: w, height: h } = c;
    for (let i = 1; i < 6; i += 1)
      c.fill(capsule(0, h * i * 0.17, w, h * i * 0.17, h * 0.002), WHITE, { opacity: 0.14 });
    const count = 6;
    const tops: [number, number][] = [];
    for (let i = 0; i < count; i += 1) {
      const x = w * (0.45 + i * 0.085);
      const height = h * (0.18 + (i / count) * 0.5 + random() * 0.08);
      const top = h * 0.88 - height;
      c.fill(
        roundRect(x, top + height / 2, w * 0.028, height / 2, w * 0.012),
        i === count - 1 ? accent : WHITE,
        {
          opacity: i === count - 1 ? 1 : 0.3 + i * 0.1,
        },
      );
      tops.push([x, top - h * 0.07]);
    }
    for (let i = 0; i < tops.length - 1; i += 1) {
      const [ax, ay] = tops[i] as [number, number];
      const [bx, by] = tops[i + 1] as [number, number];
      c.fill(capsule(ax, ay, bx, by, h * 0.007), accent);
    }
    for (const [x, y] of tops) c.fill(circle(x, y, h * 0.018), WHITE);
    c.fill(circle(w * 0.16, h * 0.5, h * 0.2), WHITE, { opacity: 0.16 });
    c.fill(
      intersect(
        circle(w * 0.16, h * 0.5, h * 0.2),
        polygon([
          [w * 0.16, h * 0.5],
          [w * 0.16, h * 0.2],
          [w * 0.3, h * 0.2],
          [w * 0.3, h * 0.5],
        ]),
      ),
      accent,
      {
        opacity: 0.9,
      },
    );
  },
  hexagons(c, random, { from, accent }) {
    const { width: w, height: h } = c;
    const r = h * 0.1;
    const dx = r * 1.5;
    const dy = r * Math.sqrt(3);
    for (let col = 0; col * dx < w + r; col += 1) {
      for (let row = -1; row * dy < h + r; row += 1) {
        const x = col * dx;
        const y = row * dy + (col % 2 ? dy / 2 : 0);
        const nearSpark = Math.hypot(x - w * 0.72, y - h * 0.45) / h;
        const cell = regularPolygon(x, y, r * 0.92, 6);
        if (nearSpark < 0.42 && random() < 0.55) {
          c.fill(cell, mix(accent, WHITE, random() * 0.3), { opacity: 0.55 + random() * 0.35 });
        } else {
          c.fill(subtract(cell, regularPolygon(x, y, r * 0.84, 6)), lighten(from, 0.45), { opacity: 0.35 });
        }
      }
    }
    c.fill(circle(w * 0.72, h * 0.45, h * 0.12), lighten(accent, 0.7), { softness: h * 0.25, opacity: 0.9 });
    for (let i = 0; i < 16; i += 1) {
      const a = random() * Math.PI * 2;
      const start = h * (0.08 + random() * 0.05);
      const end = start + h * (0.08 + random() * 0.18);
      c.fill(
        capsule(
          w * 0.72 + Math.cos(a) * start,
          h * 0.45 + Math.sin(a) * start,
          w * 0.72 + Math.cos(a) * end,
          h * 0.45 + Math.sin(a) * end,
          h * 0.006,
        ),
        lighten(accent, 0.6),
      );
    }
  },
  waves(c, random, { from, to, accent }) {
    const { width: w, height: h } = c;
    c.fill(circle(w * 0.8, h * 0.24, h * 0.12), lighten(accent, 0.3));
    c.fill(circle(w * 0.8, h * 0.24, h * 0.2), lighten(accent, 0.5), { softness: h * 0.2, opacity: 0.4 });
    for (let i = 0; i < 4; i += 1) {
      c.fill(
        waveBand({
          width: w,
          height: h,
          y: h * (0.5 + i * 0.12),
          amplitude: h * (0.035 - i * 0.004),
          wavelength: w * (0.35 + random() * 0.2),
          phase: random() * 6,
        }),
        mix(lighten(from, 0.35), darken(to, 0.2), i / 3),
      );
    }
    for (let i = 0; i < 7; i += 1) {
      const x = w * (0.12 + random() * 0.6);
      const y = h * (0.66 + random() * 0.26);
      const s = h * (0.03 + random() * 0.02);
      c.fill(ellipse(x, y, s * 1.8, s * 0.7), WHITE, { opacity: 0.75 });
      c.fill(
        polygon([
          [x + s * 1.5, y],
          [x + s * 2.4, y - s * 0.7],
          [x + s * 2.4, y + s * 0.7],
        ]),
        WHITE,
        { opacity: 0.75 },
      );
    }
  },
  panels(c, random, { from, accent }) {
    const { width: w, height: h } = c;
    const size = h * 0.2;
    for (let row = 0; row < 6; row += 1) {
      for (let col = 0; col * size < w * 0.62; col += 1) {
        const x = w * 0.38 + col * size + size / 2;
        const y = h * 0.02 + row * size + size / 2;
        const tone = mix(lighten(accent, 0.25), darken(accent, 0.2), random());
        c.fill(roundRect(x, y, size * 0.46, size * 0.46, size * 0.06), tone);
        for (let i = 0; i < 14; i += 1) {
          c.fill(
            circle(
              x + (random() - 0.5) * size * 0.85,
              y + (random() - 0.5) * size * 0.85,
              size * 0.015 + random() * size * 0.02,
            ),
            darken(tone, 0.3),
            {
              opacity: 0.5,
            },
          );
        }
      }
    }
    c.fill(roundRect(w * 0.38, h / 2, w * 0.004, h / 2, 0), darken(from, 0.2), {
      softness: h * 0.12,
      opacity: 0.5,
    });
    for (let i = 0; i < 3; i += 1)
      c.fill(ring(w * 0.17, h * 0.5, h * (0.08 + i * 0.07), h * 0.012), WHITE, { opacity: 0.5 - i * 0.12 });
  },
  plan(c, _random, { accent }) {
    const { width: w, height: h } = c;
    const step = h * 0.08;
    for (let x = step; x < w; x += step) c.fill(capsule(x, 0, x, h, h * 0.0012), WHITE, { opacity: 0.16 });
    for (let y = step; y < h; y += step) c.fill(capsule(0, y, w, y, h * 0.0012), WHITE, { opacity: 0.16 });
    const wall = h * 0.008;
    const room = (x0: number, y0: number, x1: number, y1: number) =>
      subtract(
        roundRect(
          ((x0 + x1) / 2) * w,
          ((y0 + y1) / 2) * h,
          ((x1 - x0) / 2) * w + wall,
          ((y1 - y0) / 2) * h + wall,
          0,
        ),
        roundRect(
          ((x0 + x1) / 2) * w,
          ((y0 + y1) / 2) * h,
          ((x1 - x0) / 2) * w - wall,
          ((y1 - y0) / 2) * h - wall,
          0,
        ),
      );
    c.fill(roundRect(w * 0.52, h * 0.62, w * 0.1, h * 0.16, 0), accent, { opacity: 0.8 });
    for (const [x0, y0, x1, y1] of [
      [0.36, 0.16, 0.9, 0.86],
      [0.36, 0.16, 0.62, 0.46],
      [0.62, 0.16, 0.9, 0.56],
      [0.62, 0.56, 0.9, 0.86],
    ] as const) {
      c.fill(room(x0, y0, x1, y1), WHITE, { opacity: 0.9 });
    }
    for (const [x, y] of [
      [0.49, 0.46],
      [0.62, 0.35],
      [0.76, 0.56],
    ] as const) {
      c.fill(roundRect(x * w, y * h, h * 0.04, h * 0.04, 0), lighten(accent, 0.4));
    }
    c.fill(ring(w * 0.17, h * 0.5, h * 0.15, h * 0.01), WHITE, { opacity: 0.8 });
    c.fill(
      polygon([
        [w * 0.17, h * 0.37],
        [w * 0.17 + h * 0.04, h * 0.5],
        [w * 0.17 - h * 0.04, h * 0.5],
      ]),
      accent,
    );
    c.fill(
      polygon([
        [w * 0.17, h * 0.63],
        [w * 0.17 + h * 0.04, h * 0.5],
        [w * 0.17 - h * 0.04, h * 0.5],
      ]),
      WHITE,
      { opacity: 0.8 },
    );
  },
  stretch(c, random, { from, accent }) {
    const { width: w, height: h } = c;
    for (let i = 0; i < 6; i += 1) {
      c.fill(
        circle(w * (0.1 + random() * 0.8), h * (0.1 + random() * 0.8), h * (0.1 + random() * 0.2)),
        lighten(from, 0.5),
        {
          softness: h * 0.2,
          opacity: 0.35,
        },
      );
    }
    c.fill(roundRect(w * 0.66, h * 0.86, w * 0.22, h * 0.025, h * 0.02), darken(accent, 0.15), {
      opacity: 0.9,
    });
    const cx = w * 0.66;
    const limb = h * 0.034;
    const figure = union(
      capsule(cx, h * 0.38, cx, h * 0.6, limb * 1.3),
      capsule(cx - h * 0.04, h * 0.41, cx - h * 0.2, h * 0.14, limb),
      capsule(cx + h * 0.04, h * 0.41, cx + h * 0.2, h * 0.14, limb),
      capsule(cx, h * 0.6, cx - h * 0.12, h * 0.82, limb),
      capsule(cx, h * 0.6, cx + h * 0.12, h * 0.82, limb),
    );
    c.fill(figure, WHITE);
    c.fill(circle(cx, h * 0.28, h * 0.06), WHITE);
    c.fill(ring(cx, h * 0.5, h * 0.38, h * 0.01), WHITE, { opacity: 0.35 });
    c.fill(leaf(w * 0.22, h * 0.55, h * 0.18, 0.5), accent, { opacity: 0.85 });
  },
  fields(c, random, { from, to, accent }) {
    const { width: w, height: h } = c;
    c.fill(circle(w * 0.22, h * 0.3, h * 0.11), lighten(accent, 0.35));
    for (let i = 0; i < 4; i += 1) {
      c.fill(
        waveBand({
          width: w,
          height: h,
          y: h * (0.48 + i * 0.12),
          amplitude: h * 0.06,
          wavelength: w * (0.7 + random() * 0.5),
          phase: random() * 6,
        }),
        mix(lighten(to, 0.25), darken(from, 0.25), i / 3),
      );
    }
    for (let i = 0; i < 3; i += 1) {
      const x = w * (0.58 + i * 0.13);
      c.fill(subtract(regularPolygon(x, h * 0.3, h * 0.075, 6), circle(x, h * 0.3, h * 0.03)), WHITE, {
        opacity: 0.9 - i * 0.2,
      });
    }
  },
};

/**
 * A picture for a post, giveaway or campaign: a gradient with its theme's scene. The scene is laid
 * out by the picture's height, so the 1200 × 630 header and the 600 × 338 thumbnail match.
 */
export function bannerArtwork(options: {
  seed: string;
  theme: BannerTheme;
  palette: BannerPalette;
}): Artwork {
  const from = hex(options.palette.from);
  const to = hex(options.palette.to);
  const accent = hex(options.palette.accent);
  return (width, height) => {
    const random = seededRandom(options.seed);
    const c = new Canvas(width, height);
    c.gradient([from, mix(from, to, 0.55), to], Math.PI / 8 + random() * 0.4);
    c.fill(circle(width * (0.2 + random() * 0.6), height * random(), height * 0.5), lighten(to, 0.4), {
      softness: height * 0.6,
      opacity: 0.28,
    });
    SCENES[options.theme](c, random, { from, to, accent });
    return c.png();
  };
}

const SKIN = ['#f1c7a5', '#e0ac8a', '#c68a64', '#a86b48', '#7d4b32'].map(hex);
const HAIR = ['#2b1d16', '#4a2f22', '#7a4a2a', '#b98850', '#1c1c1f', '#8d8d93'].map(hex);
const BACKDROPS = ['#dce8e1', '#e3e0f2', '#f2e4d4', '#d9e6f2', '#efdede', '#e6ecd6'].map(hex);
const CLOTHES = ['#24425e', '#3d5a45', '#5b3b56', '#7a4b2a', '#2f3a4a', '#8a2f3a'].map(hex);

export type HairStyle = 'short' | 'long' | 'bun' | 'cropped';

const pick = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)] as T;

/** A person's photo as a flat portrait: head and shoulders, colours chosen by their name. */
export function portraitArtwork(options: { seed: string; hair: HairStyle }): Artwork {
  return (width, height) => {
    const random = seededRandom(options.seed);
    const skin = pick(SKIN, random);
    const hair = pick(HAIR, random);
    const backdrop = pick(BACKDROPS, random);
    const clothes = pick(CLOTHES, random);
    const s = Math.min(width, height);
    const cx = width / 2;
    const top = (height - s) / 2;
    const c = new Canvas(width, height);
    c.gradient([lighten(backdrop, 0.35), backdrop, darken(backdrop, 0.08)], Math.PI / 2);
    const headY = top + s * 0.42;
    if (options.hair === 'long') {
      c.fill(roundRect(cx, top + s * 0.56, s * 0.2, s * 0.24, s * 0.16), hair);
    }
    c.fill(ellipse(cx, top + s * 1.06, s * 0.38, s * 0.3), clothes);
    c.fill(roundRect(cx, top + s * 0.66, s * 0.07, s * 0.1, s * 0.05), darken(skin, 0.1));
    c.fill(
      polygon([
        [cx - s * 0.09, top + s * 0.77],
        [cx + s * 0.09, top + s * 0.77],
        [cx, top + s * 0.86],
      ]),
      darken(skin, 0.1),
    );
    c.fill(circle(cx - s * 0.158, headY + s * 0.01, s * 0.032), darken(skin, 0.05));
    c.fill(circle(cx + s * 0.158, headY + s * 0.01, s * 0.032), darken(skin, 0.05));
    c.fill(ellipse(cx, headY, s * 0.155, s * 0.19), skin);
    const cap = {
      short: subtract(
        ellipse(cx, headY - s * 0.03, s * 0.168, s * 0.185),
        ellipse(cx + s * 0.03, headY + s * 0.075, s * 0.17, s * 0.19),
      ),
      cropped: subtract(
        ellipse(cx, headY - s * 0.02, s * 0.16, s * 0.185),
        ellipse(cx, headY + s * 0.05, s * 0.165, s * 0.2),
      ),
      long: subtract(
        ellipse(cx, headY - s * 0.035, s * 0.175, s * 0.185),
        ellipse(cx - s * 0.04, headY + s * 0.08, s * 0.16, s * 0.19),
      ),
      bun: subtract(
        ellipse(cx, headY - s * 0.03, s * 0.165, s * 0.18),
        ellipse(cx, headY + s * 0.07, s * 0.17, s * 0.19),
      ),
    }[options.hair];
    c.fill(cap, hair);
    if (options.hair === 'bun') c.fill(circle(cx, headY - s * 0.22, s * 0.075), hair);
    return c.png();
  };
}
