/**
 * Swizzled (wrap; `Loading` comes from Docusaurus core's theme fallback). react-loadable shows it while a
 * page's chunk loads, and with `error` when it failed. A chunk failure gets the reason in plain words and a
 * Reload button (docs-dev/requirements.md, "Page behaviour") instead of the raw error; everything else goes to the original.
 */
import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import LoadingOriginal from '@theme-original/Loading';
import {behaviour} from '@site/src/data/platform';
import {chunkFailureMessage, chunkFailureReason, diagnoseChunkFailure, isChunkLoadError} from '@site/src/lib/chunkError';

type Props = ComponentProps<typeof LoadingOriginal>;

function ChunkFailure({error}: {error: unknown}): ReactNode {
  const [reason, setReason] = useState(() => chunkFailureReason(error));
  useEffect(() => {
    void diagnoseChunkFailure(error).then(setReason);
  }, [error]);
  const {title, body} = chunkFailureMessage(reason, behaviour.chunkLoadTimeoutMs / 1000);
  return (
    <div className="chunk-failure chunk-failure--inline" role="alert" data-reason={reason}>
      <div className="chunk-failure__panel">
        <h2>{title}</h2>
        <p>{body} Reloading usually fixes it.</p>
        <div className="chunk-failure__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </div>
    </div>
  );
}

export default function Loading(props: Props): ReactNode {
  if (props.error && isChunkLoadError(props.error)) return <ChunkFailure error={props.error} />;
  return <LoadingOriginal {...props} />;
}
