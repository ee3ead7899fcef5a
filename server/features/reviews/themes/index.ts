/**
 * The literature review's theme finder, pure: document-terms reads each work (stems, phrase runs, LaTeX left
 * out) through the research engine's tokenizer; similarity is ½ BM25 text + ½ bibliographic coupling; knn-graph
 * links each work to its nearest neighbours (graphology) and measures modularity; communities runs seeded Louvain
 * over a short resolution ladder and folds tiny communities; theme-labels names each theme by class-based TF-IDF.
 */
export {
  findThemes,
  NEIGHBOURS,
  type FoundTheme,
  type ThemeDocument,
  type ThemeOptions,
  type ThemeResult,
} from './find-themes'
