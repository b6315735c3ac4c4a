/** Thrown for input the core cannot work with. The message says what is wrong and where. */
export class GeometryError extends Error {
  readonly code: GeometryErrorCode;
  /** Index of the offending input point, when one is to blame. */
  readonly index: number | undefined;

  constructor(code: GeometryErrorCode, message: string, index?: number) {
    super(message);
    this.name = 'GeometryError';
    this.code = code;
    this.index = index;
  }
}

export type GeometryErrorCode =
  | 'non-finite'
  | 'too-few-points'
  | 'collinear'
  | 'zero-area'
  | 'not-convex'
  | 'self-intersecting'
  | 'bad-parameter';
