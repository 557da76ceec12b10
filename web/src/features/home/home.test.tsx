import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('home page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('changes slide every 5 seconds', async () => {
    renderApp({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText('How would you introduce yourself?')).toBeInTheDocument();
    // The whole page has arrived, the sections below the hero included, before the clock moves.
    await screen.findByRole('link', { name: 'Start Free' });

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Tell us about your experience...')).toBeInTheDocument();
    expect(screen.queryByText('How would you introduce yourself?')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('What do you do for work?')).toBeInTheDocument();
  });

  it('moves to the slide a dot names, and each slide has its image text', async () => {
    const { user } = renderApp({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Go to slide 4' }));

    expect(screen.getByText('Walk me through your background...')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A winding path with milestones leading to a flag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('How would you introduce yourself?')).toBeInTheDocument();
  });

  it('can pause and resume the slideshow', async () => {
    const { user } = renderApp({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByText('How would you introduce yourself?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Tell us about your experience...')).toBeInTheDocument();
  });

  it('sends each call to action to its page', async () => {
    const { user } = renderApp({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { name: 'Your first words, ready for every room.' });

    // The sections below the hero are a chunk of their own, drawn once it has arrived.
    expect(await screen.findByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/form');
    for (const link of screen.getAllByRole('link', { name: 'Generate My Intro' })) {
      expect(link).toHaveAttribute('href', '/form');
    }
    for (const name of ['Get Standard Package', 'Buy Credits', 'View Pricing']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/credits');
    }

    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.getElementById('features')).toBeInTheDocument();
  });

  it('shows the three pricing cards', async () => {
    renderApp({ advanceTimers: vi.advanceTimersByTime });
    for (const [plan, price] of [
      ['Free Trial', '£0'],
      ['Standard Package', '£29.99'],
      ['Basic Package', '£9.99'],
    ]) {
      expect(await screen.findByRole('heading', { name: plan })).toBeInTheDocument();
      expect(screen.getByText(price!)).toBeInTheDocument();
    }
    expect(screen.getByText('50 credits')).toBeInTheDocument();
    expect(screen.getByText('5 credits')).toBeInTheDocument();
  });
});
