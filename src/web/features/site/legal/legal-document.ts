/** A legal page's text: an introduction, then numbered sections of paragraphs. */
export type LegalDocument = {
  title: string;
  intro: readonly string[];
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
};
