import { describe, expect, it } from 'vitest';
import {
  hasContent,
  parseCampaigns,
  parseKpis,
  parseStructured,
  parseTargetMetrics,
  toEditableText,
} from './json-or-text';

describe('campaign and KPI text: JSON when possible, otherwise free text (docs/product.md §5)', () => {
  it('keeps a JSON list of campaigns as structured data', () => {
    const text = '[{"name":"Q1 Push","objective":"Re-engage past clients","timeline":"8 weeks"}]';
    expect(parseCampaigns(text)).toEqual([
      { name: 'Q1 Push', objective: 'Re-engage past clients', timeline: '8 weeks' },
    ]);
  });

  it('wraps a single campaign object, and turns a list of names into {name} objects', () => {
    expect(parseCampaigns('{"name":"Webinars","timeline":"Quarterly"}')).toEqual([
      { name: 'Webinars', timeline: 'Quarterly' },
    ]);
    expect(parseCampaigns('["Spring launch", "Webinars"]')).toEqual([
      { name: 'Spring launch' },
      { name: 'Webinars' },
    ]);
  });

  it('keeps free text, trimmed, and malformed JSON as text', () => {
    expect(parseCampaigns('  Spring open house in April \n')).toBe('Spring open house in April');
    expect(parseCampaigns('[{"name": "broken"')).toBe('[{"name": "broken"');
    expect(parseCampaigns('42')).toBe('42');
    expect(parseCampaigns('"quoted"')).toBe('"quoted"');
  });

  it('keeps JSON that is not campaign-shaped as text', () => {
    expect(parseCampaigns('[1, 2]')).toBe('[1, 2]');
    expect(parseCampaigns('[{"name": 5}]')).toBe('[{"name": 5}]');
    expect(parseCampaigns('[]')).toBe('[]');
  });

  it('answers null for blank text', () => {
    expect(parseCampaigns('')).toBeNull();
    expect(parseCampaigns('   ')).toBeNull();
    expect(parseKpis(undefined)).toBeNull();
  });

  it('parses KPIs with name or metric and a target of any JSON type', () => {
    expect(parseKpis('[{"name":"Leads","target":40},{"metric":"Conversion","target":"3%"}]')).toEqual([
      { name: 'Leads', target: 40 },
      { metric: 'Conversion', target: '3%' },
    ]);
    expect(parseKpis('{"metric":"Reviews","target":{"count":30}}')).toEqual([
      { metric: 'Reviews', target: { count: 30 } },
    ]);
    expect(parseKpis('Qualified leads: 40 a month')).toBe('Qualified leads: 40 a month');
  });

  it('parses target metrics only as a JSON object', () => {
    expect(parseTargetMetrics('{"Website conversion":"3%","leads":40}')).toEqual({
      'Website conversion': '3%',
      leads: 40,
    });
    expect(parseTargetMetrics('["a"]')).toBe('["a"]');
    expect(parseTargetMetrics('3% conversion')).toBe('3% conversion');
  });

  it('parses "text or structured" fields as any JSON object or list', () => {
    expect(parseStructured('{"Lead":"Writes"}')).toEqual({ Lead: 'Writes' });
    expect(parseStructured('["a","b"]')).toEqual(['a', 'b']);
    expect(parseStructured('Partner approves')).toBe('Partner approves');
    expect(parseStructured('')).toBeNull();
  });

  it('shows stored values back as editable text that parses to the same value', () => {
    const campaigns = [{ name: 'Q1 Push', objective: 'Grow', timeline: '8 weeks' }];
    expect(parseCampaigns(toEditableText(campaigns))).toEqual(campaigns);
    expect(toEditableText('free text')).toBe('free text');
    expect(toEditableText(null)).toBe('');
    expect(toEditableText(12)).toBe('12');
  });

  it('tells content from blank values', () => {
    expect(hasContent(' ')).toBe(false);
    expect(hasContent([])).toBe(false);
    expect(hasContent({ a: '' })).toBe(false);
    expect(hasContent({ a: 0 })).toBe(true);
    expect(hasContent(['x'])).toBe(true);
  });
});
