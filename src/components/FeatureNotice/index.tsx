/**
 * `<AlphaFeatureNotice />` and `<BetaFeatureNotice feature="…" />`: a notice that a feature is not yet
 * generally available. With `feature`, the Beta notice says where readers opt in.
 */
import React, {type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import {earlyAccessUrl, featureNotices} from '@site/src/data/featureNotices';

export function AlphaFeatureNotice({children}: {readonly children?: ReactNode}): ReactNode {
  return (
    <Admonition type="caution" title={featureNotices.alpha.title} className="feature-notice feature-notice--alpha">
      {children ?? <p>{featureNotices.alpha.text}</p>}
    </Admonition>
  );
}

export function BetaFeatureNotice({feature, children}: {readonly feature?: string; readonly children?: ReactNode}): ReactNode {
  return (
    <Admonition type="info" title={featureNotices.beta.title} className="feature-notice feature-notice--beta">
      {children ?? <p>{featureNotices.beta.text}</p>}
      {feature && (
        <p>
          Turn on <strong>{feature}</strong> in your account&apos;s <a href={earlyAccessUrl}>early access settings</a> to try it.
        </p>
      )}
    </Admonition>
  );
}
