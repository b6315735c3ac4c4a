// The parts of pixi.js the figures use, imported from the modules that define them.
//
// The package's front door (`import ... from 'pixi.js'`) names every renderer, so the bundler keeps the
// WebGL and WebGPU renderers in the first download even though pixi only imports the one it picks. From
// here each renderer stays in its own file, fetched when chosen (see renderer.ts): Canvas 2D on machines
// that draw WebGL in software, WebGL on a GPU, never WebGPU. `pixi-lib` is an alias of pixi.js/lib
// (vite.config.ts, tsconfig.json); npm run bench:page prints what the page loads.

export { Application, type ApplicationOptions } from 'pixi-lib/app/Application';
export { Container } from 'pixi-lib/scene/container/Container';
export { Graphics } from 'pixi-lib/scene/graphics/shared/Graphics';
export { Text } from 'pixi-lib/scene/text/Text';
export { TextStyle } from 'pixi-lib/scene/text/TextStyle';
export { Circle } from 'pixi-lib/maths/shapes/Circle';
export { Polygon } from 'pixi-lib/maths/shapes/Polygon';
export { Rectangle } from 'pixi-lib/maths/shapes/Rectangle';
export type { FederatedPointerEvent } from 'pixi-lib/events/FederatedPointerEvent';

// What pixi's front door would register and the figures need: the mask pipes here, and pointer events,
// which pointerEvents.ts brings after a figure's first frame (a drawing needs none; 8 KiB less before it).
// (Not accessibility, DOM containers, sprite sheets or filters: the host does its own keyboard and labels.)
// The events' types (Container.eventMode, .on('pointerdown'), renderer.events) are declared here all the same.
import type {} from 'pixi-lib/events/EventsMixins';
// pixi's rendering/init, less its video texture source (no figure plays video; it would add 3 KiB to the
// first download): the mask effects, and the texture sources text and graphics use.
import { extensions } from 'pixi-lib/extensions/Extensions';
import { AlphaMask } from 'pixi-lib/rendering/mask/alpha/AlphaMask';
import { ColorMask } from 'pixi-lib/rendering/mask/color/ColorMask';
import { StencilMask } from 'pixi-lib/rendering/mask/stencil/StencilMask';
import { BufferImageSource } from 'pixi-lib/rendering/renderers/shared/texture/sources/BufferImageSource';
import { CanvasSource } from 'pixi-lib/rendering/renderers/shared/texture/sources/CanvasSource';
import { ImageSource } from 'pixi-lib/rendering/renderers/shared/texture/sources/ImageSource';
import 'pixi-lib/rendering/renderers/shared/texture/utils/textureFrom';
import 'pixi-lib/rendering/mask/MaskEffectManager';
// The systems every renderer has, in the first file: each renderer's file would otherwise fetch them apart.
import 'pixi-lib/rendering/renderers/shared/system/SharedSystems';
import 'pixi-lib/rendering/renderers/shared/renderTarget/RenderTargetSystem';

extensions.add(AlphaMask, ColorMask, StencilMask, ImageSource, CanvasSource, BufferImageSource);
