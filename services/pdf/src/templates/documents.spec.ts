import { renderIcpDocument } from './icp.js';
import { approvalLine, renderPlaybookDocument } from './playbook.js';
import { DOCUMENT_CSP, titleSize } from './layout.js';
import {
  emptyIcp,
  emptyPlaybook,
  goodScore,
  hostileIcpFields,
  internationalIcp,
  longIcp,
  stringChannelsPlaybook,
  structuredPlaybook,
  textPlaybook,
} from '../../test/fixtures.js';
import { complianceRegimeOf, type Icp, type Playbook } from '@icp-studio/contracts';

const ctx = { generatedAt: new Date('2026-11-21T06:33:00Z') };
/** Elements our templates never make: any of them in a document came from user data. */
const FOREIGN =
  /<(script|iframe|img|link|object|embed|video|base|meta http-equiv="refresh"|form|template|a |font)/i;

describe('the profile document', () => {
  it('holds the cover, the score chart and every section with data', () => {
    const doc = renderIcpDocument(longIcp, goodScore, ctx);
    expect(doc.name).toBe(longIcp.name);
    for (const s of [
      'B2B Ideal Client Profile',
      'Completed',
      'Dr. Anna Müller',
      '21 November 2026',
      'Quality Score',
      'Excellent',
      'Firmographics',
      'Geography',
      'Psychographics',
      'Pain Points',
      'Needs &amp; Goals',
      'Preferred Channels',
      'Behavioral Traits',
      'Buyer Journey',
      'AI-Generated Persona Narrative',
    ])
      expect(doc.html).toContain(s);
    expect(doc.html).toMatch(/<svg[^>]*class="bar-chart"/);
    expect(doc.html).not.toContain('Demographics</h2>');
    // 24 in Pain Points, and the first PERSONA_LIST_MAX (4) on the persona card.
    expect(doc.html.match(/<li>Pain point/g)).toHaveLength(28);
  });

  it('opens with the persona card: initials, quote, lists, journey and score, before the sections', () => {
    const doc = renderIcpDocument(longIcp, goodScore, ctx);
    const card = doc.html.indexOf('class="persona keep"');
    expect(card).toBeGreaterThan(doc.html.indexOf('class="cover"'));
    expect(card).toBeLessThan(doc.html.indexOf('Quality Score'));
    for (const s of ['Goals', 'Pains', 'Objections', 'Channels', 'Buyer journey', 'My biggest headache:'])
      expect(doc.html).toContain(s);
    expect(doc.html).toContain(`>${goodScore.overallScore}<small>/100</small>`);
  });

  it('says what the persona card is missing rather than inventing it', () => {
    const doc = renderIcpDocument(emptyIcp, null, ctx);
    expect(doc.html).toContain('Add pain points or goals to hear this client’s voice.');
    expect(doc.html).toContain('None noted in the buyer journey yet.');
    expect(doc.html).toContain('Not mapped yet');
  });

  it('shows Demographics for b2c and says when there is no score yet', () => {
    const doc = renderIcpDocument(internationalIcp, null, ctx);
    expect(doc.html).toContain('B2C Ideal Client Profile');
    expect(doc.html).toContain('Demographics</h2>');
    expect(doc.html).toContain('Not analysed yet');
    expect(doc.html).toContain('Zoë Ærøskøbing');
  });

  it("numbers the score's suggestions as to-dos, and prints them only while they speak of the profile as it is", () => {
    const tipsOf = (html: string) => /<h3>How to improve it<\/h3>\s*<ol class="numbered indigo">/.test(html);
    const fresh = renderIcpDocument(longIcp, { ...goodScore, state: 'current' }, ctx).html;
    expect(tipsOf(fresh)).toBe(true);
    expect(fresh).toContain('Name at least three preferred channels');
    expect(fresh).not.toMatch(/class="ticks"[^]*Name at least three preferred channels/);

    for (const state of ['updating', 'stale'] as const) {
      const behind = renderIcpDocument(longIcp, { ...goodScore, state }, ctx).html;
      expect(tipsOf(behind)).toBe(false);
      expect(behind).not.toContain('Name at least three preferred channels');
      expect(behind).toContain('This profile changed after it was scored on');
    }

    const ai = {
      ...goodScore,
      aiStatus: 'done' as const,
      aiSuggestions: ['Run a webinar for practice owners'],
    };
    const withAi = { ...ai, suggestions: [...goodScore.suggestions, 'Run a webinar for practice owners'] };
    const current = renderIcpDocument(longIcp, { ...withAi, aiOutdated: false }, ctx).html;
    // printed once, after the rubric's
    expect(current.split('Run a webinar for practice owners')).toHaveLength(2);
    const outdated = renderIcpDocument(longIcp, { ...withAi, aiOutdated: true }, ctx).html;
    expect(outdated).not.toContain('Run a webinar for practice owners');
    expect(outdated).toContain('The AI suggestions were written for an earlier version of this profile');
  });

  it('prints the Not a fit (anti-ICP) section when the profile names disqualifiers, after Geography', () => {
    const doc = renderIcpDocument(
      { ...longIcp, disqualifiers: ['fewer than 5 employees', 'wants <one-off> filings only'] },
      goodScore,
      ctx,
    );
    expect(doc.html).toContain('Not a fit (anti-ICP)');
    expect(doc.html).toContain('<li>fewer than 5 employees</li>');
    expect(doc.html).toContain('<li>wants &lt;one-off&gt; filings only</li>');
    expect(doc.html.indexOf('Not a fit (anti-ICP)')).toBeGreaterThan(doc.html.indexOf('>Geography<'));
    expect(renderIcpDocument(longIcp, goodScore, ctx).html).not.toContain('Not a fit');
    expect(renderIcpDocument({ ...longIcp, disqualifiers: [] }, goodScore, ctx).html).not.toContain(
      'Not a fit',
    );
  });

  it('leaves out the sections without data', () => {
    const doc = renderIcpDocument(emptyIcp, null, ctx);
    for (const s of ['Geography', 'Pain Points', 'Buyer Journey', 'Persona Narrative', 'Preferred Channels'])
      expect(doc.html).not.toContain(s);
    expect(doc.html).toContain('Not specified yet.');
  });

  it('escapes every field: hostile markup becomes text and no foreign element appears', () => {
    const hostile = { ...longIcp, ...hostileIcpFields('http://127.0.0.1:9') } as Icp;
    hostile.personaNarrative = '<script>alert(1)</script>';
    hostile.clientName = '<img src=x>';
    const doc = renderIcpDocument(
      hostile,
      { ...goodScore, suggestions: ['<iframe src=file:///etc/passwd>'] },
      ctx,
    );
    expect(doc.html).not.toMatch(FOREIGN);
    expect(doc.footer).not.toMatch(FOREIGN);
    expect(doc.html).toContain('&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;');
    expect(doc.html).toContain('&lt;iframe src=file:///etc/passwd&gt;');
    expect(doc.footer).toContain('&lt;script&gt;');
  });

  it('forbids every load in its own Content-Security-Policy and puts page numbers in the footer', () => {
    const doc = renderIcpDocument(longIcp, goodScore, ctx);
    expect(doc.html).toContain(`content="${DOCUMENT_CSP.replace(/'/g, '&#39;')}"`);
    expect(DOCUMENT_CSP).toContain("default-src 'none'");
    expect(doc.footer).toMatch(/<span class="pageNumber"><\/span\s*>/);
    expect(doc.footer).toMatch(/<span class="totalPages"><\/span\s*>/);
  });
});

