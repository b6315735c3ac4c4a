// pixi's pointer events (its EventSystem and the Container methods that go with it), fetched after a
// figure's first frame rather than before it: the first drawing of the page needs none of it, and it is
// the largest part of pixi that the first figure would otherwise wait for.
//
// Once this module has run, every renderer created afterwards has its `events` system from the start (the
// extension is registered for all renderers). A renderer created before it arrived gets one here.

import 'pixi-lib/events/init';
import { EventSystem } from 'pixi-lib/events/EventSystem';
import type { Application } from './pixi';

/** What adding a system to a live renderer needs: pixi's renderer does this for its own systems in init(). */
interface SystemHost { _addSystem(system: typeof EventSystem, name: 'events'): unknown }

/** Gives `app`'s renderer pointer events if it was created without them. */
export function attachPointerEvents(app: Application): void {
  const renderer = app.renderer as Application['renderer'] & Partial<SystemHost>;
  if ((renderer as { events?: EventSystem }).events) return;
  (renderer as SystemHost)._addSystem(EventSystem, 'events');
  renderer.events.init({});
}
