/**
 * Documents to render in tests and to look at: a long profile (many pages), an almost empty one, one in
 * many scripts, one whose fields try to smuggle markup in; playbooks with every field shape.
 */
import type { Icp, IcpFieldsInput, IcpScore, Playbook, PlaybookFields } from '@icp-studio/contracts';

const ID = '6f1c2a1e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';
const USER = '0b7e4c1a-2f3d-4e5a-8b9c-1d2e3f4a5b6c';
const at = '2026-11-20T09:30:00.000Z';

const sentence = (i: number) =>
  `Pain point ${i + 1}: practice owners lose hours every week reconciling appointment no-shows with ` +
  `insurance claims, because the scheduling system and the billing platform do not talk to each other, ` +
  `which means revenue leaks quietly and front-desk staff burn out during the busiest months of the year.`;

/** Fields a wizard would send, for the real services in the integration tests. */
export const longIcpFields = {
  name: 'Independent Dental Practices – Growth Segment (DACH & Nordics)',
  type: 'b2b',
  industry: 'Dental practices',
  companySize: '5–50 employees, 1–4 locations',
  revenue: '€1M – €10M',
  technographics: ['Dentrix', 'Curve Dental', 'HubSpot', 'QuickBooks Online', 'Weave', 'Google Workspace'],
  decisionMakerRole: 'Practice owner / managing dentist',
  decisionMakerTitle: 'DDS, Owner',
  geographics: ['Germany', 'Austria', 'Switzerland', 'Denmark', 'Sweden', 'Norway'],
  psychographics:
    'Clinically excellent, commercially cautious. They value peer recommendations over advertising, ' +
    'distrust long contracts, and want technology that the front desk can learn in an afternoon.\n\n' +
    'Many see themselves as craftspeople first and business owners second; growth matters, but never ' +
    'at the cost of patient trust.',
  behavioralTraits: [
    'Researches on peer forums',
    'Attends regional dental congresses',
    'Buys after a referral',
    'Slow to switch vendors',
    'Reads trade journals in print',
  ],
  painPoints: Array.from({ length: 24 }, (_, i) => sentence(i)),
  needs: [
    'A single view of schedule, billing and recall',
    'Fewer no-shows without more phone calls',
    'Onboarding that does not stop the practice for a day',
    'Clear monthly pricing',
  ],
  goals: [
    'Grow revenue per chair by 15% in 12 months',
    'Open a second location',
    'Cut admin time per patient in half',
  ],
  preferredChannels: [
    'Peer referrals',
    'Dental congresses',
    'LinkedIn',
    'Trade journals',
    'Email newsletters',
  ],
  buyerJourney: {
    awareness:
      'Hears about the problem from a colleague at a study club, or reads a case study in a trade journal. ' +
      'Starts to count the hours lost to reconciliation.',
    consideration:
      'Compares two or three vendors, asks for references from practices of a similar size, and books a ' +
      'demo in the quiet hour after the last patient.',
    decision:
      'Decides with the office manager after a trial month; needs a clear migration plan and a named ' +
      'contact person for the first 90 days.',
  },
} satisfies IcpFieldsInput;

export const internationalIcpFields = {
  name: 'Zoë Ærøskøbing – Łódź – Ελληνικά – 中文客户画像 – العربية',
  type: 'b2c',
  ageRange: '25–40',
  gender: 'all',
  education: 'Universität / 大学 / جامعة',
  occupation: 'Ingénieure, Designerin, 设计师',
  income: '€40 000 – €70 000',
  geographics: ['Łódź', 'Ærøskøbing', 'Αθήνα', '上海', 'القاهرة', 'São Paulo', 'Zürich'],
  psychographics: 'Schätzt Qualität über Quantität. 注重品质与可持续发展。 تقدّر الجودة والاستدامة.',
  painPoints: [
    'Keine Zeit für lange Vergleiche – „Ich will einfach, dass es funktioniert.“',
    '找不到可信赖的本地服务商，价格不透明。',
    'صعوبة العثور على خدمة موثوقة بأسعار واضحة.',
    'Δυσκολία να βρουν αξιόπιστη υπηρεσία.',
  ],
  needs: ['Transparente Preise', '透明的价格'],
  goals: ['Mehr Zeit für die Familie', 'وقت أكثر للعائلة'],
  preferredChannels: ['Instagram', '微信 WeChat', 'WhatsApp'],
  behavioralTraits: ['Mobile first', 'Vergleicht Bewertungen', '看重口碑', '🦷 Hates waiting rooms 😀'],
} satisfies IcpFieldsInput;

