/**
 * The chunk-failure screen as plain DOM, for failures before React has rendered (a first load whose
 * chunks fail leaves the server-rendered page unhydrated: it stays readable under the screen).
 */
import {behaviour} from '@site/src/data/platform';
import {chunkFailureMessage, type ChunkFailureReason} from '@site/src/lib/chunkError';

export const chunkFailureScreenId = 'chunk-failure';

export function showChunkFailureScreen(reason: ChunkFailureReason, doc: Document = document): HTMLElement {
  doc.getElementById(chunkFailureScreenId)?.remove();
  const {title, body} = chunkFailureMessage(reason, behaviour.chunkLoadTimeoutMs / 1000);
  const screen = doc.createElement('div');
  screen.id = chunkFailureScreenId;
  screen.className = 'chunk-failure';
  screen.setAttribute('role', 'alertdialog');
  screen.setAttribute('aria-labelledby', 'chunk-failure-title');
  screen.setAttribute('aria-describedby', 'chunk-failure-body');
  screen.dataset.reason = reason;
  const panel = doc.createElement('div');
  panel.className = 'chunk-failure__panel';
  const heading = doc.createElement('h2');
  heading.id = 'chunk-failure-title';
  heading.textContent = title;
  const text = doc.createElement('p');
  text.id = 'chunk-failure-body';
  text.textContent = `${body} Reloading usually fixes it.`;
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => doc.defaultView?.location.reload());
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button button--secondary';
  dismiss.textContent = 'Keep reading';
  dismiss.addEventListener('click', () => screen.remove());
  const actions = doc.createElement('div');
  actions.className = 'chunk-failure__actions';
  actions.append(reload, dismiss);
  panel.append(heading, text, actions);
  screen.append(panel);
  doc.body.append(screen);
  reload.focus();
  return screen;
}
