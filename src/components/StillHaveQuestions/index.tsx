/** The "Still have questions?" block at the foot of every doc page (the old docs' `Footer` component:
 * docs-dev/platform-values.md). */
import React, {type ReactNode} from 'react';
import {siteUrls} from '@site/src/data/platform';

export default function StillHaveQuestions(): ReactNode {
  return (
    <section className="still-have-questions" aria-labelledby="still-have-questions">
      <h2 id="still-have-questions" className="still-have-questions__title">
        Still have questions?
      </h2>
      <p>
        Ask the team through <a href={siteUrls.support}>Pipedream support</a>, or search and ask in the{' '}
        <a href={siteUrls.community}>community forum</a>, where other developers share workflows and answers.
      </p>
    </section>
  );
}
