/**
 * Colour contrast (WCAG 2.x relative luminance), and the nearest colour that reaches a contrast ratio on a
 * background: used to make the code themes readable (config/codeThemes.ts).
 */
export type Rgb = readonly [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unsupported colour ${color}`);
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/**
 * `color` itself when it reaches `min` on `background`, else the closest mix of it with black (on a light
 * background) or white (on a dark one) that does.
 */
export function withContrast(color: string, background: string, min = 4.5): string {
  if (contrastRatio(color, background) >= min) return color;
  const from = parseColor(color);
  const towards: Rgb = luminance(parseColor(background)) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0.02; t <= 1; t += 0.02) {
    const mixed = toHex(from.map((c, i) => c + (towards[i]! - c) * t) as unknown as Rgb);
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return toHex(towards);
}
