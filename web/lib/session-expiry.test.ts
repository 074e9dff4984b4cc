/** A signed-out 401 on a protected page: one toast, the user forgotten, sign-in after 500 ms. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { QueryClient } from '@tanstack/react-query';
import type { User } from '#api/contract/auth.ts';
import { isSignedOutError, markSessionEndedHere, setSessionUser } from './auth.ts';
import { createSessionExpiryHandler, wasHandledAsSessionEnd } from './session-expiry.ts';

const signedOut = () =>
  new ApiError(401, 'Unauthorized', '{"error":"unauthorized","message":"Not signed in"}');

describe('isSignedOutError', () => {
  it('is a 401 with code unauthorized, or a 401 without a JSON body', () => {
    expect(isSignedOutError(signedOut())).toBe(true);
    expect(isSignedOutError(new ApiError(401, 'Unauthorized', ''))).toBe(true);
  });

  it('is not wrong credentials, another status, or a network failure', () => {
    expect(isSignedOutError(new ApiError(401, '', '{"error":"invalid_credentials","message":"x"}'))).toBe(
      false,
    );
    expect(isSignedOutError(new ApiError(403, '', '{"error":"forbidden","message":"x"}'))).toBe(false);
    expect(isSignedOutError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('createSessionExpiryHandler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(protectedPage = true) {
    const deps = {
      isProtectedPage: vi.fn(() => protectedPage),
      onSessionEnd: vi.fn(),
      redirectToSignIn: vi.fn(),
    };
    return { deps, handle: createSessionExpiryHandler(deps) };
  }

  it('toasts at once and redirects after 500 ms, once for several failures', () => {
    const { deps, handle } = setup();
    const first = signedOut();
    handle(first);
    handle(signedOut());
    expect(deps.onSessionEnd).toHaveBeenCalledOnce();
    expect(deps.onSessionEnd).toHaveBeenCalledWith('auth.sessionEnded');
    expect(wasHandledAsSessionEnd(first)).toBe(true);
    vi.advanceTimersByTime(499);
    expect(deps.redirectToSignIn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.redirectToSignIn).toHaveBeenCalledOnce();
  });

  it('uses the screen’s own message from meta', () => {
    const { deps, handle } = setup();
    handle(signedOut(), { unauthorizedMessage: 'profile.loginToUpdate' });
    expect(deps.onSessionEnd).toHaveBeenCalledWith('profile.loginToUpdate');
  });

  it('keeps quiet after the session was ended here, until a user is set again', () => {
    const { deps, handle } = setup();
    const queryClient = new QueryClient();
    markSessionEndedHere();
    const late = signedOut();
    handle(late);
    vi.runAllTimers();
    expect(deps.onSessionEnd).not.toHaveBeenCalled();
    expect(deps.redirectToSignIn).not.toHaveBeenCalled();
    // Taken all the same: the screen that made the call does not toast it either.
    expect(wasHandledAsSessionEnd(late)).toBe(true);

    setSessionUser(queryClient, { id: 1 } as User);
    handle(signedOut());
    expect(deps.onSessionEnd).toHaveBeenCalledOnce();
  });

  it('ignores pages open to everyone and errors that are not a signed-out 401', () => {
    const open = setup(false);
    const error = signedOut();
    open.handle(error);
    expect(open.deps.onSessionEnd).not.toHaveBeenCalled();
    expect(wasHandledAsSessionEnd(error)).toBe(false);

    const guarded = setup();
    guarded.handle(new ApiError(401, '', '{"error":"invalid_credentials","message":"x"}'));
    guarded.handle(new ApiError(500, 'Server Error', ''));
    vi.runAllTimers();
    expect(guarded.deps.onSessionEnd).not.toHaveBeenCalled();
    expect(guarded.deps.redirectToSignIn).not.toHaveBeenCalled();
  });
});
