// Draws the default home page's promotion banner (src/shared/home-page.ts DEFAULT_PROMOTION_IMAGE) as SVG
// and renders it to WebP at 1600 and 800 px wide (the 800 px one is what phones get through srcset).
// Run `node scripts/codegen/make-promotion-image.mjs` after changing the drawing; the outputs are committed,
// so a build needs neither this script nor the fonts it was rendered with.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'src/client/public/images');

const W = 1600;
const H = 900;
const GOLD = '#f5a800';
const GOLD_LIGHT = '#ffd25c';
const NIGHT = '#1e1036';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** A point on a circle, angles in degrees clockwise from 12 o'clock. */
function polar(cx, cy, r, deg) {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
}

const f = (n) => n.toFixed(1);

function wheel(cx, cy, r) {
  const slots = [];
  for (let i = 0; i < 6; i++) {
    const [x1, y1] = polar(cx, cy, r, i * 60 - 30);
    const [x2, y2] = polar(cx, cy, r, i * 60 + 30);
    slots.push(
      `<path d="M${cx} ${cy} L${f(x1)} ${f(y1)} A${r} ${r} 0 0 1 ${f(x2)} ${f(y2)} Z" fill="${
        i % 2 ? GOLD_LIGHT : GOLD
      }" stroke="${NIGHT}" stroke-width="6"/>`,
    );
    // The pointer (at 12 o'clock) points at a slot's middle, as on the real wheel. A star in each slot stands for a prize without naming one.
    const [sx, sy] = polar(cx, cy, r * 0.62, i * 60);
    slots.push(star(sx, sy, r * 0.13, i % 2 ? GOLD : NIGHT, i * 60));
  }
  const lights = [];
  for (let i = 0; i < 24; i++) {
    const [x, y] = polar(cx, cy, r + 22, i * 15);
    lights.push(`<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="${i % 2 ? '#fff6d6' : GOLD_LIGHT}"/>`);
  }
  const [px, py] = polar(cx, cy, r + 8, 0);
  return `
  <g filter="url(#shadow)">
    <circle cx="${cx}" cy="${cy}" r="${r + 44}" fill="url(#rim)"/>
    <circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="${NIGHT}"/>
    ${slots.join('\n    ')}
    ${lights.join('\n    ')}
    <circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="url(#hub)" stroke="${NIGHT}" stroke-width="8"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.07}" fill="${NIGHT}"/>
  </g>
  <path d="M${px - 34} ${py - 70} L${px + 34} ${py - 70} L${px} ${py + 18} Z" fill="#ffffff" stroke="${NIGHT}" stroke-width="6" stroke-linejoin="round"/>`;
}

function star(cx, cy, r, fill, rotate = 0) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const [x, y] = polar(cx, cy, i % 2 ? r * 0.45 : r, i * 36 + rotate);
    points.push(`${f(x)},${f(y)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function sparkle(cx, cy, r, opacity) {
  return `<path d="M${cx} ${cy - r} Q${cx} ${cy} ${cx + r} ${cy} Q${cx} ${cy} ${cx} ${cy + r} Q${cx} ${cy} ${cx - r} ${cy} Q${cx} ${cy} ${cx} ${cy - r} Z" fill="${GOLD_LIGHT}" opacity="${opacity}"/>`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NIGHT}"/>
      <stop offset="1" stop-color="#2a1650"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.5" r="0.45">
      <stop offset="0" stop-color="${GOLD}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${GOLD}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${GOLD_LIGHT}"/>
      <stop offset="1" stop-color="#b87a00"/>
    </linearGradient>
    <radialGradient id="hub" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#fff6d6"/>
      <stop offset="1" stop-color="${GOLD}"/>
    </radialGradient>
    <linearGradient id="title" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff1c2"/>
      <stop offset="1" stop-color="${GOLD}"/>
    </linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000" flood-opacity="0.45"/>
    </filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${sparkle(120, 120, 26, 0.8)}
  ${sparkle(700, 90, 18, 0.6)}
  ${sparkle(640, 800, 22, 0.7)}
  ${sparkle(1520, 110, 20, 0.7)}
  ${sparkle(1530, 790, 28, 0.8)}
  ${sparkle(80, 780, 16, 0.5)}
  ${wheel(1150, 470, 300)}
  <g font-family="${FONT}" font-weight="bold">
    <text x="110" y="250" font-size="64" letter-spacing="12" fill="url(#title)">LUCKY DRAW</text>
    <text x="104" y="430" font-size="150" fill="#ffffff">SPIN &amp;</text>
    <text x="104" y="590" font-size="150" fill="${GOLD_LIGHT}">WIN</text>
    <rect x="110" y="660" width="600" height="96" rx="48" fill="${GOLD}"/>
    <text x="410" y="722" font-size="40" text-anchor="middle" fill="${NIGHT}">Up to the SUPER PRIZE</text>
  </g>
</svg>`;

await mkdir(outDir, { recursive: true });
for (const [name, width] of [
  ['promotion.webp', 1600],
  ['promotion-800.webp', 800],
]) {
  const file = path.join(outDir, name);
  await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80, effort: 6 }).toFile(file);
  const { size } = await stat(file);
  console.log(`${path.relative(root, file)}: ${width} px wide, ${(size / 1024).toFixed(1)} KiB`);
}
