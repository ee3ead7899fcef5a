import type { Flashcard } from '#shared/contract/learning'
import type { FlashcardCategory, FlashcardDifficulty } from '#shared/learning'

/*
 * The 105 research-methods cards, written by us in plain words for readers from high school to PhD.
 * Each card's comment names the reference its definition was checked against. Short names used below:
 *   SAGE-QR     Given (ed.), The SAGE Encyclopedia of Qualitative Research Methods, SAGE, 2008
 *   Creswell    Creswell & Creswell, Research Design: Qualitative, Quantitative and Mixed Methods Approaches, 5th ed., 2018
 *   OxStat      Upton & Cook, A Dictionary of Statistics, 3rd ed., Oxford University Press, 2014
 *   OxEpi       Porta (ed.), A Dictionary of Epidemiology, 6th ed., Oxford University Press, 2014
 *   APA-Dict    APA Dictionary of Psychology, 2nd ed., American Psychological Association, 2015
 *   SCC         Shadish, Cook & Campbell, Experimental and Quasi-Experimental Designs for Generalized Causal Inference, 2002
 *   Cochrane    Higgins et al. (eds.), Cochrane Handbook for Systematic Reviews of Interventions, version 6, 2019–
 *   PRISMA      Page et al., The PRISMA 2020 statement, BMJ 2021;372:n71
 *   Belmont     National Commission, The Belmont Report, 1979
 *   CommonRule  US Federal Policy for the Protection of Human Subjects, 45 CFR 46 (2018 revision)
 *   ORI         US Public Health Service Policies on Research Misconduct, 42 CFR 93 (Office of Research Integrity)
 *   ICMJE       ICMJE Recommendations for the Conduct, Reporting, Editing and Publication of Scholarly Work, 2024
 *   Helsinki    World Medical Association, Declaration of Helsinki
 *   ASA         Wasserstein & Lazar, The ASA Statement on p-Values, The American Statistician 2016;70(2)
 *   Cohen       Cohen, Statistical Power Analysis for the Behavioral Sciences, 2nd ed., 1988
 *   NASEM       National Academies, Reproducibility and Replicability in Science, 2019
 */

const RM: FlashcardCategory = 'Research Methods'
const ST: FlashcardCategory = 'Statistics'
const AP: FlashcardCategory = 'Academic Process'
const LR: FlashcardCategory = 'Literature Review'
const RD: FlashcardCategory = 'Research Design'
const RE: FlashcardCategory = 'Research Ethics'

function card(
  id: string,
  term: string,
  category: FlashcardCategory,
  difficulty: FlashcardDifficulty,
  definition: string,
  tags: string[],
  relatedTerms: string[],
): Flashcard {
  return { id, term, definition, category, difficulty, tags, relatedTerms }
}

