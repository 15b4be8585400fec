import { encodePng } from './png';

/** A colour as red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

/** A filled region: its signed distance in pixels (negative inside) and the box it stays within. */
export interface Shape {
  box: readonly [x0: number, y0: number, x1: number, y1: number];
  distance(x: number, y: number): number;
}

/** Math.hypot is several times slower, and shapes measure every pixel they may cover. */
const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

export function hex(value: string): Rgb {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

export const WHITE: Rgb = [255, 255, 255];
export const lighten = (colour: Rgb, t: number) => mix(colour, WHITE, t);
export const darken = (colour: Rgb, t: number) => mix(colour, [0, 0, 0], t);

/** A number sequence fixed by `seed`: the same name always draws the same picture. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An RGB picture drawn with anti-aliased shapes, saved as PNG. */
export class Canvas {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = WHITE,
  ) {
    this.pixels = new Float32Array(width * height * 3);
    const [r, g, b] = background;
    for (let i = 0; i < this.pixels.length; i += 3) {
      this.pixels[i] = r;
      this.pixels[i + 1] = g;
      this.pixels[i + 2] = b;
    }
  }

  /** A linear gradient through `stops` along `angle` (radians; 0 runs left to right). */
  gradient(stops: readonly Rgb[], angle = 0) {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const corners = [0, this.width].flatMap((x) => [0, this.height].map((y) => x * dx + y * dy));
    const low = Math.min(...corners);
    const span = Math.max(...corners) - low;
    const last = stops.length - 1;
    for (let y = 0; y < this.height; y += 1) {
      for (let x = 0; x < this.width; x += 1) {
        const t = (((x + 0.5) * dx + (y + 0.5) * dy - low) / span) * last;
        const index = Math.min(Math.floor(t), last - 1);
        const a = stops[index] as Rgb;
        const b = stops[index + 1] as Rgb;
        const i = (y * this.width + x) * 3;
        const f = t - index;
        this.pixels[i] = a[0] + (b[0] - a[0]) * f;
        this.pixels[i + 1] = a[1] + (b[1] - a[1]) * f;
        this.pixels[i + 2] = a[2] + (b[2] - a[2]) * f;
      }
    }
  }

  /**
   * Fills `shape` with `colour`. `softness` widens the edge from one pixel to that many (a glow);
   * `opacity` lets what is under show through.
   */
  fill(shape: Shape, colour: Rgb, options: { opacity?: number; softness?: number } = {}) {
    const opacity = options.opacity ?? 1;
    const softness = Math.max(options.softness ?? 1, 1);
    const margin = softness / 2 + 1;
    const x0 = Math.max(0, Math.floor(shape.box[0] - margin));
    const y0 = Math.max(0, Math.floor(shape.box[1] - margin));
    const x1 = Math.min(this.width, Math.ceil(shape.box[2] + margin));
    const y1 = Math.min(this.height, Math.ceil(shape.box[3] + margin));
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const coverage = Math.min(Math.max(0.5 - shape.distance(x + 0.5, y + 0.5) / softness, 0), 1);
        if (coverage === 0) continue;
        const alpha = coverage * opacity;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c += 1) {
          const under = this.pixels[i + c] as number;
          this.pixels[i + c] = under + ((colour[c] as number) - under) * alpha;
        }
      }
    }
  }

  png(): Buffer {
    // A clamped array rounds and clamps each value as it is copied in.
    return encodePng(this.width, this.height, new Uint8ClampedArray(this.pixels));
  }
}

export const circle = (cx: number, cy: number, r: number): Shape => ({
  box: [cx - r, cy - r, cx + r, cy + r],
  distance: (x, y) => length(x - cx, y - cy) - r,
});

