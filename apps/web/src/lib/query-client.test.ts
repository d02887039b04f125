import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([
    [0, new ApiError(401, 'UNAUTHENTICATED', 'x'), false],
    [0, new ApiError(403, 'FORBIDDEN', 'x'), false],
    [0, new ApiError(400, 'VALIDATION_FAILED', 'x'), false],
    [0, new ApiError(0, 'TIMEOUT', 'x'), false],
    [0, new ApiError(0, 'NETWORK_ERROR', 'x'), true],
    [0, new ApiError(503, null, 'x'), true],
    [1, new ApiError(500, 'INTERNAL', 'x'), true],
    [2, new ApiError(500, 'INTERNAL', 'x'), false],
    [0, new Error('bug'), false],
  ])('after %i failures, %o -> %s', (failures, error, expected) => {
    expect(shouldRetry(failures, error)).toBe(expected);
  });
});