/** Every field a string of markup that must print as text and fetch nothing. */
export function hostileIcpFields(probeUrl: string) {
  return {
    name: `<script>document.title='pwned'</script>Hostile & "quoted" 'name'`,
    type: 'b2b',
    industry: `<iframe src="file:///etc/passwd"></iframe>`,
    companySize: `<img src="${probeUrl}/img.png">`,
    revenue: `<link rel="stylesheet" href="${probeUrl}/style.css">`,
    decisionMakerRole: `<object data="${probeUrl}/object"></object>`,
    decisionMakerTitle: `<style>@import url('${probeUrl}/import.css');</style>`,
    technographics: [
      `<video src="${probeUrl}/video.mp4"></video>`,
      `<svg onload="fetch('${probeUrl}/svg')">`,
    ],
    geographics: [
      `<base href="${probeUrl}/">`,
      `<meta http-equiv="refresh" content="0;url=${probeUrl}/refresh">`,
    ],
    psychographics: `</p></div><script src="${probeUrl}/script.js"></script><p>`,
    painPoints: [
      `<img src=x onerror="fetch('${probeUrl}/onerror')">`,
      `<iframe src=file:///etc/passwd>`,
      `<a href="javascript:alert(1)">click</a>`,
      `<div style="background:url(${probeUrl}/bg.png)">bg</div>`,
      `<script>fetch('${probeUrl}/fetch')</script>`,
    ],
    needs: [`<font face="x" style="font-family:url(${probeUrl}/font.woff)">font</font>`],
    goals: [`]]></svg><img src="${probeUrl}/cdata.png">`],
    preferredChannels: [`<embed src="${probeUrl}/embed">`],
    behavioralTraits: [`<form action="${probeUrl}/form"><button>go</button></form>`],
    buyerJourney: {
      awareness: `<img src="${probeUrl}/awareness.png">`,
      consideration: `<script>document.write('<img src=${probeUrl}/write.png>')</script>`,
      decision: `<template><img src="${probeUrl}/template.png"></template>`,
    },
  } satisfies IcpFieldsInput;
}

function icpFrom(fields: IcpFieldsInput, extra: Partial<Icp> = {}): Icp {
  return {
    id: ID,
    userId: USER,
    createdBy: USER,
    status: 'in_progress',
    industry: null,
    companySize: null,
    revenue: null,
    technographics: [],
    decisionMakerRole: null,
    decisionMakerTitle: null,
    ageRange: null,
    gender: null,
    education: null,
    occupation: null,
    income: null,
    geographics: [],
    psychographics: null,
    behavioralTraits: [],
    painPoints: [],
    needs: [],
    goals: [],
    preferredChannels: [],
    buyerJourney: null,
    personaNarrative: null,
    aiSuggestions: null,
    clientName: null,
    clientEmail: null,
    createdAt: at,
    updatedAt: at,
    ...(fields as Partial<Icp>),
    ...extra,
  } as Icp;
}

export const longIcp = icpFrom(longIcpFields, {
  status: 'completed',
  clientName: 'Dr. Anna Müller',
  personaNarrative:
    'Meet Dr. Lena Hoffmann, 46, owner of a three-chair practice in Freiburg. She took over the practice ' +
    'from her mentor eight years ago and has grown it steadily through word of mouth.\n\n' +
    'Her days start at 7:15 with a look at the schedule and end long after the last patient, reconciling ' +
    'claims with her office manager. She does not want another dashboard; she wants her evenings back.',
});
export const internationalIcp = icpFrom(internationalIcpFields, { clientName: 'Zoë Ærøskøbing' });
export const emptyIcp = icpFrom({ name: 'Untitled prospect', type: 'b2c' }, { status: 'draft' });

export const goodScore: IcpScore = {
  icpId: ID,
  overallScore: 82,
  demographicsScore: 95,
  psychographicsScore: 74,
  painPointsScore: 100,
  needsScore: 61,
  channelsScore: 38,
  suggestions: [
    'Name at least three preferred channels with the audience you reach there.',
    'Describe what the decision maker measures their own success by.',
  ],
  rubricVersion: 1,
  aiStatus: 'none',
  aiSuggestions: null,
  analyzedAt: at,
};

export const PLAYBOOK_ICP_ID = '7a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d';

