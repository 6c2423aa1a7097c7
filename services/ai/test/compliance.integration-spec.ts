/**
 * The compliance check of the AI's playbook copy before it is shown (docs/compliance.md): a user's own
 * OpenAI-compatible endpoint (the local fake provider, AI_ALLOW_PRIVATE_URLS=true) answers messaging and
 * campaign ideas that promise returns; for a financial adviser's profile the answer carries the findings
 * in its optional `compliance` field, for an unregulated trade it carries none, and the copy is unchanged.
 */
import { AI, generateMessagingResponseSchema, suggestCampaignsResponseSchema } from '@icp-studio/contracts';
import { startFakeOpenAi, type FakeProviderServer } from './support/fake-providers.js';
import { captureOutput, randomActor, startAiStack, useOwnPrefixes, type AiStack } from './support/stack.js';

const prefixes = useOwnPrefixes();
const env = { AI_ALLOW_PRIVATE_URLS: 'true', AI_TIMEOUT_MS: '2000', AI_RATE_LIMIT_PER_MINUTE: '20' };

const adviser = {
  name: 'Retiring physicians',
  type: 'b2c',
  profession: 'financial-advisors',
  occupation: 'Physician',
  painPoints: ['Unsure when they can retire'],
};

const messaging = {
  valueProposition: 'A written retirement plan, reviewed with you every year.',
  keyMessages: ['Plan your exit from clinical work', 'Guaranteed 12% returns on your savings'],
  messagingPillars: ['Clarity', 'Risk-free income for life'],
};
const campaigns = {
  suggestions: [
    { name: 'Retirement clinic', objective: 'Book 20 plan reviews', timeline: 'Month 1', channel: 'Email' },
    { name: 'Double your money webinar', objective: 'Fill 100 seats', timeline: 'Month 2' },
  ],
};

describe('AI answers checked for compliance before they are shown', () => {
  let s: AiStack;
  let fake: FakeProviderServer;
  let out: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    out = captureOutput();
    fake = await startFakeOpenAi();
    s = await startAiStack(prefixes, { env });
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
    out?.restore();
  });

  const useCustom = async () => {
    const actor = randomActor();
    await s.call(
      AI.putSettings,
      {
        provider: 'custom',
        model: 'llama3.1:8b',
        customApiUrl: fake.baseUrl,
        customApiKey: 'sk-compliance-test',
        useReplitAI: false,
      },
      actor,
    );
    return actor;
  };

  it("marks the promises in a financial adviser's messaging, with the rule and a rewording", async () => {
    const me = await useCustom();
    fake.enqueue({ content: JSON.stringify(messaging) });
    const answer = generateMessagingResponseSchema.parse(
      await s.call(AI.generateMessaging, { icpData: adviser }, me),
    );
    // The copy is shown as the AI wrote it; the findings say what to change.
    expect(answer.keyMessages).toEqual(messaging.keyMessages);
    expect(answer.suggestions).toEqual(messaging);
    expect(answer.compliance?.map((f) => [f.path, f.ruleId, f.phrase, f.start])).toEqual([
      ['keyMessages.1', 'sec-returns', 'Guaranteed 12% returns', 0],
      ['messagingPillars.1', 'sec-no-risk', 'Risk-free', 0],
    ]);
    expect(answer.compliance?.[0]).toMatchObject({
      regime: 'investment',
      title: 'A promise of investment returns',
      source: expect.stringContaining('SEC Marketing Rule') as unknown,
      replacement: 'a plan built to pursue your goals; returns are not guaranteed',
    });
  });

  it('marks the campaign ideas too', async () => {
    const me = await useCustom();
    fake.enqueue({ content: JSON.stringify(campaigns) });
    const answer = suggestCampaignsResponseSchema.parse(
      await s.call(AI.suggestCampaigns, { icpData: adviser, channels: ['Email'] }, me),
    );
    expect(answer.suggestions.map((c) => c.name)).toEqual(['Retirement clinic', 'Double your money webinar']);
    expect(answer.compliance?.map((f) => [f.path, f.ruleId, f.phrase])).toEqual([
      ['1.name', 'sec-returns', 'Double your money'],
    ]);
  });

  it('adds nothing for a trade without advertising rules, or a clean answer', async () => {
    const me = await useCustom();
    fake.enqueue({ content: JSON.stringify(messaging) });
    const unregulated = await s.call(
      AI.generateMessaging,
      { icpData: { ...adviser, profession: 'marketing-agencies' } },
      me,
    );
    expect(unregulated).not.toHaveProperty('compliance');
    fake.enqueue({
      content: JSON.stringify({
        ...messaging,
        keyMessages: ['Plan your exit'],
        messagingPillars: ['Clarity'],
      }),
    });
    expect(await s.call(AI.generateMessaging, { icpData: adviser }, me)).not.toHaveProperty('compliance');
  });

  it('checks the offline engine’s answers the same way', async () => {
    const answer = generateMessagingResponseSchema.parse(
      await s.call(AI.generateMessaging, { icpData: adviser }, randomActor()),
    );
    // The built-in engine writes no promises for an adviser: nothing to flag.
    expect(answer.compliance ?? []).toEqual([]);
  });
});