export const FLASHCARDS: readonly Flashcard[] = [
  // ── Research Methods (18) ──
  // SAGE-QR, "Qualitative Research"; Creswell ch. 1
  card(
    'qualitative-research',
    'Qualitative Research',
    RM,
    'beginner',
    'Research that studies meanings, experiences and processes through non-numerical data such as interview transcripts, field notes, documents or images, usually with small, purposefully chosen samples and interpretive analysis.',
    ['qualitative', 'approach', 'interpretive'],
    ['quantitative-research', 'mixed-methods', 'interview', 'thematic-analysis'],
  ),
  // Creswell ch. 1
  card(
    'quantitative-research',
    'Quantitative Research',
    RM,
    'beginner',
    'Research that measures variables as numbers and analyses them statistically, for example to describe a population, compare groups or test hypotheses about relationships between variables.',
    ['quantitative', 'approach', 'measurement'],
    ['qualitative-research', 'mixed-methods', 'survey', 'hypothesis'],
  ),
  // Groves et al., Survey Methodology, 2nd ed., 2009, ch. 1
  card(
    'survey',
    'Survey',
    RM,
    'beginner',
    'A method that collects information from a sample of people by asking them the same set of questions, in a questionnaire or a structured interview, to describe or make inferences about a larger population.',
    ['data collection', 'questionnaire', 'sampling'],
    ['likert-scale', 'random-sampling', 'sample', 'cross-sectional-study'],
  ),
  // SAGE-QR, "Interviews"; Kvale & Brinkmann, InterViews, 3rd ed., 2015
  card(
    'interview',
    'Interview',
    RM,
    'beginner',
    'A conversation in which a researcher asks a participant questions to collect data. Interviews range from structured (fixed questions in a fixed order) through semi-structured (a guide with follow-up questions) to unstructured (open conversation on a topic).',
    ['data collection', 'qualitative', 'structured', 'semi-structured'],
    ['qualitative-research', 'focus-group', 'thematic-analysis'],
  ),
  // SAGE-QR, "Observation" and "Participant Observation"
  card(
    'observation',
    'Observation',
    RM,
    'beginner',
    'Collecting data by watching and recording behaviour or events as they happen. The observer may stay apart from the setting (non-participant observation) or take part in it (participant observation), and may record openly or with a structured checklist.',
    ['data collection', 'fieldwork', 'behaviour'],
    ['ethnography', 'case-study', 'triangulation'],
  ),
  // Yin, Case Study Research and Applications, 6th ed., 2018, ch. 1
  card(
    'case-study',
    'Case Study',
    RM,
    'beginner',
    'An in-depth study of one or a few cases (a person, group, organisation, event or programme) in its real-life context, usually drawing on several sources of evidence.',
    ['design', 'in-depth', 'context'],
    ['qualitative-research', 'observation', 'triangulation'],
  ),
  // Creswell ch. 10; Tashakkori & Teddlie, SAGE Handbook of Mixed Methods, 2010
  card(
    'mixed-methods',
    'Mixed Methods Research',
    RM,
    'intermediate',
    'Research that collects and analyses both quantitative and qualitative data in one study and deliberately integrates them, so that each kind of evidence helps explain or check the other.',
    ['approach', 'integration', 'design'],
    ['qualitative-research', 'quantitative-research', 'triangulation'],
  ),
  // Krueger & Casey, Focus Groups, 5th ed., 2015
  card(
    'focus-group',
    'Focus Group',
    RM,
    'intermediate',
    'A guided group discussion, typically of about 6 to 10 participants led by a moderator, used to explore views and experiences and how people react to one another’s ideas on a topic.',
    ['data collection', 'qualitative', 'group'],
    ['interview', 'thematic-analysis', 'qualitative-research'],
  ),
  // Braun & Clarke, Using thematic analysis in psychology, Qualitative Research in Psychology 2006;3(2):77–101
  card(
    'thematic-analysis',
    'Thematic Analysis',
    RM,
    'intermediate',
    'A method for identifying, analysing and reporting patterns of meaning (themes) across qualitative data, typically by coding the data, grouping codes into candidate themes, then reviewing, defining and naming those themes.',
    ['analysis', 'qualitative', 'coding', 'themes'],
    ['content-analysis', 'interview', 'grounded-theory'],
  ),
  // Krippendorff, Content Analysis: An Introduction to Its Methodology, 4th ed., 2018
  card(
    'content-analysis',
    'Content Analysis',
    RM,
    'intermediate',
    'A systematic technique for analysing texts, images or media by coding their content into categories, often counting how frequently categories occur, so that valid and replicable inferences can be drawn from them.',
    ['analysis', 'coding', 'texts', 'media'],
    ['thematic-analysis', 'grounded-theory', 'secondary-source'],
  ),
  // Likert, A technique for the measurement of attitudes, Archives of Psychology 1932;140; APA-Dict "Likert scale"
  card(
    'likert-scale',
    'Likert Scale',
    RM,
    'intermediate',
    'A rating format in which respondents say how much they agree or disagree with a series of statements, usually on five or seven ordered points; the item responses are often summed or averaged into a scale score.',
    ['measurement', 'questionnaire', 'attitudes'],
    ['survey', 'reliability', 'operationalization'],
  ),
  // OxStat "simple random sample"; Kish, Survey Sampling, 1965
  card(
    'random-sampling',
    'Random Sampling',
    RM,
    'intermediate',
    'Choosing a sample so that every member of the population has a known, non-zero chance of selection; in simple random sampling every possible sample of the same size is equally likely. It lets results be generalised to the population with quantifiable error.',
    ['sampling', 'probability', 'generalisation'],
    ['sample', 'stratified-sampling', 'external-validity', 'random-assignment'],
  ),
  // OxStat "stratified sampling"
  card(
    'stratified-sampling',
    'Stratified Sampling',
    RM,
    'intermediate',
    'A probability sampling method that divides the population into non-overlapping subgroups (strata), such as age bands or regions, and draws a random sample from each, so that every stratum is represented.',
    ['sampling', 'probability', 'subgroups'],
    ['random-sampling', 'sample'],
  ),
  // Hammersley & Atkinson, Ethnography: Principles in Practice, 4th ed., 2019; SAGE-QR "Ethnography"
  card(
    'ethnography',
    'Ethnography',
    RM,
    'advanced',
    'The study of a group’s culture and everyday practices through prolonged fieldwork in their setting, mainly by participant observation and informal interviews, written up as a detailed description of how members see their world.',
    ['fieldwork', 'culture', 'qualitative'],
    ['observation', 'qualitative-research', 'phenomenology'],
  ),
  // Glaser & Strauss, The Discovery of Grounded Theory, 1967; Charmaz, Constructing Grounded Theory, 2nd ed., 2014
  card(
    'grounded-theory',
    'Grounded Theory',
    RM,
    'advanced',
    'A qualitative methodology that builds a theory from the data rather than testing an existing one, using constant comparison of cases, coding, memo writing and theoretical sampling until new data add no new insights (theoretical saturation).',
    ['methodology', 'theory building', 'coding', 'saturation'],
    ['thematic-analysis', 'qualitative-research', 'phenomenology'],
  ),
  // SAGE-QR "Phenomenology"; van Manen, Researching Lived Experience, 1990
  card(
    'phenomenology',
    'Phenomenology',
    RM,
    'advanced',
    'A qualitative approach that describes how people experience a phenomenon, such as grief or learning a language, aiming to capture the essential structure of that lived experience, usually from in-depth interviews.',
    ['methodology', 'lived experience', 'qualitative'],
    ['interview', 'grounded-theory', 'ethnography'],
  ),
  // Denzin, The Research Act, 1978; Patton, Qualitative Research & Evaluation Methods, 4th ed., 2015
  card(
    'triangulation',
    'Triangulation',
    RM,
    'advanced',
    'Using more than one data source, method, investigator or theory to study the same question, so that findings that converge are more credible and divergences can be examined.',
    ['credibility', 'multiple methods', 'validity'],
    ['mixed-methods', 'case-study', 'internal-validity'],
  ),
  // Linstone & Turoff (eds.), The Delphi Method: Techniques and Applications, 1975
  card(
    'delphi-method',
    'Delphi Method',
    RM,
    'advanced',
    'A structured way of reaching expert consensus: a panel answers questionnaires anonymously in several rounds, and after each round receives a summary of the group’s answers and may revise its own.',
    ['consensus', 'experts', 'rounds'],
    ['survey', 'focus-group'],
  ),

  // ── Statistics (18) ──
  // OxStat "mean"
  card(
    'mean',
    'Mean',
    ST,
    'beginner',
    'The arithmetic average: the sum of all values divided by how many values there are. It uses every value, so a few extreme values (outliers) can pull it far from the typical value.',
    ['descriptive', 'central tendency', 'average'],
    ['median', 'standard-deviation', 'normal-distribution'],
  ),
  // OxStat "median"
  card(
    'median',
    'Median',
    ST,
    'beginner',
    'The middle value when the data are put in order (the average of the two middle values when there is an even number). Half the values lie below it and half above, and it is little affected by outliers.',
    ['descriptive', 'central tendency', 'robust'],
    ['mean', 'standard-deviation'],
  ),
  // OxStat "standard deviation"
  card(
    'standard-deviation',
    'Standard Deviation',
    ST,
    'beginner',
    'A measure of how spread out values are around their mean: the square root of the variance, the average squared distance from the mean. It is in the same units as the data.',
    ['descriptive', 'spread', 'variance'],
    ['mean', 'normal-distribution', 'confidence-interval'],
  ),
  // OxStat "correlation coefficient"
  card(
    'correlation',
    'Correlation',
    ST,
    'beginner',
    'How strongly two variables move together, often summarised by a coefficient from −1 (perfect negative) through 0 (no linear relationship) to +1 (perfect positive). Correlation alone does not show that one variable causes the other.',
    ['association', 'relationship', 'causation'],
    ['linear-regression', 'confounding-variable', 'effect-size'],
  ),
  // OxStat "normal distribution"
  card(
    'normal-distribution',
    'Normal Distribution',
    ST,
    'beginner',
    'A symmetric, bell-shaped probability distribution described by its mean and standard deviation; about 68% of values lie within one standard deviation of the mean and about 95% within two.',
    ['distribution', 'bell curve', 'probability'],
    ['mean', 'standard-deviation', 't-test'],
  ),
  // OxStat "null hypothesis"
  card(
    'null-hypothesis',
    'Null Hypothesis',
    ST,
    'intermediate',
    'The default claim a significance test assesses, usually that there is no effect or no difference (written H₀). It is contrasted with the alternative hypothesis (H₁); the test asks how compatible the data are with H₀.',
    ['hypothesis testing', 'inference', 'H0'],
    ['hypothesis', 'p-value', 'type-i-error', 'type-ii-error'],
  ),
  // ASA (principles 1–6); OxStat "P-value"
  card(
    'p-value',
    'P-value',
    ST,
    'intermediate',
    'The probability, computed assuming the null hypothesis and the statistical model are true, of obtaining a result at least as extreme as the one observed. It is not the probability that the null hypothesis is true, and it does not measure the size or importance of an effect.',
    ['hypothesis testing', 'significance', 'inference'],
    ['null-hypothesis', 'type-i-error', 'effect-size', 'p-hacking'],
  ),
  // OxStat "confidence interval"
  card(
    'confidence-interval',
    'Confidence Interval',
    ST,
    'intermediate',
    'A range of values computed from the sample that estimates an unknown population value. A 95% confidence interval comes from a procedure that, over many repeated samples, would capture the true value 95% of the time.',
    ['estimation', 'uncertainty', 'inference'],
    ['p-value', 'standard-deviation', 'effect-size', 'forest-plot'],
  ),
  // OxStat "type I error"
  card(
    'type-i-error',
    'Type I Error',
    ST,
    'intermediate',
    'Rejecting the null hypothesis when it is actually true: a false positive. Its probability is the significance level α, commonly set at 0.05.',
    ['hypothesis testing', 'false positive', 'alpha'],
    ['type-ii-error', 'null-hypothesis', 'multiple-comparisons'],
  ),
  // OxStat "type II error"
  card(
    'type-ii-error',
    'Type II Error',
    ST,
    'intermediate',
    'Failing to reject the null hypothesis when it is actually false: a false negative. Its probability is β, and statistical power is 1 − β.',
    ['hypothesis testing', 'false negative', 'beta'],
    ['type-i-error', 'statistical-power', 'null-hypothesis'],
  ),
  // OxStat "t-test"
  card(
    't-test',
    'T-test',
    ST,
    'intermediate',
    'A significance test that compares a mean with a value, or two means with each other (independent or paired samples), using the t distribution. It assumes roughly normal data or large enough samples.',
    ['hypothesis testing', 'means', 'parametric'],
    ['anova', 'p-value', 'normal-distribution'],
  ),
  // OxStat "chi-squared test"
  card(
    'chi-square-test',
    'Chi-square Test',
    ST,
    'intermediate',
    'A significance test for counts in categories. The test of independence asks whether two categorical variables are associated in a contingency table by comparing observed counts with the counts expected if they were unrelated.',
    ['hypothesis testing', 'categorical', 'contingency table'],
    ['p-value', 'null-hypothesis', 'correlation'],
  ),
  // OxStat "regression"; "least squares"
  card(
    'linear-regression',
    'Linear Regression',
    ST,
    'intermediate',
    'A model that predicts an outcome variable as a straight-line function of one or more predictor variables, usually fitted by least squares (minimising the sum of squared differences between observed and predicted values).',
    ['modelling', 'prediction', 'least squares'],
    ['correlation', 'multiple-regression', 'dependent-variable'],
  ),
  // Cohen ch. 1; OxStat "power"
  card(
    'statistical-power',
    'Statistical Power',
    ST,
    'advanced',
    'The probability that a test will detect an effect of a given size when that effect truly exists (1 − β). It rises with sample size, effect size and the significance level, and is used to plan how large a study needs to be.',
    ['sample size', 'planning', 'beta'],
    ['type-ii-error', 'effect-size', 'sample'],
  ),
  // Cohen; APA-Dict "effect size"
  card(
    'effect-size',
    'Effect Size',
    ST,
    'advanced',
    'A number that expresses how large a difference or relationship is, independently of sample size, such as Cohen’s d (a difference in standard deviations), a correlation r or an odds ratio. It answers “how much”, which a p-value does not.',
    ['magnitude', 'cohen d', 'reporting'],
    ['p-value', 'statistical-power', 'meta-analysis'],
  ),
  // OxStat "analysis of variance"
  card(
    'anova',
    'ANOVA (Analysis of Variance)',
    ST,
    'advanced',
    'A family of tests that compare the means of three or more groups at once by splitting the total variation into variation between groups and within groups; the F statistic is their ratio. A significant result says the means are not all equal, not which ones differ.',
    ['hypothesis testing', 'groups', 'F test'],
    ['t-test', 'multiple-comparisons', 'independent-variable'],
  ),
  // OxStat "multiple regression"
  card(
    'multiple-regression',
    'Multiple Regression',
    ST,
    'advanced',
    'Regression with two or more predictors. Each coefficient estimates how the outcome changes with one predictor while the others are held constant, which helps separate overlapping influences but cannot by itself remove confounding by unmeasured variables.',
    ['modelling', 'adjustment', 'predictors'],
    ['linear-regression', 'confounding-variable', 'correlation'],
  ),
  // OxStat "multiple comparisons"; Bender & Lange, J Clin Epidemiol 2001;54:343–349
  card(
    'multiple-comparisons',
    'Multiple Comparisons Problem',
    ST,
    'advanced',
    'Running many significance tests raises the chance that at least one comes out “significant” by chance alone. Corrections such as Bonferroni (dividing α by the number of tests) or false-discovery-rate control keep that risk in check.',
    ['false positive', 'bonferroni', 'correction'],
    ['type-i-error', 'anova', 'p-hacking'],
  ),

  // ── Academic Process (17) ──
  // ICMJE section II.E "Peer review"
  card(
    'peer-review',
    'Peer Review',
    AP,
    'beginner',
    'The critical evaluation of a manuscript or grant proposal by independent experts in the field, who advise the editor or funder on its quality, validity and originality before it is accepted. It can be single-blind, double-blind or open.',
    ['publishing', 'quality control', 'journals'],
    ['scholarly-journal', 'preprint', 'registered-report'],
  ),
  // APA Publication Manual, 7th ed., 2020, section 2.9
  card(
    'abstract',
    'Abstract',
    AP,
    'beginner',
    'A brief, self-contained summary at the start of a paper, usually 150–300 words, that states the question, methods, main results and conclusions, so readers can judge quickly whether to read on.',
    ['writing', 'summary', 'papers'],
    ['imrad', 'scholarly-journal'],
  ),
  // APA Publication Manual, 7th ed., ch. 8
  card(
    'citation',
    'Citation',
    AP,
    'beginner',
    'A reference in your text to a source you used, paired with a full entry in the reference list, so readers can find the source and see which ideas and words are not your own. Styles such as APA, MLA, Chicago and Vancouver set the format.',
    ['referencing', 'sources', 'writing'],
    ['plagiarism', 'doi', 'annotated-bibliography'],
  ),
  // Johnson, Watkinson & Mabe, The STM Report, 5th ed., 2018
  card(
    'scholarly-journal',
    'Scholarly Journal',
    AP,
    'beginner',
    'A periodical that publishes research articles written by researchers for researchers, usually after peer review; articles report original studies, reviews or commentary and include full references.',
    ['publishing', 'articles', 'journals'],
    ['peer-review', 'impact-factor', 'predatory-journal'],
  ),
  // Oxford English Dictionary "thesis"; university regulations (e.g. University of Oxford examination regulations)
  card(
    'thesis',
    'Thesis',
    AP,
    'beginner',
    'A long document reporting a student’s own research, submitted for a degree and examined by academics. In many countries a PhD thesis is called a dissertation; the word thesis also means the central argument a piece of writing defends.',
    ['degree', 'writing', 'dissertation'],
    ['research-proposal', 'research-question', 'literature-review'],
  ),
  // Creswell ch. 4; Punch, Developing Effective Research Proposals, 3rd ed., 2016
  card(
    'research-proposal',
    'Research Proposal',
    AP,
    'beginner',
    'A plan written before a study that sets out the research question, why it matters, what is already known, the methods, the ethical issues, a timeline and often a budget, so that supervisors, committees or funders can approve it.',
    ['planning', 'writing', 'approval'],
    ['research-question', 'grant-proposal', 'thesis'],
  ),
  // Sollaci & Pereira, The IMRaD structure: a fifty-year survey, J Med Libr Assoc 2004;92(3):364–367
  card(
    'imrad',
    'IMRaD',
    AP,
    'intermediate',
    'The standard structure of an empirical research article: Introduction, Methods, Results and Discussion. Each section answers one question: why, how, what was found, and what it means.',
    ['writing', 'structure', 'papers'],
    ['abstract', 'scholarly-journal'],
  ),
  // DOI Handbook, International DOI Foundation; ISO 26324:2022
  card(
    'doi',
    'DOI (Digital Object Identifier)',
    AP,
    'intermediate',
    'A permanent identifier for a digital object such as an article or data set, for example 10.1000/xyz123. Unlike a web address it stays the same when the object moves, because the DOI system resolves it to the current location.',
    ['identifier', 'referencing', 'persistent'],
    ['citation', 'orcid'],
  ),
  // orcid.org, "What is ORCID?"
  card(
    'orcid',
    'ORCID iD',
    AP,
    'intermediate',
    'A free, unique 16-digit identifier for a researcher (e.g. 0000-0002-1825-0097) that keeps their works correctly attributed even when names are shared, spelled differently or changed.',
    ['identifier', 'researchers', 'attribution'],
    ['doi', 'h-index'],
  ),
  // Budapest Open Access Initiative, 2002; Suber, Open Access, MIT Press, 2012
  card(
    'open-access',
    'Open Access',
    AP,
    'intermediate',
    'Research outputs that anyone can read online free of charge, usually with a licence that allows reuse. “Gold” open access is publication in an open journal; “green” is depositing a copy in a repository.',
    ['publishing', 'access', 'licensing'],
    ['preprint', 'scholarly-journal', 'predatory-journal'],
  ),
  // ICMJE section III.D.3 "Preprints"; NASEM
  card(
    'preprint',
    'Preprint',
    AP,
    'intermediate',
    'A version of a research paper shared publicly, on a server such as arXiv, bioRxiv or SSRN, before it has been peer-reviewed for a journal. It speeds up sharing, but its claims have not yet been checked by reviewers.',
    ['publishing', 'sharing', 'not peer-reviewed'],
    ['peer-review', 'open-access'],
  ),
  // Garfield, The history and meaning of the journal impact factor, JAMA 2006;295(1):90–93
  card(
    'impact-factor',
    'Journal Impact Factor',
    AP,
    'intermediate',
    'A journal-level metric: citations received in one year by the items a journal published in the previous two years, divided by the number of citable items it published in those two years. It describes a journal, not the quality of any single article.',
    ['metrics', 'journals', 'citations'],
    ['h-index', 'scholarly-journal', 'citation'],
  ),
  // NIH Grants Policy Statement; Gerin & Kapelewski, Writing the NIH Grant Proposal, 2nd ed., 2011
  card(
    'grant-proposal',
    'Grant Proposal',
    AP,
    'intermediate',
    'An application asking a funder for money to carry out research, written to the funder’s guidelines: aims, significance, approach, team, timeline and budget, judged against stated review criteria.',
    ['funding', 'writing', 'planning'],
    ['research-proposal', 'peer-review'],
  ),
  // Hirsch, An index to quantify an individual's scientific research output, PNAS 2005;102(46):16569–16572
  card(
    'h-index',
    'h-index',
    AP,
    'advanced',
    'A researcher has index h if h of their papers have each been cited at least h times. It combines output and citations in one number, but depends on the field, career length and the database used to count.',
    ['metrics', 'citations', 'researchers'],
    ['impact-factor', 'citation', 'orcid'],
  ),
  // Nosek et al., The preregistration revolution, PNAS 2018;115(11):2600–2606
  card(
    'preregistration',
    'Preregistration',
    AP,
    'advanced',
    'Recording a study’s hypotheses, design and analysis plan in a time-stamped public registry before collecting or analysing the data, so readers can tell planned (confirmatory) analyses from exploratory ones.',
    ['open science', 'transparency', 'planning'],
    ['registered-report', 'p-hacking', 'harking'],
  ),
  // Chambers & Tzavella, The past, present and future of Registered Reports, Nature Human Behaviour 2022;6:29–42
  card(
    'registered-report',
    'Registered Report',
    AP,
    'advanced',
    'A journal article format in which the introduction and methods are peer-reviewed before data are collected; if accepted in principle, the paper is published whatever the results, provided the agreed protocol was followed.',
    ['open science', 'publishing', 'peer review'],
    ['preregistration', 'publication-bias', 'peer-review'],
  ),
  // Grudniewicz et al., Predatory journals: no definition, no defence, Nature 2019;576:210–212
  card(
    'predatory-journal',
    'Predatory Journal',
    AP,
    'advanced',
    'A journal that puts its own profit ahead of scholarship: it charges authors fees but provides little or no real peer review or editing, and often uses false or misleading claims about its indexing, metrics or editorial board.',
    ['publishing', 'warning signs', 'fees'],
    ['peer-review', 'open-access', 'scholarly-journal'],
  ),

  // ── Literature Review (17) ──
  // Hart, Doing a Literature Review, 2nd ed., 2018, ch. 1
  card(
    'literature-review',
    'Literature Review',
    LR,
    'beginner',
    'A critical summary of what published research already says about a topic: it organises studies by theme or approach, compares their findings and methods, and identifies gaps that a new study could fill.',
    ['synthesis', 'background', 'writing'],
    ['systematic-review', 'narrative-review', 'search-strategy'],
  ),
  // Purdue OWL / library guides; ALA Glossary of Library and Information Science, 4th ed., 2013
  card(
    'primary-source',
    'Primary Source',
    LR,
    'beginner',
    'First-hand evidence: the original report of a study by the people who did it, or original material such as data, letters, interviews or artefacts from the time being studied.',
    ['sources', 'evidence', 'original'],
    ['secondary-source', 'citation'],
  ),
  // ALA Glossary of Library and Information Science, 4th ed., 2013
  card(
    'secondary-source',
    'Secondary Source',
    LR,
    'beginner',
    'A work that describes, summarises or interprets primary sources, such as a review article, textbook or encyclopedia entry. Useful for an overview, but cite the primary source for specific findings.',
    ['sources', 'interpretation', 'reviews'],
    ['primary-source', 'literature-review'],
  ),
  // Booth, Sutton & Papaioannou, Systematic Approaches to a Successful Literature Review, 2nd ed., 2016, ch. 6
  card(
    'boolean-operators',
    'Boolean Operators',
    LR,
    'beginner',
    'The words AND, OR and NOT used to combine search terms in a database: AND narrows a search (both terms), OR broadens it (either term, useful for synonyms) and NOT excludes a term.',
    ['searching', 'databases', 'keywords'],
    ['search-strategy', 'systematic-review'],
  ),
  // Purdue OWL, "Annotated Bibliographies"
  card(
    'annotated-bibliography',
    'Annotated Bibliography',
    LR,
    'beginner',
    'A list of sources in citation format, each followed by a short paragraph (the annotation) that summarises the source and often evaluates its quality and relevance to your project.',
    ['writing', 'sources', 'summary'],
    ['citation', 'literature-review'],
  ),
  // Booth, Sutton & Papaioannou, ch. 6; Cochrane ch. 4
  card(
    'search-strategy',
    'Search Strategy',
    LR,
    'beginner',
    'A written, reproducible plan for finding literature: the databases to search, the keywords and subject headings for each concept with their synonyms, how they are combined, and the limits (dates, languages) applied.',
    ['searching', 'planning', 'reproducibility'],
    ['boolean-operators', 'systematic-review', 'grey-literature'],
  ),
  // Cochrane ch. 1; PRISMA
  card(
    'systematic-review',
    'Systematic Review',
    LR,
    'intermediate',
    'A review that tries to find, appraise and synthesise all studies on a focused question using explicit, pre-specified methods (a protocol, a comprehensive search, eligibility criteria, risk-of-bias assessment) to minimise bias.',
    ['evidence synthesis', 'protocol', 'bias'],
    ['meta-analysis', 'prisma', 'eligibility-criteria', 'scoping-review'],
  ),
  // Munn et al., Systematic review or scoping review?, BMC Med Res Methodol 2018;18:143; Arksey & O'Malley 2005
  card(
    'scoping-review',
    'Scoping Review',
    LR,
    'intermediate',
    'A systematic review that maps the extent, range and nature of the evidence on a broad topic and identifies key concepts and gaps, usually without appraising study quality or pooling results.',
    ['evidence synthesis', 'mapping', 'gaps'],
    ['systematic-review', 'literature-review'],
  ),
  // Cochrane ch. 3 "Defining the criteria for including studies"
  card(
    'eligibility-criteria',
    'Inclusion and Exclusion Criteria',
    LR,
    'intermediate',
    'The pre-specified rules that decide which studies enter a review (or which people enter a study), for example by population, intervention, comparison, outcome, study design, date or language.',
    ['screening', 'protocol', 'PICO'],
    ['systematic-review', 'prisma', 'sample'],
  ),
  // Schöpfel, Towards a Prague definition of grey literature, GL12 conference, 2010 (after the Luxembourg definition, 1997/2004)
  card(
    'grey-literature',
    'Grey Literature',
    LR,
    'intermediate',
    'Research and information produced outside commercial and academic publishing, such as reports, theses, conference abstracts, government documents and trial registries. Searching it reduces publication bias.',
    ['sources', 'reports', 'unpublished'],
    ['publication-bias', 'search-strategy', 'systematic-review'],
  ),
  // Booth, Sutton & Papaioannou, ch. 6 ("citation searching")
  card(
    'citation-chaining',
    'Citation Chaining',
    LR,
    'intermediate',
    'Finding more sources from one relevant paper: backward chaining follows the works it cites, forward chaining finds the later works that cite it (using a citation index such as Web of Science, Scopus or Google Scholar).',
    ['searching', 'snowballing', 'citations'],
    ['search-strategy', 'citation', 'literature-review'],
  ),
  // Baumeister & Leary, Writing narrative literature reviews, Review of General Psychology 1997;1(3):311–320
  card(
    'narrative-review',
    'Narrative Review',
    LR,
    'intermediate',
    'A traditional review that summarises and discusses research on a topic in the author’s chosen way, without a pre-specified, reproducible search or selection method; good for broad overviews, but more open to bias than a systematic review.',
    ['review types', 'overview', 'bias'],
    ['literature-review', 'systematic-review'],
  ),
  // Cochrane ch. 10; Borenstein et al., Introduction to Meta-Analysis, 2009
  card(
    'meta-analysis',
    'Meta-analysis',
    LR,
    'advanced',
    'A statistical method that combines the results of several studies of the same question into one pooled estimate, weighting each study by its precision, and examines how much the results differ between studies.',
    ['evidence synthesis', 'pooling', 'statistics'],
    ['systematic-review', 'forest-plot', 'heterogeneity', 'effect-size'],
  ),
  // PRISMA
  card(
    'prisma',
    'PRISMA Statement',
    LR,
    'advanced',
    'Preferred Reporting Items for Systematic reviews and Meta-Analyses: a reporting guideline with a 27-item checklist and a flow diagram showing how many records were found, screened, excluded (with reasons) and included.',
    ['reporting', 'guideline', 'flow diagram'],
    ['systematic-review', 'meta-analysis', 'eligibility-criteria'],
  ),
  // Cochrane ch. 13 "Assessing risk of bias due to missing results"; Dickersin, JAMA 1990;263:1385–1389
  card(
    'publication-bias',
    'Publication Bias',
    LR,
    'advanced',
    'The tendency for studies with positive or statistically significant results to be published more often, or sooner, than studies with null results, so the published literature overstates effects.',
    ['bias', 'missing studies', 'funnel plot'],
    ['grey-literature', 'registered-report', 'meta-analysis'],
  ),
  // Cochrane ch. 10; Lewis & Clarke, Forest plots, BMJ 2001;322:1479–1480
  card(
    'forest-plot',
    'Forest Plot',
    LR,
    'advanced',
    'The chart of a meta-analysis: each study is a row with its estimate (a square sized by its weight) and confidence interval (a line), and a diamond at the bottom shows the pooled estimate and its interval.',
    ['visualisation', 'meta-analysis', 'confidence interval'],
    ['meta-analysis', 'confidence-interval', 'heterogeneity'],
  ),
  // Cochrane ch. 10.10; Higgins et al., Measuring inconsistency in meta-analyses, BMJ 2003;327:557–560
  card(
    'heterogeneity',
    'Heterogeneity',
    LR,
    'advanced',
    'Variation in results between the studies of a meta-analysis beyond what chance would explain, measured for example with the I² statistic (the share of variation due to real differences). High heterogeneity calls for caution in pooling and a search for its causes.',
    ['meta-analysis', 'I squared', 'variation'],
    ['meta-analysis', 'forest-plot'],
  ),

  // ── Research Design (18) ──
  // Creswell ch. 7; Booth, Colomb & Williams, The Craft of Research, 4th ed., 2016
  card(
    'research-question',
    'Research Question',
    RD,
    'beginner',
    'The focused, answerable question a study sets out to answer. It guides the choice of design, sample, data and analysis; a good one is clear, specific, researchable and worth answering.',
    ['planning', 'focus', 'question'],
    ['hypothesis', 'research-proposal', 'operationalization'],
  ),
  // APA-Dict "hypothesis"; Creswell ch. 7
  card(
    'hypothesis',
    'Hypothesis',
    RD,
    'beginner',
    'A specific, testable prediction about the relationship between variables, derived from theory or earlier findings, for example “students who sleep 8 hours score higher than those who sleep 5”. Data can support it or count against it.',
    ['prediction', 'testing', 'theory'],
    ['null-hypothesis', 'research-question', 'independent-variable'],
  ),
  // APA-Dict "independent variable"
  card(
    'independent-variable',
    'Independent Variable',
    RD,
    'beginner',
    'The variable the researcher changes or compares, treated as the possible cause, such as the teaching method given to each group. Called the predictor or explanatory variable in non-experimental studies.',
    ['variables', 'cause', 'manipulation'],
    ['dependent-variable', 'confounding-variable', 'control-group'],
  ),
  // APA-Dict "dependent variable"
  card(
    'dependent-variable',
    'Dependent Variable',
    RD,
    'beginner',
    'The outcome that is measured to see whether it changes with the independent variable, such as the test scores of each group. Also called the outcome or response variable.',
    ['variables', 'outcome', 'measurement'],
    ['independent-variable', 'operationalization', 'linear-regression'],
  ),
  // OxEpi "control group"; SCC ch. 1
  card(
    'control-group',
    'Control Group',
    RD,
    'beginner',
    'The group in a study that does not receive the treatment being tested (it gets no treatment, a placebo or usual care), providing a comparison that shows what would have happened without the treatment.',
    ['experiments', 'comparison', 'placebo'],
    ['randomized-controlled-trial', 'random-assignment', 'independent-variable'],
  ),
  // OxStat "sample", "population"
  card(
    'sample',
    'Sample and Population',
    RD,
    'beginner',
    'The population is the whole group a study wants to draw conclusions about; the sample is the subset actually studied. How the sample is chosen decides how far results can be generalised to the population.',
    ['sampling', 'generalisation', 'participants'],
    ['random-sampling', 'statistical-power', 'external-validity'],
  ),
  // SCC ch. 8
  card(
    'random-assignment',
    'Random Assignment',
    RD,
    'intermediate',
    'Allocating participants to study groups by chance (for example by computer-generated random numbers), so the groups are alike on average in both measured and unmeasured characteristics. Not the same as random sampling, which is about who gets into the study.',
    ['experiments', 'randomisation', 'causation'],
    ['randomized-controlled-trial', 'random-sampling', 'internal-validity'],
  ),
  // OxEpi "randomized controlled trial"; CONSORT 2010 statement
  card(
    'randomized-controlled-trial',
    'Randomized Controlled Trial (RCT)',
    RD,
    'intermediate',
    'An experiment in which participants are randomly assigned to receive either the intervention or a control condition and followed up to compare outcomes; often blinded. It is the strongest single-study design for judging cause and effect.',
    ['experiments', 'causation', 'clinical trials'],
    ['random-assignment', 'control-group', 'clinical-equipoise', 'internal-validity'],
  ),
  // OxEpi "cross-sectional study"
  card(
    'cross-sectional-study',
    'Cross-sectional Study',
    RD,
    'intermediate',
    'A study that measures exposures and outcomes in a sample at a single point in time, like a snapshot. It shows how common things are and how they are associated, but usually cannot show which came first.',
    ['observational', 'snapshot', 'prevalence'],
    ['longitudinal-study', 'survey', 'cohort-study'],
  ),
  // OxEpi "longitudinal study"
  card(
    'longitudinal-study',
    'Longitudinal Study',
    RD,
    'intermediate',
    'A study that collects data from the same participants repeatedly over a period of time, so that change within individuals and the order of events can be observed.',
    ['observational', 'change over time', 'follow-up'],
    ['cross-sectional-study', 'cohort-study'],
  ),
  // OxEpi "confounding"; SCC ch. 2
  card(
    'confounding-variable',
    'Confounding Variable',
    RD,
    'intermediate',
    'A third variable that is associated with the exposure and independently affects the outcome, creating or hiding an apparent relationship between them. Age can confound a link between coffee and heart disease, for example.',
    ['bias', 'third variable', 'causation'],
    ['internal-validity', 'random-assignment', 'multiple-regression', 'correlation'],
  ),
  // Carmines & Zeller, Reliability and Validity Assessment, 1979; APA-Dict "reliability"
  card(
    'reliability',
    'Reliability',
    RD,
    'intermediate',
    'The consistency of a measurement: whether it gives similar results when repeated (test–retest), across raters (inter-rater) or across the items of a scale (internal consistency, such as Cronbach’s alpha). A measure can be reliable without being valid.',
    ['measurement', 'consistency', 'cronbach alpha'],
    ['internal-validity', 'operationalization', 'likert-scale'],
  ),
  // APA-Dict "operationalization"; Creswell ch. 8
  card(
    'operationalization',
    'Operationalization',
    RD,
    'advanced',
    'Turning an abstract concept into something measurable by defining exactly how it will be observed or measured, for example measuring “stress” as a score on a named questionnaire or as cortisol level.',
    ['measurement', 'concepts', 'variables'],
    ['dependent-variable', 'reliability', 'research-question'],
  ),
  // SCC ch. 2 "internal validity"
  card(
    'internal-validity',
    'Internal Validity',
    RD,
    'advanced',
    'How confidently a study can conclude that the independent variable, and not something else, caused the observed change in the outcome. Threats include confounding, selection, history, maturation and attrition.',
    ['validity', 'causation', 'bias'],
    ['external-validity', 'confounding-variable', 'random-assignment'],
  ),
  // SCC ch. 3 "external validity"
  card(
    'external-validity',
    'External Validity',
    RD,
    'advanced',
    'How far a study’s findings hold for other people, settings, treatments and times than those studied, i.e. how generalisable they are.',
    ['validity', 'generalisation', 'sampling'],
    ['internal-validity', 'sample', 'random-sampling'],
  ),
  // SCC ch. 4–7
  card(
    'quasi-experimental-design',
    'Quasi-experimental Design',
    RD,
    'advanced',
    'A study that tests an intervention like an experiment but without random assignment to groups, for example comparing two schools, or using an interrupted time series. It is often more practical, but confounding is harder to rule out.',
    ['experiments', 'non-random', 'causation'],
    ['randomized-controlled-trial', 'internal-validity', 'confounding-variable'],
  ),
  // OxEpi "cohort study"
  card(
    'cohort-study',
    'Cohort Study',
    RD,
    'advanced',
    'An observational study that follows a group of people defined by exposure (for example smokers and non-smokers) over time and compares how often the outcome develops in each. Can be prospective or use historical records (retrospective).',
    ['observational', 'epidemiology', 'exposure'],
    ['case-control-study', 'longitudinal-study', 'cross-sectional-study'],
  ),
  // OxEpi "case-control study"
  card(
    'case-control-study',
    'Case-control Study',
    RD,
    'advanced',
    'An observational study that starts from the outcome: people who have a condition (cases) are compared with similar people who do not (controls) on their past exposures. Efficient for rare outcomes; it estimates odds ratios.',
    ['observational', 'epidemiology', 'odds ratio'],
    ['cohort-study', 'confounding-variable'],
  ),

  // ── Research Ethics (17) ──
  // Belmont, part C.1; CommonRule §46.116
  card(
    'informed-consent',
    'Informed Consent',
    RE,
    'beginner',
    'A person’s voluntary agreement to take part in research after being told, in words they understand, its purpose, procedures, risks, benefits, alternatives and their right to withdraw at any time without penalty.',
    ['participants', 'autonomy', 'voluntary'],
    ['respect-for-persons', 'institutional-review-board', 'vulnerable-populations'],
  ),
  // ORI; COPE, Plagiarism guidance
  card(
    'plagiarism',
    'Plagiarism',
    RE,
    'beginner',
    'Presenting another person’s ideas, processes, results or words as your own without giving appropriate credit. It is one of the three forms of research misconduct, alongside fabrication and falsification.',
    ['integrity', 'misconduct', 'citation'],
    ['citation', 'research-misconduct', 'authorship'],
  ),
  // British Psychological Society Code of Human Research Ethics, 2021; CommonRule §46.111(a)(7)
  card(
    'confidentiality',
    'Confidentiality',
    RE,
    'beginner',
    'The researcher’s promise that information a participant shares will be kept secure and disclosed only as agreed, for example reported without names. Unlike anonymity, the researcher may still know who said what.',
    ['privacy', 'data protection', 'participants'],
    ['anonymity', 'de-identification', 'informed-consent'],
  ),
  // SAGE-QR "Anonymity"
  card(
    'anonymity',
    'Anonymity',
    RE,
    'beginner',
    'No one, including the researcher, can link data to the person who provided it, as in an online survey that collects no names or identifying details.',
    ['privacy', 'participants', 'identity'],
    ['confidentiality', 'de-identification'],
  ),
  // CommonRule §46.102, §46.107–109
  card(
    'institutional-review-board',
    'Institutional Review Board (IRB)',
    RE,
    'beginner',
    'A committee that reviews research involving people before it starts, and while it runs, to protect participants’ rights and welfare; it can approve, require changes to or reject a study. Called a research ethics committee (REC) in many countries.',
    ['oversight', 'approval', 'ethics committee'],
    ['informed-consent', 'belmont-report', 'vulnerable-populations'],
  ),
  // ICMJE section II.B "Disclosure of financial and non-financial relationships"
  card(
    'conflict-of-interest',
    'Conflict of Interest',
    RE,
    'beginner',
    'A situation in which a researcher’s financial or personal interests, such as funding, shares, employment or relationships, could influence, or be seen to influence, their judgement about the research. It must be disclosed and managed.',
    ['disclosure', 'funding', 'bias'],
    ['authorship', 'peer-review'],
  ),
  // Belmont
  card(
    'belmont-report',
    'Belmont Report',
    RE,
    'intermediate',
    'The 1979 US report that set out three ethical principles for research with human participants, namely respect for persons, beneficence and justice, and applied them to informed consent, assessment of risks and benefits, and the selection of participants.',
    ['principles', 'history', 'human participants'],
    ['respect-for-persons', 'beneficence', 'institutional-review-board'],
  ),
  // Belmont, part B.1
  card(
    'respect-for-persons',
    'Respect for Persons',
    RE,
    'intermediate',
    'The Belmont principle that individuals should be treated as autonomous agents who decide for themselves, and that people with diminished autonomy, such as children, are entitled to extra protection. It underlies informed consent.',
    ['principles', 'autonomy', 'Belmont'],
    ['belmont-report', 'informed-consent', 'vulnerable-populations'],
  ),
  // Belmont, part B.2
  card(
    'beneficence',
    'Beneficence',
    RE,
    'intermediate',
    'The Belmont principle of doing no harm and maximising possible benefits while minimising possible harms; in practice, a study’s risks must be justified by its expected benefits.',
    ['principles', 'risk', 'Belmont'],
    ['belmont-report', 'respect-for-persons', 'clinical-equipoise'],
  ),
  // ORI (42 CFR 93.103)
  card(
    'research-misconduct',
    'Research Misconduct',
    RE,
    'intermediate',
    'Fabrication (making up data or results), falsification (manipulating materials, equipment, processes, data or results so the record is misrepresented) or plagiarism in proposing, performing, reviewing or reporting research. Honest error and differences of opinion are not misconduct.',
    ['integrity', 'fabrication', 'falsification'],
    ['plagiarism', 'p-hacking', 'authorship'],
  ),
  // CommonRule §46.111(b) and subparts B–D; Belmont part C.3
  card(
    'vulnerable-populations',
    'Vulnerable Populations',
    RE,
    'intermediate',
    'Groups at greater risk of coercion, undue influence or harm in research, such as children, prisoners, people with impaired decision-making capacity or people in dependent relationships, who need additional safeguards.',
    ['participants', 'protection', 'consent'],
    ['informed-consent', 'respect-for-persons', 'institutional-review-board'],
  ),
  // ICMJE section II.A "Defining the role of authors and contributors"
  card(
    'authorship',
    'Authorship Criteria',
    RE,
    'intermediate',
    'Rules for who may be named as an author. The ICMJE requires substantial contributions to the work, drafting or critically revising it, final approval of the version published, and agreement to be accountable for it; other contributors are acknowledged.',
    ['publishing', 'credit', 'accountability'],
    ['plagiarism', 'conflict-of-interest', 'research-misconduct'],
  ),
  // Simmons, Nelson & Simonsohn, False-positive psychology, Psychological Science 2011;22(11):1359–1366; Head et al., PLoS Biol 2015;13(3):e1002106
  card(
    'p-hacking',
    'P-hacking',
    RE,
    'advanced',
    'Trying many analyses, such as different outcomes, subgroups, covariates, exclusions or stopping points, and reporting only those that give p < 0.05. It inflates false positives and is a questionable research practice.',
    ['questionable practices', 'false positive', 'integrity'],
    ['p-value', 'multiple-comparisons', 'preregistration', 'harking'],
  ),
  // Kerr, HARKing: Hypothesizing After the Results are Known, Personality and Social Psychology Review 1998;2(3):196–217
  card(
    'harking',
    'HARKing',
    RE,
    'advanced',
    'Hypothesizing After the Results are Known: presenting a hypothesis formed after seeing the data as if it had been made beforehand. It makes exploratory findings look confirmatory.',
    ['questionable practices', 'hypotheses', 'transparency'],
    ['p-hacking', 'preregistration', 'hypothesis'],
  ),
  // Helsinki
  card(
    'declaration-of-helsinki',
    'Declaration of Helsinki',
    RE,
    'advanced',
    'The World Medical Association’s statement of ethical principles for medical research involving human participants, first adopted in 1964 and revised since; it requires, among other things, informed consent, ethics committee review and the registration of trials.',
    ['principles', 'medical research', 'history'],
    ['belmont-report', 'informed-consent', 'clinical-equipoise'],
  ),
  // Freedman, Equipoise and the ethics of clinical research, NEJM 1987;317:141–145
  card(
    'clinical-equipoise',
    'Clinical Equipoise',
    RE,
    'advanced',
    'Genuine uncertainty within the expert medical community about which of the treatments being compared is better. It is widely held to be what makes it ethical to randomise patients between them in a trial.',
    ['clinical trials', 'uncertainty', 'randomisation'],
    ['randomized-controlled-trial', 'beneficence', 'declaration-of-helsinki'],
  ),
  // HHS, Guidance on De-identification of PHI under HIPAA, 2012; GDPR Art. 4(5) and Recital 26
  card(
    'de-identification',
    'De-identification',
    RE,
    'advanced',
    'Removing or altering information that could identify people in a data set, such as names, addresses and dates. Pseudonymised data (identifiers replaced by codes with a key kept) can still be re-identified, so under the GDPR they remain personal data.',
    ['data protection', 'privacy', 'GDPR'],
    ['anonymity', 'confidentiality'],
  ),
]