/** An ellipse; its distance is exact on the axes and close enough elsewhere for a one-pixel edge. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  box: [cx - rx, cy - ry, cx + rx, cy + ry],
  distance: (x, y) => (length((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry),
});

export const ring = (cx: number, cy: number, r: number, thickness: number): Shape => ({
  box: [cx - r - thickness, cy - r - thickness, cx + r + thickness, cy + r + thickness],
  distance: (x, y) => Math.abs(length(x - cx, y - cy) - r) - thickness / 2,
});

/** A rectangle of half-sizes `hw` × `hh` with corners of radius `r`, turned by `angle` radians. */
export function roundRect(cx: number, cy: number, hw: number, hh: number, r: number, angle = 0): Shape {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = length(hw, hh);
  return {
    box: [cx - reach, cy - reach, cx + reach, cy + reach],
    distance: (x, y) => {
      const px = Math.abs((x - cx) * cos + (y - cy) * sin) - hw + r;
      const py = Math.abs(-(x - cx) * sin + (y - cy) * cos) - hh + r;
      return length(Math.max(px, 0), Math.max(py, 0)) + Math.min(Math.max(px, py), 0) - r;
    },
  };
}

/** A line from a to b with round ends, `r` thick on each side. */
export const capsule = (ax: number, ay: number, bx: number, by: number, r: number): Shape => ({
  box: [Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r],
  distance: (x, y) => {
    const vx = bx - ax;
    const vy = by - ay;
    const t = Math.min(Math.max(((x - ax) * vx + (y - ay) * vy) / (vx * vx + vy * vy || 1), 0), 1);
    return length(x - ax - vx * t, y - ay - vy * t) - r;
  },
});

/** A convex polygon through `points`, in either direction. */
export function polygon(points: readonly (readonly [number, number])[]): Shape {
  const area = points.reduce((sum, [x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length] as readonly [number, number];
    return sum + x * ny - nx * y;
  }, 0);
  const sign = area > 0 ? 1 : -1;
  const edges = points.map(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length] as readonly [number, number];
    const size = length(nx - x, ny - y) || 1;
    // The outward normal of the edge.
    return { x, y, nx: (sign * (ny - y)) / size, ny: (sign * -(nx - x)) / size };
  });
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    distance: (px, py) => {
      let d = Number.NEGATIVE_INFINITY;
      for (const e of edges) d = Math.max(d, (px - e.x) * e.nx + (py - e.y) * e.ny);
      return d;
    },
  };
}

export function regularPolygon(cx: number, cy: number, r: number, sides: number, rotation = 0): Shape {
  return polygon(
    Array.from({ length: sides }, (_, i) => {
      const a = rotation + (i * 2 * Math.PI) / sides;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
    }),
  );
}

/** What is below a sine line across the picture: waves, hills. */
export function waveBand(options: {
  width: number;
  height: number;
  y: number;
  amplitude: number;
  wavelength: number;
  phase?: number;
}): Shape {
  const { y: base, amplitude, wavelength, phase = 0 } = options;
  const k = (2 * Math.PI) / wavelength;
  return {
    box: [0, base - amplitude, options.width, options.height],
    distance: (x, y) => {
      const slope = amplitude * k * Math.cos(k * x + phase);
      return (base + amplitude * Math.sin(k * x + phase) - y) / Math.sqrt(1 + slope * slope);
    },
  };
}

/** `a` without `b`. */
export const subtract = (a: Shape, b: Shape): Shape => ({
  box: a.box,
  distance: (x, y) => Math.max(a.distance(x, y), -b.distance(x, y)),
});

/** Where `a` and `b` overlap. */
export const intersect = (a: Shape, b: Shape): Shape => ({
  box: [
    Math.max(a.box[0], b.box[0]),
    Math.max(a.box[1], b.box[1]),
    Math.min(a.box[2], b.box[2]),
    Math.min(a.box[3], b.box[3]),
  ],
  distance: (x, y) => Math.max(a.distance(x, y), b.distance(x, y)),
});

export const union = (...shapes: Shape[]): Shape => ({
  box: [
    Math.min(...shapes.map((s) => s.box[0])),
    Math.min(...shapes.map((s) => s.box[1])),
    Math.max(...shapes.map((s) => s.box[2])),
    Math.max(...shapes.map((s) => s.box[3])),
  ],
  distance: (x, y) => {
    let d = Number.POSITIVE_INFINITY;
    for (const shape of shapes) d = Math.min(d, shape.distance(x, y));
    return d;
  },
});
