import { describe, expect, it } from 'vitest';
import { type KnobRequest, type KnobSpot, placeTurnKnobs } from './turnKnobs';

/** A knob on a body at (x, y), stalk `length` long along screen up, down, right and left (its +y is up). */
const body = (x: number, y: number, length: number): KnobRequest => ({
  length,
  spots: [
    { x, y: y - length, turn: 0, reach: length }, { x, y: y + length, turn: Math.PI, reach: length },
    { x: x + length, y, turn: -Math.PI / 2, reach: length }, { x: x - length, y, turn: Math.PI / 2, reach: length },
  ],
  // Up the stalk to the view's top edge (y = 0).
  pinned: (spot) => ({ ...spot, y: Math.max(spot.y, 0), reach: y - Math.max(spot.y, 0) }),
});
const inView = (spot: KnobSpot) => spot.x >= 0 && spot.x <= 400 && spot.y >= 0 && spot.y <= 300;
const noLabels = () => false;
const apart = (a: KnobSpot | null, b: KnobSpot | null, clearance: number) => Math.hypot(a!.x - b!.x, a!.y - b!.y) >= clearance;

describe('placeTurnKnobs', () => {
  it('leaves every knob on its +y where nothing is in the way', () => {
    const places = placeTurnKnobs([body(100, 150, 60), body(300, 150, 60)], inView, noLabels, 30);
    expect(places.map((p) => p!.turn)).toEqual([0, 0]);
  });

  it('turns a knob whose +y leaves the view, and the turned knob does not land on another body’s knob', () => {
    // A near the top: its +y is out of view and its −y lands exactly on the +y knob of B, just below it.
    const a = body(100, 40, 60), b = body(100, 160, 60);
    const places = placeTurnKnobs([a, b], inView, noLabels, 30);
    expect(places.every((p) => p !== null && inView(p))).toBe(true);
    expect(apart(places[0], places[1], 30)).toBe(true);
  });

  it('keeps off the view’s other knobs (a point, a corner, a velocity tip), whose presses it would take', () => {
    // A circle's radius knob sits where the box's +y knob would go: the knob turns to −y.
    const [box] = placeTurnKnobs([body(200, 150, 60)], inView, noLabels, 30, [{ x: 205, y: 95 }]);
    expect(box!.turn).toBe(Math.PI);
    // Knobs all round: it keeps clear of the other turning knobs first, then takes +y over the point knob.
    const crowded = [{ x: 200, y: 90 }, { x: 200, y: 210 }, { x: 260, y: 150 }, { x: 140, y: 150 }];
    expect(placeTurnKnobs([body(200, 150, 60)], inView, noLabels, 30, crowded)[0]!.turn).toBe(0);
  });

  it('of two knobs at one spot, the longer stalk keeps it; of two as long, the body added first', () => {
    const short = body(200, 150, 50), long = body(200, 140, 60);
    expect(placeTurnKnobs([short, long], inView, noLabels, 30)[1]!.turn).toBe(0);
    const [first, second] = placeTurnKnobs([body(200, 150, 60), body(200, 150, 60)], inView, noLabels, 30);
    expect(first!.turn).toBe(0);
    expect(second!.turn).not.toBe(0);
  });

  it('keeps off a fixed label where another spot is free, and covers it rather than leave the view', () => {
    const label = (spot: KnobSpot) => spot.y < 100;
    expect(placeTurnKnobs([body(200, 150, 60)], inView, label, 30)[0]!.turn).toBe(Math.PI);
    // Every spot in the view is on the label: the knob covers it and stays in view.
    const everywhere = () => true;
    const [spot] = placeTurnKnobs([body(200, 150, 60)], inView, everywhere, 30);
    expect(inView(spot!)).toBe(true);
  });

  it('pins the knob of a body larger than its view, whose spots all leave it, to the edge along its +y', () => {
    // A body at (200, 150) whose stalk of 400 px leaves the 400 by 300 view every way.
    const [spot] = placeTurnKnobs([body(200, 150, 400)], inView, noLabels, 30);
    expect(spot).toEqual({ x: 200, y: 0, turn: 0, reach: 150 });
    expect(inView(spot!)).toBe(true);
  });

  it('gives a body without a knob no place, and places the rest as if it were not there', () => {
    const places = placeTurnKnobs([null, body(100, 150, 60)], inView, noLabels, 30);
    expect(places[0]).toBeNull();
    expect(places[1]!.turn).toBe(0);
  });

  it('never stacks two knobs where the view has room, over many random pairs', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 2000; i++) {
      const a = body(40 + 320 * random(), 40 + 220 * random(), 40 + 30 * random());
      const b = body(40 + 320 * random(), 40 + 220 * random(), 40 + 30 * random());
      const [pa, pb] = placeTurnKnobs([a, b], inView, noLabels, 30);
      // Some spot of B is in view and clear of A's knob whenever the two bodies are not almost on one point.
      const room = b.spots.some((s) => inView(s) && Math.hypot(s.x - pa!.x, s.y - pa!.y) >= 30)
        && a.spots.some((s) => inView(s) && Math.hypot(s.x - pb!.x, s.y - pb!.y) >= 30);
      if (room) expect(apart(pa, pb, 30), `pair ${i}`).toBe(true);
    }
  });
});
