/**
 * Computes the guide cards of every section for every docs version from the loaded docs (their front
 * matter), and writes them as a data file that only the `<GuideCards>` component imports, so the cards
 * cost nothing on pages without them.
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {cardSections, cardsFor, type CardSection, type GuideCard} from './lib/guideCards';
import {versionNamed} from '../config/versions';

export const guideCardsPluginName = 'pipedream-guide-cards';

/** version name (config/versions.ts) → section → cards */
export type GuideCardsData = Record<string, Record<CardSection, GuideCard[]>>;

export default function guideCardsPlugin(): Plugin {
  return {
    name: guideCardsPluginName,
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error(`${guideCardsPluginName}: the docs plugin's content is missing`);
      const data: GuideCardsData = {};
      for (const version of docs.loadedVersions) {
        const sections = Object.keys(cardSections) as CardSection[];
        const {name, path} = versionNamed(version.versionName);
        data[name] = Object.fromEntries(sections.map((s) => [s, cardsFor(s, version.docs, path)])) as Record<CardSection, GuideCard[]>;
      }
      await actions.createData('guide-cards.json', data);
    },
  };
}
