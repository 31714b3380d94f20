/**
 * The words of the feature notices (`<AlphaFeatureNotice />`, `<BetaFeatureNotice feature="…" />`): one place for
 * the page (src/components/FeatureNotice) and its Markdown (plugins/lib/markdownExport/components.ts).
 */
import {siteUrls} from './platform';

export const featureNotices = {
  alpha: {
    title: 'Alpha feature',
    text: 'This feature is in alpha: it may change or be removed without notice. Do not rely on it in production workflows.',
  },
  beta: {
    title: 'Beta feature',
    text: 'This feature is in beta: it works, and its details may still change before general availability.',
  },
} as const;

/** Where a reader turns on a feature in early access, which the Beta notice links when it names the feature. */
export const earlyAccessUrl = `${siteUrls.pipedream}/user/alpha`;