describe('the cover', () => {
  it('sets long names smaller, counting characters rather than bytes', () => {
    expect(titleSize('Dental clinics')).toBe('');
    expect(titleSize('中'.repeat(70))).toBe('');
    expect(titleSize('x'.repeat(71))).toBe('long');
    expect(titleSize('x'.repeat(141))).toBe('very-long');
    expect(renderIcpDocument({ ...emptyIcp, name: 'x'.repeat(150) }, null, ctx).html).toContain(
      'class="title very-long"',
    );
  });
});

describe('the playbook document', () => {
  it('says "Marketing Playbook" once in its title, footer and closing line', () => {
    const named = (name: string) => renderPlaybookDocument({ ...structuredPlaybook, name }, ctx);
    const wizardDefault = named('Dental practices - Marketing Playbook');
    expect(wizardDefault.html).toContain('<title>Dental practices - Marketing Playbook</title>');
    expect(wizardDefault.footer).toContain('Dental practices - Marketing Playbook');
    for (const text of [wizardDefault.html, wizardDefault.footer])
      expect(text).not.toMatch(/Marketing Playbook[^<]{0,20}Marketing Playbook/);
    expect(wizardDefault.html).toContain('“Dental practices - Marketing Playbook”, exported from ICP Studio');
    // A name that does not say what it is gets the kind once.
    const plain = named('Spring push');
    expect(plain.html).toContain('<title>Spring push – Marketing Playbook</title>');
    expect(plain.footer).toContain('Spring push – Marketing Playbook');
    expect(plain.html).toContain('Marketing Playbook “Spring push”, exported');
  });

  it('keeps each box whole on a page, and has a font for emoji', () => {
    const doc = renderPlaybookDocument(textPlaybook, ctx);
    const card = /\.card \{([^}]*)\}/.exec(doc.html)?.[1] ?? '';
    expect(card).toContain('break-inside: avoid');
    expect(doc.html).toMatch(/font-family:[^;]*'Noto Color Emoji'/);
  });

  it('prints every section in its structured shapes', () => {
    const doc = renderPlaybookDocument(structuredPlaybook, ctx);
    for (const s of [
      'Marketing Playbook',
      'Independent Dental Practices',
      'Strategic Goals',
      'Value Proposition',
      'Key Messages',
      'Messaging Pillars',
      'Market Positioning',
      'Marketing Channels',
      'IDS Cologne',
      'Brand Tonality',
      'Marketing Campaigns',
      'Q1 2027',
      'KPIs &amp; Metrics',
      'Qualified demos',
      'Cost per acquisition',
      'Owner: Sales',
      'Monthly recurring revenue',
      'Content Strategy',
      'Timeline',
      'Team Roles',
      'Campaign lead',
      'AI-Generated Campaigns',
      'Referral Relay',
      'Webinar series with office managers',
      'AI Content Ideas',
    ])
      expect(doc.html).toContain(s);
  });

  it('prints the text shapes and the map of channels', () => {
    const doc = renderPlaybookDocument(textPlaybook, ctx);
    for (const s of [
      'Linkedin',
      'Budget',
      'Spring referral push.',
      'Leads per month and conversion to paid.',
      'Forty leads a month; 30% conversion.',
      'Marketing lead: Zoë. Content: Łukasz.',
      '中文指南',
    ])
      expect(doc.html).toContain(s);
    expect(renderPlaybookDocument(stringChannelsPlaybook, ctx).html).toMatch(
      /chip teal">LinkedIn<.*chip teal">Email</s,
    );
  });

  it('says so when nothing is filled in', () => {
    const doc = renderPlaybookDocument(emptyPlaybook, ctx);
    expect(doc.html).toContain('Nothing has been filled in yet.');
    expect(doc.html).not.toContain('<h2 class="section-title"');
  });

  it('escapes structured values too', () => {
    const evil = '<img src=http://127.0.0.1:9/x>';
    const pb = {
      ...structuredPlaybook,
      name: evil,
      selectedChannels: { [evil]: { [evil]: evil } },
      campaigns: [{ name: evil, objective: evil, timeline: evil, [evil]: [evil] }],
      kpis: [{ metric: evil, target: evil }],
      targetMetrics: { [evil]: evil },
      teamRoles: { [evil]: [{ role: evil }] },
      aiGeneratedCampaigns: [evil, { title: evil }],
      aiContentIdeas: evil,
      tonality: evil,
    } as Playbook;
    const doc = renderPlaybookDocument(pb, ctx);
    expect(doc.html).not.toMatch(FOREIGN);
    expect(doc.html).toContain('&lt;img src=http://127.0.0.1:9/x&gt;');
  });
});

