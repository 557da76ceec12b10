export const STATS = {
  totalUsers: 12,
  totalIntroductions: 30,
  tailoredIntroductions: 12,
  sharedTexts: 5,
  freeCreditsUsed: 21,
  premiumUsers: 5,
  subscribedUsers: 2,
  // One subscriber was also granted premium, the other was not: premium and not subscribed are 4.
  premiumOnlyUsers: 4,
  introductionTypes: [
    { purpose: 'linkedin', count: 18 },
    { purpose: 'job', count: 12 },
  ],
  recentIntroductions: [
    { id: 30, userId: 'abcdef123456-user', username: 'ada@example.com', purpose: 'job', createdAt: '2024-01-05T10:00:00.000Z' },
  ],
};

function adminUser(overrides: Record<string, unknown> = {}) {
  return {
    id: '9f8e7d6c5b4a-0001',
    username: 'grace@example.com',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    remainingCredits: 3,
    isPremium: false,
    isSubscribed: false,
    subscriptionStatus: null,
    creditsReversed: 0,
    createdAt: '2024-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export const INTRODUCTIONS = {
  total: 2,
  introsByDay: [
    { day: '2024-01-04', count: 1 },
    { day: '2024-01-05', count: 1 },
  ],
  ratings: [
    { purpose: 'job', writer: 'offline', average: 4.5, count: 2 },
    { purpose: 'pitch', writer: 'person', average: 3, count: 1 },
  ],
  items: [
    { id: 2, userId: 'user-2-id', username: 'grace@example.com', purpose: 'linkedin', createdAt: '2024-01-05T10:00:00.000Z' },
    { id: 1, userId: 'user-3-id', username: null, purpose: 'pitch', createdAt: '2024-01-04T10:00:00.000Z' },
  ],
};

export const USERS = {
  total: 2,
  items: [
    adminUser(),
    adminUser({
      id: 'premium-user-0002',
      username: 'ada',
      email: 'ada@example.com',
      firstName: null,
      lastName: null,
      remainingCredits: -1,
      isPremium: true,
      isSubscribed: true,
      subscriptionStatus: 'active',
      creditsReversed: 5,
    }),
  ],
};
