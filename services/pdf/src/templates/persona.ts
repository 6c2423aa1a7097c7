/**
 * The persona card (docs/product.md §2, "Persona card"): on the profile PDF's first page, and on its own
 * as the PNG download (`GET /api/icps/{id}/export/persona.png`). The card's content comes from
 * `personaCard` in the contracts, the same rules the profile page uses.
 */
import { personaCard, type Icp, type IcpScore, type PersonaCard } from '@icp-studio/contracts';
import { markup, type SafeHtml } from './escape.js';
import { DOCUMENT_CSP } from './layout.js';
import { styles } from './styles.js';

/** A list entry on the card is cut to this many characters, so the card fits the first page. */
const ITEM_MAX = 90;
const cut = (s: string, max = ITEM_MAX) =>
  [...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s;

function list(title: string, items: readonly string[], empty: string, tone: string): SafeHtml {
  return markup`<div class="persona-list ${tone}">
    <div class="persona-label">${title}</div>
    ${
      items.length
        ? markup`<ul>${items.map((i) => markup`<li>${cut(i)}</li>`)}</ul>`
        : markup`<p class="persona-empty">${empty}</p>`
    }
  </div>`;
}

/** The card itself: one box that never splits across pages. */
export function personaCardBlock(card: PersonaCard): SafeHtml {
  return markup`<section class="persona keep" aria-label="Persona card">
    <div class="persona-head">
      <div class="persona-avatar" aria-hidden="true">${card.initials}</div>
      <div class="persona-who">
        <div class="persona-kicker">Persona</div>
        <div class="persona-name">${cut(card.name, 120)}</div>
        <div class="persona-summary">${cut(card.summary, 160)}</div>
      </div>
      <div class="persona-score ${card.score ? `band-${card.score.color}` : 'unscored'}">
        ${
          card.score
            ? markup`<div class="persona-score-value">${card.score.value}<small>/100</small></div>
                <div class="persona-score-label">${card.score.label}</div>`
            : markup`<div class="persona-score-value">–</div>
                <div class="persona-score-label">No score yet</div>`
        }
      </div>
    </div>
    <blockquote class="persona-quote ${card.quote ? '' : 'empty'}">
      ${card.quote ? markup`“${cut(card.quote, 260)}”` : 'Add pain points or goals to hear this client’s voice.'}
    </blockquote>
    <div class="persona-grid">
      ${list('Goals', card.goals, 'No goals yet.', 'goals')}
      ${list('Pains', card.pains, 'No pain points yet.', 'pains')}
      ${list('Objections', card.objections, 'None noted in the buyer journey yet.', 'objections')}
      <div class="persona-list channels">
        <div class="persona-label">Channels</div>
        ${
          card.channels.length
            ? markup`<div class="persona-chips">${card.channels.map((c) => markup`<span>${cut(c, 60)}</span>`)}</div>`
            : markup`<p class="persona-empty">No channels yet.</p>`
        }
      </div>
    </div>
    <div class="persona-journey">
      <div class="persona-label">Buyer journey</div>
      <ol>
        ${card.journey.map(
          (s) =>
            markup`<li class="${s.described ? 'done' : ''} ${card.stage?.stage === s.stage ? 'current' : ''}">
              ${s.label}
            </li>`,
        )}
      </ol>
      <div class="persona-stage">
        ${card.stage ? markup`Mapped to <b>${card.stage.label}</b>` : 'Not mapped yet'}
      </div>
    </div>
  </section>`;
}

export function icpPersonaCard(icp: Icp, score: IcpScore | null): SafeHtml {
  return personaCardBlock(personaCard(icp, score));
}

/** The card alone as a document for the PNG: the card's width, drawn at twice the size for a sharp image. */
export function renderPersonaCardDocument(icp: Icp, score: IcpScore | null): { html: string; name: string } {
  const html = markup`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}" />
        <meta name="referrer" content="no-referrer" />
        <title>${icp.name} – persona card</title>
        ${styles}
        <style>
          html,
          body {
            background: #ffffff;
          }
          body {
            zoom: 2;
            width: 180mm;
            padding: 3mm;
          }
          .persona {
            margin: 0;
          }
        </style>
      </head>
      <body>
        ${icpPersonaCard(icp, score)}
      </body>
    </html>`.value;
  return { html, name: icp.name };
}
