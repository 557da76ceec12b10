import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { credits, viewer } from '@/test/fixtures';
import { fill, fillStepOne } from './journey.fixtures';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function reachStepThree() {
  const app = renderApp({ route: '/form', resolvers: { Query: { me: () => viewer(), credits: () => credits(3, false) } } });
  await fillStepOne(app.user);
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await fill(app.user, /Role or expertise/, 'Analyst');
  await fill(app.user, /Target audience/, 'Engineers');
  await fill(app.user, /Situational context/, 'A panel interview');
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  return app;
}

const cvFile = (name = 'cv.pdf', size = 100) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const uploadInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('Upload your CV', () => {
  it('puts the text the server read into the CV box, says where it came from, and undoes it back to what was typed', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ text: 'Analyst, Babbage & Co\n2019 to now', cut: false }));
    const { user } = await reachStepThree();
    await fill(user, /Resume \/ CV text/, 'My old notes');
    await user.upload(uploadInput(), cvFile('Ada CV.pdf'));

    expect(await screen.findByRole('status')).toHaveTextContent('Read from Ada CV.pdf: check the text below');
    expect(screen.getByLabelText(/Resume \/ CV text/)).toHaveValue('Analyst, Babbage & Co\n2019 to now');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/cv/read');
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(new Headers(init!.headers).get('x-requested-with')).toBe('fetch');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText(/Resume \/ CV text/)).toHaveValue('My old notes');
  });

  it("shows the server's reason for a file it cannot read, and leaves the CV box as it was", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'This PDF has no text in it, only images: paste the text instead.', fieldErrors: {} }, 400),
    );
    const { user } = await reachStepThree();
    await user.upload(uploadInput(), cvFile('scan.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF has no text in it, only images: paste the text instead.');
    expect(screen.getByLabelText(/Resume \/ CV text/)).toHaveValue('');
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { user } = await reachStepThree();
    await user.upload(uploadInput(), cvFile('huge.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is over 5 MB.');
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/cv/read')).toHaveLength(0);
  });
});