/** Playbook fields with every structured shape (objects in lists, maps, nested values). */
export const structuredPlaybookFields: PlaybookFields = {
  icpId: PLAYBOOK_ICP_ID,
  name: 'Dental Growth Segment – Marketing Playbook 2027',
  marketingGoals: [
    'Book 40 qualified demos per quarter',
    'Reach 25% brand awareness in DACH',
    'Cut CAC below €900',
  ],
  valueProposition:
    'The only practice platform that reconciles schedule and billing automatically, so owners get their ' +
    'evenings back and stop revenue leaks they cannot see today.',
  keyMessages: ['Your evenings back', 'No more revenue leaks', 'Live in a week, not a quarter'],
  messagingPillars: ['Time', 'Money', 'Trust'],
  positioning: 'For independent practices that outgrew spreadsheets but not their values.',
  selectedChannels: [
    { channel: 'LinkedIn', budget: 1500, audience: 'Practice owners, DACH', cadence: '3 posts / week' },
    { channel: 'Dental congresses', budget: 8000, events: ['IDS Cologne', 'Scandefa'] },
    { channel: 'Email newsletter' },
  ],
  tonality: 'Warm, expert, never pushy',
  campaigns: [
    {
      name: 'Evenings Back',
      objective: 'Demo bookings from owners of 2–4 chair practices.',
      timeline: 'Q1 2027',
    },
    {
      name: 'Congress Season',
      objective: 'Meet 300 owners face to face and follow up within 48 hours.',
      timeline: 'Mar – May',
      budget: 12000,
      owners: ['Field marketing', 'Sales'],
    },
  ],
  kpis: [
    { name: 'Qualified demos', target: 40 },
    { metric: 'Cost per acquisition', target: '< €900' },
    { metric: 'Trial → paid conversion', target: '35%', owner: 'Sales' },
  ],
  targetMetrics: { monthlyRecurringRevenue: '€120k', churnRate: '< 2%', netPromoterScore: 55 },
  contentStrategy:
    'Case studies first: one practice per month, told by the office manager. Short video clips for ' +
    'LinkedIn, long form for the newsletter.',
  timeline: 'January: positioning and assets. February: LinkedIn launch. March–May: congress season.',
  teamRoles: [
    { role: 'Campaign lead', name: 'Sofia', responsibilities: ['Plan', 'Budget', 'Reporting'] },
    { role: 'Content', name: 'Jonas', responsibilities: ['Case studies', 'Newsletter'] },
  ],
  aiGeneratedCampaigns: [
    { name: 'Referral Relay', description: 'Reward practices that refer a peer with a free month.' },
    'Webinar series with office managers',
  ],
  aiContentIdeas: [
    '“A day without reconciliation” video',
    'Checklist: 10 revenue leaks',
    'ROI calculator one-pager',
  ],
};

/** The other shapes: channels as a map, campaigns, KPIs, target metrics and team roles as text. */
export const textPlaybookFields: PlaybookFields = {
  icpId: PLAYBOOK_ICP_ID,
  name: 'Zoë Ærøskøbing – 中文 – Playbook',
  selectedChannels: { linkedin: { budget: 500 }, email: {}, events: 'Two per year', podcasts: true },
  campaigns: 'Spring referral push.\nAutumn webinar series.',
  kpis: 'Leads per month and conversion to paid.',
  targetMetrics: 'Forty leads a month; 30% conversion.',
  teamRoles: 'Marketing lead: Zoë. Content: Łukasz.',
  aiContentIdeas: { blog: ['How to pick a vendor', '中文指南'], video: 'Customer story' },
};

function playbookFrom(fields: PlaybookFields, extra: Partial<Playbook> = {}): Playbook {
  return {
    id: ID,
    userId: USER,
    createdBy: USER,
    status: 'in_progress',
    marketingGoals: [],
    valueProposition: null,
    keyMessages: [],
    messagingPillars: null,
    positioning: null,
    selectedChannels: null,
    contentStrategy: null,
    campaigns: null,
    kpis: null,
    targetMetrics: null,
    timeline: null,
    teamRoles: null,
    tonality: null,
    aiGeneratedCampaigns: null,
    aiContentIdeas: null,
    icpName: 'Independent Dental Practices',
    createdAt: at,
    updatedAt: at,
    ...(fields as Partial<Playbook>),
    ...extra,
  } as Playbook;
}

export const structuredPlaybook = playbookFrom(structuredPlaybookFields, { status: 'completed' });
export const textPlaybook = playbookFrom(textPlaybookFields);
export const emptyPlaybook = playbookFrom(
  { icpId: PLAYBOOK_ICP_ID, name: 'Empty playbook' },
  { status: 'draft' },
);
export const stringChannelsPlaybook = playbookFrom({
  icpId: PLAYBOOK_ICP_ID,
  name: 'Strings',
  selectedChannels: ['LinkedIn', 'Email', ' '],
});
