/**
 * `<GuideCards section="guides" />`: one card per page of a section, computed at build time from the
 * pages' front matter (plugins/lib/guideCards.ts, plugins/guideCardsPlugin.ts). The data file is imported here
 * only, so pages without cards never load it.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActiveDocContext, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import cardsData from '@generated/pipedream-guide-cards/default/guide-cards.json';
import type {GuideCardsData} from '@site/plugins/guideCardsPlugin';
import type {CardLanguage, CardSection, GuideCard} from '@site/plugins/lib/guideCards';
import styles from './styles.module.css';

export const languageNames: Record<CardLanguage, string> = {
  nodejs: 'Node.js',
  python: 'Python',
  go: 'Go',
  bash: 'Bash',
  native: 'Pipedream',
};

function LanguageIcon({language}: {language: CardLanguage}): ReactNode {
  return (
    <img
      className={styles.icon}
      src={useBaseUrl(`/img/languages/${language}.svg`)}
      alt={languageNames[language]}
      title={languageNames[language]}
      width={28}
      height={28}
      loading="lazy"
    />
  );
}

function Card({card}: {card: GuideCard}): ReactNode {
  const thumbnail = useBaseUrl(card.thumbnail ?? '/img/thumbnails/code.svg');
  return (
    <li className={styles.card} data-language={card.language}>
      <Link to={card.permalink} className={styles.link}>
        <img className={styles.thumbnail} src={thumbnail} alt="" width={320} height={160} loading="lazy" />
        <span className={styles.body}>
          <span className={styles.title}>{card.title}</span>
          <span className={styles.description}>{card.description}</span>
        </span>
        <LanguageIcon language={card.language} />
      </Link>
    </li>
  );
}

export function GuideCardList({cards}: {cards: readonly GuideCard[]}): ReactNode {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <Card key={card.route} card={card} />
      ))}
    </ul>
  );
}

export default function GuideCards({section}: {readonly section: CardSection}): ReactNode {
  // Outside a doc, the latest version's (config/versions.ts, through the docs plugin).
  const latest = useLatestVersion(undefined).name;
  const version = useActiveDocContext(undefined).activeVersion?.name ?? latest;
  const cards = (cardsData as GuideCardsData)[version]?.[section];
  if (!cards) throw new Error(`<GuideCards section="${section}">: no such section in docs version ${version}`);
  return <GuideCardList cards={cards} />;
}
