import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app.js';
import { GENERATION_REQUEST } from '../../../../test/fixtures/introductions.fixtures.js';
import { adminLogin, devLogin, graphql, json, type SignedInUser } from '../../../../test/http.js';

describe('a text shared by link', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const generate = async (person: SignedInUser) => {
    const created = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, person.headers);
    expect(created.status).toBe(201);
    return created.body.introduction as { id: number; introductions: Record<string, string> };
  };
  /** The page as a signed-out browser or a link preview gets it. */
  const visit = async (path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`);
    return { status: response.status, html: await response.text(), robots: response.headers.get('x-robots-tag') };
  };

  it("shows the text and the name alone to anyone with the link, with a preview's title and description, never indexed", async () => {
    const ada = await devLogin(app, 'share-ada@example.com');
    const introduction = await generate(ada);
    const shared = await json(app, 'POST', `/api/introductions/${introduction.id}/shares`, { purpose: 'pitch' }, ada.headers);
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ purpose: 'pitch', current: true, text: introduction.introductions.pitch });
    expect(shared.body.path).toMatch(/^\/s\/[A-Za-z0-9_-]{22}$/);

    const page = await visit(shared.body.path);
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex, nofollow');
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.html).toContain(`<meta property="og:title" content="${GENERATION_REQUEST.fullName}: Event Pitch">`);
    expect(page.html).toMatch(/<meta property="og:description" content="[^"]{40,}">/);
    expect(page.html).toContain(introduction.introductions.pitch!.split('\n')[0]!.slice(0, 60));
    // Nothing else of theirs: no other text, no answer as typed, no e-mail.
    expect(page.html).not.toContain(introduction.introductions.linkedin!.slice(0, 60));
    expect(page.html).not.toContain(GENERATION_REQUEST.audience);
    expect(page.html).not.toContain('share-ada@example.com');

    // Shared again, the same link.
    const again = await json(app, 'POST', `/api/introductions/${introduction.id}/shares`, { purpose: 'pitch' }, ada.headers);
    expect(again.status).toBe(200);
    expect(again.body.path).toBe(shared.body.path);
  });

  it('changes what the link shows only when told to, and answers 404 at once when sharing stops', async () => {
    const grace = await devLogin(app, 'share-grace@example.com');
    const { id } = await generate(grace);
    const { body } = await json(app, 'POST', `/api/introductions/${id}/shares`, { purpose: 'linkedin' }, grace.headers);
    const first = body.text as string;

    const edited = 'I build <analytical> engines & teach "others" to.';
    await json(app, 'POST', `/api/introductions/${id}/versions`, { purpose: 'linkedin', text: edited }, grace.headers);
    expect((await visit(body.path)).html).toContain(first.slice(0, 60));
    const listed = await json(app, 'GET', `/api/introductions/${id}/shares`, undefined, grace.headers);
    expect(listed.body).toEqual([expect.objectContaining({ purpose: 'linkedin', current: false, text: first })]);

    const updated = await json(app, 'PUT', `/api/introductions/${id}/shares/linkedin`, undefined, grace.headers);
    expect(updated.body).toMatchObject({ current: true, text: edited, path: body.path });
    const page = await visit(body.path);
    expect(page.html).toContain('I build &lt;analytical&gt; engines &amp; teach &quot;others&quot; to.');
    expect(page.html).not.toContain('<analytical>');

    expect((await json(app, 'DELETE', `/api/introductions/${id}/shares/linkedin`, undefined, grace.headers)).status).toBe(200);
    expect((await visit(body.path)).status).toBe(404);
    expect((await json(app, 'GET', `/api/introductions/${id}/shares`, undefined, grace.headers)).body).toEqual([]);
    expect((await json(app, 'DELETE', `/api/introductions/${id}/shares/linkedin`, undefined, grace.headers)).status).toBe(404);
  });

  it("lets nobody else share, update or stop a person's text, and ends the link with the introduction", async () => {
    const owner = await devLogin(app, 'share-owner@example.com');
    const other = await devLogin(app, 'share-other@example.com');
    const { id } = await generate(owner);
    const { body } = await json(app, 'POST', `/api/introductions/${id}/shares`, { purpose: 'headline' }, owner.headers);
    expect((await json(app, 'POST', `/api/introductions/${id}/shares`, { purpose: 'job' }, other.headers)).status).toBe(403);
    expect((await json(app, 'DELETE', `/api/introductions/${id}/shares/headline`, undefined, other.headers)).status).toBe(403);
    expect((await json(app, 'POST', `/api/introductions/${id}/shares`, { purpose: 'job' })).status).toBe(401);
    expect((await json(app, 'POST', `/api/introductions/${id}/shares`, { purpose: 'poem' }, owner.headers)).status).toBe(400);
    expect((await visit(body.path)).status).toBe(200);

    await json(app, 'DELETE', `/api/introductions/${id}`, undefined, owner.headers);
    expect((await visit(body.path)).status).toBe(404);
    expect((await visit('/s/not-a-token')).status).toBe(404);
  });

  it('shares, lists and stops over GraphQL too, and the admin sees how many texts are shared', async () => {
    const admin = await adminLogin(app);
    const count = async () =>
      (await graphql(app, '{ adminStats { sharedTexts } }', {}, admin.headers)).body.data.adminStats.sharedTexts as number;
    const before = await count();
    const lin = await devLogin(app, 'share-graphql@example.com');
    const { id } = await generate(lin);
    const input = { introductionId: id, purpose: 'business' };
    const shared = await graphql(
      app,
      'mutation($input: SharedTextInput!) { shareText(input: $input) { purpose path current } }',
      { input },
      lin.headers,
    );
    expect(shared.body.data.shareText).toMatchObject({ purpose: 'business', current: true });
    const listed = await graphql(app, 'query($id: Int!) { introduction(id: $id) { sharedTexts { path } } }', { id }, lin.headers);
    expect(listed.body.data.introduction.sharedTexts).toEqual([{ path: shared.body.data.shareText.path }]);
    expect(await count()).toBe(before + 1);

    const stopped = await graphql(app, 'mutation($input: SharedTextInput!) { stopSharingText(input: $input) }', { input }, lin.headers);
    expect(stopped.body.data.stopSharingText).toBe(true);
    expect(await count()).toBe(before);
    expect((await visit(shared.body.data.shareText.path)).status).toBe(404);
  });
});
