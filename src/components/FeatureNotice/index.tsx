/**
 * `<AlphaFeatureNotice />` and `<BetaFeatureNotice feature="…" />`: a notice that a feature is not yet
 * generally available. With `feature`, the Beta notice says where readers opt in.
 */
import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import {siteUrls} from '@site/src/data/platform';

export const alphaOptInUrl = `${siteUrls.pipedream}/user/alpha`;

export function AlphaFeatureNotice({children}: {readonly children?: ReactNode}): ReactNode {
  return (
    <Admonition type="caution" title="Alpha feature" className="feature-notice feature-notice--alpha">
      {children ?? (
        <p>This feature is in alpha: it may change or be removed without notice. Do not rely on it in production workflows.</p>
      )}
    </Admonition>
  );
}

export function BetaFeatureNotice({feature, children}: {readonly feature?: string; readonly children?: ReactNode}): ReactNode {
  return (
    <Admonition type="info" title="Beta feature" className="feature-notice feature-notice--beta">
      {children ?? <p>This feature is in beta: it works, and its details may still change before general availability.</p>}
      {feature && (
        <p>
          Turn on <strong>{feature}</strong> in your account&apos;s <a href={alphaOptInUrl}>early access settings</a> to try it.
        </p>
      )}
    </Admonition>
  );
}
