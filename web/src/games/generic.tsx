/**
 * The board of a game the client has no renderer for: its view as readable data (fields, lists
 * and tables) and no clickable elements, so every legal move is one of the match page's buttons.
 * A game added on the server is playable here before anyone draws it.
 */
import { Fragment } from 'preact';
import { moveLabel, readable, type Readable } from './readable';
import { t } from '../i18n';
import type { BoardProps, GameUi } from './types';

/** Lists and tables count from 0, as the moves that point into them do (a tower, a slot). */
function Data({ node, label }: { node: Readable; label: string }) {
  switch (node.kind) {
    case 'text':
      return <span>{node.text}</span>;
    case 'fields':
      return (
        <dl class="data">
          {node.fields.map((f) => (
            <Fragment key={f.term}>
              <dt>{f.term}</dt>
              <dd>
                <Data node={f.value} label={f.term} />
              </dd>
            </Fragment>
          ))}
        </dl>
      );
    case 'list':
      return (
        <ol start={0} aria-label={label}>
          {node.items.map((item, i) => (
            <li key={i}>
              <Data node={item} label={`${label} ${i}`} />
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <div class="data-table">
          <table>
            <caption class="sr-only">{label}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                {node.columns.map((c) => <th key={c} scope="col">{c}</th>)}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, i) => (
                <tr key={i}>
                  <th scope="row">{i}</th>
                  {row.map((cell, j) => <td key={j}>{cell}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function Board({ view }: BoardProps<unknown>) {
  return (
    <div class="generic-board">
      <p class="muted">{t('generic.notDrawn')}</p>
      <Data node={readable(view)} label={t('generic.game')} />
    </div>
  );
}

/** The generic renderer, titled from the game catalog (GET /v1/games). */
export function genericUi(title: string): GameUi<unknown, unknown> {
  return { title, Board, keysOf: () => [], ordered: false, label: (move) => moveLabel(move) };
}
