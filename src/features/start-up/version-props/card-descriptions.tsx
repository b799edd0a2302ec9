import React, { createContext, useContext, type ReactNode } from 'react';
import type { CardDescriptions } from './without-descriptions';

const Descriptions = createContext<CardDescriptions>({});

/** Given by a category index page (theme/DocCategoryGeneratedIndexPage) to the cards it lists. */
export function CardDescriptionsProvider({ value, children }: { value: CardDescriptions | undefined; children: ReactNode }): ReactNode {
  return <Descriptions.Provider value={value ?? {}}>{children}</Descriptions.Provider>;
}

/** The description of a doc link on this category index page, if it has one. */
export function useCardDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(Descriptions);
  return docId ? descriptions[docId] : undefined;
}
