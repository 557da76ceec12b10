import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { apiError, credits, viewer } from '@/test/fixtures';
import { PACKAGES, PAYMENT_INTENT } from './purchase-fixtures';

function renderCredits(options: { route?: string; packages?: unknown[]; createIntent?: () => unknown } = {}) {
  const createIntent = vi.fn(options.createIntent ?? (() => PAYMENT_INTENT));
  const app = renderApp({
    route: options.route ?? '/credits',
    resolvers: {
      Query: { me: () => viewer(), credits: () => credits(2), creditPackages: () => options.packages ?? PACKAGES },
      Mutation: { createPaymentIntent: createIntent },
    },
  });
  return { ...app, createIntent };
}

async function packageCard(name: string) {
  return within(await screen.findByRole('article', { name }));
}

describe('credits page', () => {
  it('shows the current credits and the packages in pounds, Best Value on premium', async () => {
    renderCredits();
    expect(await screen.findByRole('heading', { name: 'Manage Your Credits' })).toBeInTheDocument();
    expect(await screen.findByText('2')).toBeInTheDocument();

    expect((await packageCard('Basic Package')).getByText('£9.99')).toBeInTheDocument();
    expect((await packageCard('Standard Package')).getByText('£29.99')).toBeInTheDocument();
    const premium = await packageCard('Premium Package');
    expect(premium.getByText('£59.99')).toBeInTheDocument();
    expect(premium.getByText('Best Value')).toBeInTheDocument();
    expect(screen.getAllByText('Best Value')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'How credits work' })).toBeInTheDocument();
  });

  it('hides subscription packages', async () => {
    renderCredits();
    await screen.findByRole('article', { name: 'Basic Package' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('article', { name: 'Monthly Package' })).not.toBeInTheDocument();
  });

  it('says so when no package is for sale', async () => {
    renderCredits({ packages: PACKAGES.filter((pkg) => pkg.isSubscription) });
    expect(await screen.findByText('No credit packages are currently available. Please check back later.')).toBeInTheDocument();
  });

  it('asks signed-out visitors to sign in', async () => {
    renderApp({ route: '/credits', resolvers: { Query: { creditPackages: () => PACKAGES } } });
    const prompt = within(await screen.findByRole('region', { name: 'Please Sign In' }));
    expect(prompt.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?redirect=credits');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows "Processing..." while the payment is created, then opens the checkout', async () => {
    let answer: (intent: typeof PAYMENT_INTENT) => void = () => undefined;
    const { user, router, createIntent } = renderCredits({ createIntent: () => new Promise((resolve) => (answer = resolve)) });

    await user.click((await packageCard('Basic Package')).getByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect((await packageCard('Premium Package')).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(createIntent.mock.calls[0]?.[1 as never]).toEqual({ packageId: 'package_basic' });

    answer(PAYMENT_INTENT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?session_id=pi_1_secret_abc&package=basic');
  });

  it('reports a refused payment and resets the selection', async () => {
    const { user } = renderCredits({
      createIntent: () => {
        throw apiError('BAD_USER_INPUT', 'Unknown package');
      },
    });
    await user.click((await packageCard('Standard Package')).getByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to initiate payment: Unknown package')).toBeInTheDocument();
    expect((await packageCard('Standard Package')).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('confirms a cancelled payment, then removes the query string', async () => {
    const { router } = renderCredits({ route: '/credits?payment_status=cancel' });
    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your payment was cancelled. No credits have been added to your account.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/credits');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('confirms a successful payment, then removes the query string', async () => {
    const { router } = renderCredits({ route: '/credits?payment_status=success' });
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
