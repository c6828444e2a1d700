// The app's one order of a person's papers (docs/profile.md, "papers"): newest year first, papers
// without a year last, then by title, a number in a title read as a number ('copy 2' before 'copy 10').

const titles = new Intl.Collator('en', { numeric: true });

export function papersByYearDescending<P extends { publication_year: number | null; document_title: string }>(papers: readonly P[]): P[] {
  return [...papers].sort((a, b) => {
    if (a.publication_year !== b.publication_year) {
      if (a.publication_year === null) return 1;
      if (b.publication_year === null) return -1;
      return b.publication_year - a.publication_year;
    }
    return titles.compare(a.document_title, b.document_title);
  });
}
