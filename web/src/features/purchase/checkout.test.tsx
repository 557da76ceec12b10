import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { apiError, credits, viewer } from '@/test/fixtures';
import { PACKAGES, PAYMENT_INTENT } from './purchase-fixtures';

type User = ReturnType<typeof renderApp>['user'];

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface CheckoutOptions {
  route?: string;
  confirm?: () => unknown;
  fakeTimers?: boolean;
}

function renderCheckout({ route = '/credits', confirm, fakeTimers }: CheckoutOptions = {}) {
  sessionStorage.setItem('auth-token', 'session-token');
  const confirmPurchase = vi.fn(confirm ?? (() => ({ success: true, creditsAdded: 5 })));
  const app = renderApp({
    route,
    advanceTimers: fakeTimers ? vi.advanceTimersByTime : undefined,
    resolvers: {
      Query: { me: () => viewer(), credits: () => credits(2), creditPackages: () => PACKAGES },
      Mutation: { createPaymentIntent: () => PAYMENT_INTENT, confirmPurchase },
    },
  });
  return { ...app, confirmPurchase };
}

/** From the credits page, as a person would get there. */
async function buyBasic(user: User) {
  const basic = within(await screen.findByRole('article', { name: 'Basic Package' }));
  await user.click(basic.getByRole('button', { name: 'Buy Now' }));
  await screen.findByRole('heading', { name: 'Checkout' });
}

async function payWith(user: User, cardNumber: string) {
  await user.type(await screen.findByLabelText(/Card number/), cardNumber);
  await user.click(screen.getByRole('button', { name: 'Pay £9.99' }));
}

describe('checkout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs a signed-in session with its token', async () => {
    renderApp({ route: '/checkout?session_id=pi_1_secret_abc&package=basic' });
    expect(await screen.findByText('Authentication required. Please log in again to complete your purchase.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Credits' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: 'Back to Credits' })).toHaveAttribute('href', '/credits');
  });

  it('needs a payment session', async () => {
    renderCheckout({ route: '/checkout?package=basic' });
    expect(await screen.findByText('Invalid payment session. Please try again.')).toBeInTheDocument();
  });

  it('needs the user id', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('article', { name: 'Basic Package' });
    sessionStorage.removeItem('user-id');
    sessionStorage.removeItem('userId');
    await buyBasic(user);
    expect(
      await screen.findByText('Authentication error. User ID not found. Please log in again to complete your purchase.'),
    ).toBeInTheDocument();
  });

  it('shows the package and the test card form', async () => {
    const { user } = renderCheckout();
    await buyBasic(user);
    const summary = within(await screen.findByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('Basic Package')).toBeInTheDocument();
    expect(summary.getByText('5')).toBeInTheDocument();
    expect(summary.getByText('£9.99')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(/4242 4242 4242 4242.*4000 0000 0000 0002/);
  });

  it('pays, waits a second, confirms the purchase, then returns to credits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paidAt = 0;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      paidAt = Date.now();
      return jsonResponse({ paymentIntentId: 'pi_1', status: 'succeeded' });
    });
    let confirmedAt = 0;
    const { user, router, confirmPurchase } = renderCheckout({
      fakeTimers: true,
      confirm: () => {
        confirmedAt = Date.now();
        return { success: true, creditsAdded: 5 };
      },
    });
    await buyBasic(user);

    await payWith(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/payments/test-mode/confirm',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ clientSecret: 'pi_1_secret_abc', cardNumber: '4242 4242 4242 4242' }),
      }),
    );

    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Added 5 credits to your account.')).toBeInTheDocument();
    expect(confirmPurchase).toHaveBeenCalledTimes(1);
    expect(confirmPurchase.mock.calls[0]?.[1 as never]).toEqual({ paymentIntentId: 'pi_1' });
    expect(confirmedAt - paidAt).toBeGreaterThanOrEqual(1000);
    expect(sessionStorage.getItem('pending-payment')).toBeNull();

    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
  });

  it('shows the decline and confirms nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Your card was declined.' }, 402));
    const { user, confirmPurchase } = renderCheckout();
    await buyBasic(user);

    await payWith(user, '4000 0000 0000 0002');

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £9.99' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(confirmPurchase).not.toHaveBeenCalled();
  });

  it("reports a failure that is not the card provider's answer as unexpected", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, confirmPurchase } = renderCheckout();
    await buyBasic(user);

    await payWith(user, '4242424242424242');

    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(confirmPurchase).not.toHaveBeenCalled();
  });

  it('tells the person when the payment went through but confirmation failed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ paymentIntentId: 'pi_1', status: 'succeeded' }));
    const { user } = renderCheckout({
      confirm: () => {
        throw apiError('PAYMENT_FAILED', 'Payment not completed');
      },
    });
    await buyBasic(user);

    await payWith(user, '4242424242424242');

    expect(
      await screen.findByText('Payment processed but confirmation failed: Payment not completed. Your account will be credited shortly.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('tells the person when no credits were allocated', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ paymentIntentId: 'pi_1', status: 'succeeded' }));
    const { user } = renderCheckout({ confirm: () => ({ success: false, creditsAdded: 0 }) });
    await buyBasic(user);

    await payWith(user, '4242424242424242');

    expect(await screen.findByText('Payment processed but credits allocation failed. Please contact support.')).toBeInTheDocument();
  });
});