describe("the playbook's approval in the exports (docs/approvals.md)", () => {
  const regime = complianceRegimeOf('financial-advisors') ?? null;
  const approved = {
    requestedVersion: 2,
    approvedVersion: 2,
    approvedAt: '2026-11-20T10:00:00Z',
    approvedBy: 'Rita Review',
  };

  it('prints who approved which version, or that changed copy is not approved', () => {
    const ok = renderPlaybookDocument(
      { ...textPlaybook, version: 2, approval: { ...approved, state: 'approved' } },
      ctx,
      regime,
    );
    expect(ok.html).toContain('Approved for distribution: version 2, by Rita Review on 20 November 2026');
    const changed = renderPlaybookDocument(
      { ...textPlaybook, version: 3, approval: { ...approved, state: 'not_approved' } },
      ctx,
      regime,
    );
    expect(changed.html).toContain('Not approved for distribution: changed since version 2 was approved');
    expect(changed.html).toContain(regime!.disclosures[0]!.text.slice(0, 40));
  });

  it("says nothing of approval for an unregulated trade's playbook never sent", () => {
    expect(approvalLine({ ...textPlaybook, approval: null }, false)).toBeNull();
    expect(approvalLine({ ...textPlaybook, approval: null }, true)).toBe(
      'Not approved for distribution (never sent for approval)',
    );
  });
});
