import { projectToPixels } from '../../../shared/web-mercator.js';
import type { Boundary } from './geography.entity.js';

type Pixel = [number, number];

/** Ramer–Douglas–Peucker: drops points closer than `tolerance` pixels to the line their neighbours draw. */
function simplify(points: Pixel[], tolerance: number): Pixel[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i]!;
      const distance =
        length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest > 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function ringPath(ring: number[][], zoom: number): string {
  const pixels: Pixel[] = [];
  for (const [longitude, latitude] of ring) {
    const [x, y] = projectToPixels(latitude!, longitude!, zoom).map(Math.round) as Pixel;
    const last = pixels[pixels.length - 1];
    if (!last || last[0] !== x || last[1] !== y) pixels.push([x, y]);
  }
  const closing = pixels.length > 1 && pixels[0]![0] === pixels.at(-1)![0] && pixels[0]![1] === pixels.at(-1)![1];
  if (closing) pixels.pop(); // 'z' closes the ring
  const points = simplify(pixels, 0.5);
  if (points.length < 3) return '';
  const [start, ...rest] = points;
  const steps = rest.map((p, i) => `${p[0] - points[i]![0]} ${p[1] - points[i]![1]}`);
  return `M${start![0]} ${start![1]}l${steps.join(' ')}z`;
}

/**
 * District outlines as one SVG path in whole Web Mercator pixels at `zoom` (relative moves keep it short: a few KB
 * for the whole country at the home map's zoom), for a map picture drawn before any script or tile arrives.
 */
export function outlinePath(boundaries: Boundary[], zoom: number): string {
  return boundaries
    .flatMap((multiPolygon) => multiPolygon.flatMap((polygon) => polygon.map((ring) => ringPath(ring, zoom))))
    .join('');
}
