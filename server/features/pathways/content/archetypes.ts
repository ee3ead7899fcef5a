import type { Archetype } from '#shared/contract/pathways'

/**
 * The four career archetypes. Programme facts are the funders' own descriptions as of 2025; amounts and deadlines
 * change every cycle, so they are left to the linked pages. Links go to the funder's stable top-level page.
 */
export const ARCHETYPES: readonly Archetype[] = [
  {
    id: 'academic-researcher',
    title: 'Academic Researcher',
    summary:
      'Leads an independent research program at a university or research institute: sets the questions, funds the work, trains the next generation and publishes what it finds.',
    responsibilities: [
      'Design and lead an independent research program: its questions, methods and long-term direction.',
      'Win and manage external funding: write proposals, run budgets and report progress to funders.',
      'Publish in peer-reviewed journals and present at conferences.',
      'Mentor graduate students and postdoctoral researchers, and teach courses.',
      'Serve the field: peer review for journals and funders, committees and editorial work.',
    ],
    steps: [
      {
        title: "Bachelor's degree with research experience",
        detail:
          'Join a lab or research group early; summer programs such as NSF Research Experiences for Undergraduates (REU) sites give a first project and a reference.',
      },
      {
        title: 'PhD with first-author publications',
        detail:
          'Carry out original dissertation research and publish it. Graduate fellowships such as the NSF Graduate Research Fellowship Program (GRFP) fund you rather than a project.',
      },
      {
        title: 'Postdoctoral training',
        detail:
          'Usually two to five years building a line of research you can take with you. Transition awards such as the NIH Pathway to Independence Award (K99/R00) bridge the move to a faculty post.',
      },
      {
        title: 'Faculty search and assistant professorship',
        detail:
          'Apply with a research statement, a teaching statement and a job talk; negotiate start-up funds, space and teaching load; start your own group.',
      },
      {
        title: 'Tenure and promotion',
        detail:
          'Sustained funding (a first NIH R01 or NSF award), a publication record and mentoring lead to tenure review, usually in the sixth or seventh year, then promotion to full professor.',
      },
    ],
    skills: [
      {
        name: 'Research design and statistics',
        detail: 'Designing studies with enough power and analysing them reproducibly, in R or Python.',
      },
      {
        name: 'Scientific writing',
        detail: 'Papers, grant proposals and reviews written for the reader who has ten minutes.',
      },
      {
        name: 'Literature search and reference management',
        detail: 'Databases such as PubMed, Web of Science or Scopus, and a reference manager such as Zotero.',
      },
      {
        name: 'Mentoring and teaching',
        detail: 'Individual development plans with trainees, clear expectations, and courses that teach how to think.',
      },
      {
        name: 'Lab and project management',
        detail: 'Budgets, hiring, timelines and the data management and sharing plans funders now require.',
      },
    ],
    funding: [
      {
        name: 'Research Project Grant (R01) and Exploratory/Developmental Grant (R21)',
        funder: 'National Institutes of Health (NIH)',
        detail:
          'The R01 funds a discrete project, usually for up to five years; the R21 funds early, exploratory work for up to two years and generally does not require preliminary data.',
        url: 'https://grants.nih.gov/',
      },
      {
        name: 'Pathway to Independence Award (K99/R00)',
        funder: 'National Institutes of Health (NIH)',
        detail:
          'Up to two years of mentored postdoctoral support (K99) followed by up to three years of independent support (R00) once you hold an independent position.',
        url: 'https://researchtraining.nih.gov/',
      },
      {
        name: 'Faculty Early Career Development Program (CAREER)',
        funder: 'U.S. National Science Foundation (NSF)',
        detail:
          "NSF's most prestigious award for early-career faculty: five years of support for a plan that integrates research and education.",
        url: 'https://www.nsf.gov/',
      },
      {
        name: 'Sloan Research Fellowships',
        funder: 'Alfred P. Sloan Foundation',
        detail:
          'Two-year fellowships for early-career faculty in the sciences and economics, nominated by senior colleagues; the funds are flexible.',
        url: 'https://sloan.org/fellowships',
      },
      {
        name: 'Investigator and early-career programs',
        funder: 'Howard Hughes Medical Institute (HHMI)',
        detail:
          'Long-term, flexible support for biomedical scientists, who stay at their own institutions, chosen in open competitions.',
        url: 'https://www.hhmi.org/',
      },
    ],
    grantTips: [
      'Read the funding announcement and its review criteria first, and answer each one (NSF: Intellectual Merit and Broader Impacts; NIH: Importance of the Research, Rigor and Feasibility, Expertise and Resources).',
      'Send the program officer a one-page summary of your aims before you write, and ask whether the project fits.',
      'Make the Specific Aims page the whole argument on one page: the gap, the hypothesis and two or three aims that do not depend on each other.',
      'Show feasibility with preliminary data where the mechanism expects it (an R01 does; an R21 generally does not).',
      'Give colleagues a full draft weeks before the deadline; if it is not funded, answer every critique in the resubmission.',
    ],
  },
  {
    id: 'industry-innovator',
    title: 'Industry Innovator',
    summary:
      'Does research inside a company, from a corporate lab to a product team: turns scientific ideas into technologies, products and patents on business timelines.',
    responsibilities: [
      'Turn research questions into technical projects with milestones tied to products or processes.',
      'Build and test prototypes, models or assays, and decide quickly what to stop.',
      'Protect and share results: invention disclosures, patents, and publications where the company allows.',
      'Work across functions with engineering, product, regulatory and business teams.',
      'Keep up with the science, and partner with universities and national laboratories.',
    ],
    steps: [
      {
        title: 'Degree in a science or engineering field',
        detail: "A bachelor's, master's or PhD; internships or co-ops in industry show you how company research works.",
      },
      {
        title: 'Industry internships during graduate school',
        detail:
          'Summer research internships at companies lead to many first offers; ask your advisor about industry collaborations.',
      },
      {
        title: 'First role: scientist, engineer or postdoc in industry',
        detail:
          'Learn product cycles, documentation, intellectual property and regulated processes; industrial postdocs are a common entry after a PhD.',
      },
      {
        title: 'Lead projects and teams',
        detail:
          'Senior scientist or principal engineer roles lead technical programs; show results that moved a product or a decision.',
      },
      {
        title: 'Research leadership',
        detail:
          'Director of research, chief scientist or CTO: set the research portfolio, build partnerships and decide where the company invests.',
      },
    ],
    skills: [
      {
        name: 'Applied research and prototyping',
        detail: 'Getting from an idea to a working prototype and a decision fast.',
      },
      {
        name: 'Data analysis and programming',
        detail: 'Python or R, version control with Git, and statistics that hold up in a design review.',
      },
      {
        name: 'Intellectual property',
        detail: 'When to disclose, what a patent claims, and how to read prior art.',
      },
      {
        name: 'Project management',
        detail: 'Milestones, risks and budgets; agile or stage-gate processes as the company runs them.',
      },
      {
        name: 'Communication with non-specialists',
        detail: 'Explaining a technical result and its business case to product and executive audiences.',
      },
    ],
    funding: [
      {
        name: 'Research programs and Broad Agency Announcements',
        funder: 'Defense Advanced Research Projects Agency (DARPA)',
        detail:
          'High-risk, high-reward programs run by program managers; companies and universities respond to Broad Agency Announcements.',
        url: 'https://www.darpa.mil/',
      },
      {
        name: 'Advanced Research Projects Agency–Energy (ARPA-E)',
        funder: 'U.S. Department of Energy',
        detail:
          'Funds early-stage, high-potential energy technologies through focused programs and open funding opportunities, often with a cost share.',
        url: 'https://arpa-e.energy.gov/',
      },
      {
        name: 'Partnerships for Innovation (PFI)',
        funder: 'U.S. National Science Foundation (NSF)',
        detail:
          'Helps researchers move discoveries from NSF-funded work toward commercial use, often with industry partners.',
        url: 'https://www.nsf.gov/',
      },
      {
        name: 'Manufacturing USA institutes',
        funder: 'Manufacturing USA (a U.S. public–private network)',
        detail:
          'Institutes that fund member projects on advanced manufacturing technologies, shared between companies, universities and government.',
        url: 'https://www.manufacturingusa.com/',
      },
      {
        name: 'Innovate UK grants and Knowledge Transfer Partnerships',
        funder: 'UK Research and Innovation (UKRI)',
        detail:
          "The UK's innovation agency funds business-led research and development, and pairs companies with universities through Knowledge Transfer Partnerships.",
        url: 'https://www.ukri.org/',
      },
    ],
    grantTips: [
      'Lead with the problem and who has it, then state measurable technical targets for each milestone.',
      "Answer the announcement's technical targets point by point, and send the white paper or concept paper first when the agency asks for one.",
      'Budget the real cost, including any cost share the program requires, and say where the share comes from.',
      'Talk to your legal or intellectual-property team before you submit, and mark proprietary information as the instructions say.',
      'Partner with a university or national laboratory where the program rewards it, and spell out who does what.',
    ],
  },
  {
    id: 'policy-advisor',
    title: 'Policy Analyst/Advisor',
    summary:
      'Brings research evidence to public decisions in government, legislatures, think tanks or nonprofits: analyses options, advises decision-makers and explains the science.',
    responsibilities: [
      'Analyse policy options with the best available evidence, and say how certain it is.',
      'Write briefs, memos and testimony for readers who are not specialists.',
      'Advise legislators, agency leaders or boards on science and technology questions.',
      'Evaluate programs and regulations once they are in place.',
      'Build relationships with researchers, stakeholders and the people the policy affects.',
    ],
    steps: [
      {
        title: 'Degree in a discipline, with policy exposure',
        detail:
          'Any science or social science field; add courses in public policy, economics or statistics, and follow a policy issue closely.',
      },
      {
        title: 'Graduate degree',
        detail:
          'A PhD in your field, or a master’s in public policy or administration; join or start a science policy group on campus.',
      },
      {
        title: 'A short policy immersion',
        detail:
          'Programs such as the National Academies’ Christine Mirzayan Science & Technology Policy Graduate Fellowship place students and recent graduates in policy work for weeks.',
      },
      {
        title: 'A policy fellowship',
        detail:
          'Year-long placements such as the AAAS Science & Technology Policy Fellowships (federal government) or state fellowships put scientists inside government.',
      },
      {
        title: 'Analyst, advisor and leadership roles',
        detail:
          'Staff positions in agencies, legislatures, think tanks or nonprofits, then leading a portfolio or an office.',
      },
    ],
    skills: [
      {
        name: 'Policy analysis',
        detail: 'Framing a decision, comparing options on costs, benefits and who bears them.',
      },
      {
        name: 'Evidence synthesis',
        detail: 'Systematic and rapid reviews, and judging the strength of a body of evidence.',
      },
      {
        name: 'Writing for decision-makers',
        detail: 'One-page briefs and memos that lead with the recommendation.',
      },
      {
        name: 'Quantitative methods for evaluation',
        detail: 'Program evaluation, cost–benefit analysis and causal inference in R, Stata or Python.',
      },
      {
        name: 'Stakeholder engagement',
        detail: 'Listening to the people a policy affects, and building trust across the aisle.',
      },
    ],
    funding: [
      {
        name: 'Science & Technology Policy Fellowships',
        funder: 'American Association for the Advancement of Science (AAAS)',
        detail:
          'Year-long fellowships, renewable for a second year, that place scientists and engineers in the executive, legislative and judicial branches of the U.S. federal government.',
        url: 'https://www.aaas.org/programs/science-technology-policy-fellowships',
      },
      {
        name: 'Christine Mirzayan Science & Technology Policy Graduate Fellowship',
        funder: 'National Academies of Sciences, Engineering, and Medicine',
        detail:
          'A full-time program of several weeks in Washington, DC, for graduate students and recent graduates to learn how science policy is made.',
        url: 'https://www.nationalacademies.org/',
      },
      {
        name: 'Presidential Management Fellows Program',
        funder: 'U.S. Office of Personnel Management',
        detail:
          'A two-year paid leadership program in U.S. federal agencies for people who recently completed an advanced degree.',
        url: 'https://www.pmf.gov/',
      },
      {
        name: 'Science & Technology Policy Fellowships (state)',
        funder: 'California Council on Science and Technology (CCST)',
        detail: 'Year-long fellowships placing PhD scientists and engineers in California state government.',
        url: 'https://ccst.us/',
      },
      {
        name: 'Research grants on the use of research evidence',
        funder: 'William T. Grant Foundation',
        detail:
          'Grants for studies of how research evidence is used in policy and practice, and on reducing inequality in youth outcomes.',
        url: 'https://wtgrantfoundation.org/',
      },
    ],
    grantTips: [
      'Write for an intelligent reader outside your field: no jargon, the recommendation first.',
      'Tie the work to a live policy question and name the decision-makers who would use the findings.',
      'In a fellowship statement, show why policy with evidence: briefs, testimony, op-eds or a campus science policy group.',
      'Choose referees who can speak to both your research and your policy judgement.',
      'Plan how findings reach their users (briefs, briefings, partnerships with agencies) and budget for it.',
    ],
  },
  {
    id: 'research-entrepreneur',
    title: 'Research Entrepreneur',
    summary:
      'Founds or joins a start-up to take a research result to market: proves the technology, finds the customers and raises the money to build a company.',
    responsibilities: [
      'Turn a research result into a product customers need, and test that they do.',
      'Raise non-dilutive funding (grants) and, when ready, investment.',
      'Build the team and the company: hiring, culture, operations.',
      'Protect intellectual property and license it from the university where needed.',
      'Meet regulatory, quality and manufacturing requirements as the product matures.',
    ],
    steps: [
      {
        title: 'Research with a result worth building on',
        detail:
          'A technology with an advantage you can demonstrate, usually from graduate or postdoctoral work; talk to your technology transfer office early.',
      },
      {
        title: 'Find the customers',
        detail:
          'Programs such as NSF I-Corps train teams to interview potential customers and test whether a market exists before building.',
      },
      {
        title: 'Form the company and secure the IP',
        detail:
          'Incorporate, agree founder equity, and license the university’s patents or file your own with counsel.',
      },
      {
        title: 'Non-dilutive funding: SBIR/STTR Phase I, then Phase II',
        detail:
          'Phase I proves feasibility; Phase II funds the full research and development. STTR requires a partnership with a research institution.',
      },
      {
        title: 'Investment and growth',
        detail:
          'With evidence from customers and Phase II results, raise seed or venture funding, then scale the product and the team.',
      },
    ],
    skills: [
      {
        name: 'Customer discovery',
        detail: 'Interviews that test assumptions, and the discipline to change course.',
      },
      {
        name: 'Business models and finance',
        detail: 'Unit economics, a budget, a cap table, and reading a term sheet.',
      },
      {
        name: 'Intellectual property and licensing',
        detail: 'Patent strategy and negotiating a license with a technology transfer office.',
      },
      {
        name: 'Pitching',
        detail: 'A clear story for reviewers, investors and hires, adapted to each.',
      },
      {
        name: 'Team building and leadership',
        detail: 'Hiring for what you lack, and leading people through uncertainty.',
      },
    ],
    funding: [
      {
        name: 'Small Business Innovation Research (SBIR) and Small Business Technology Transfer (STTR), Phase I and II',
        funder: 'U.S. federal agencies (SBIR.gov)',
        detail:
          'Federal research and development funding for U.S. small businesses: Phase I for feasibility, Phase II for full development; STTR adds a research-institution partner.',
        url: 'https://www.sbir.gov/',
      },
      {
        name: "America's Seed Fund (NSF SBIR/STTR)",
        funder: 'U.S. National Science Foundation (NSF)',
        detail:
          "NSF's SBIR/STTR program for deep-technology start-ups; it asks for a short Project Pitch before a full proposal.",
        url: 'https://seedfund.nsf.gov/',
      },
      {
        name: 'Innovation Corps (I-Corps)',
        funder: 'U.S. National Science Foundation (NSF)',
        detail:
          'Teams of a technical lead, an entrepreneurial lead and a mentor learn customer discovery and test the market for their technology.',
        url: 'https://www.nsf.gov/',
      },
      {
        name: 'NIH SEED (small business programs)',
        funder: 'National Institutes of Health (NIH)',
        detail:
          "NIH's SBIR/STTR programs and support for academic innovators and start-ups taking health technologies to market.",
        url: 'https://seed.nih.gov/',
      },
      {
        name: 'Activate Fellowship',
        funder: 'Activate',
        detail:
          'A two-year fellowship for scientists and engineers starting a company around their research, with a stipend, mentoring and access to research facilities.',
        url: 'https://www.activate.org/',
      },
    ],
    grantTips: [
      "Talk to the agency's program manager or topic contact before you apply, and make sure your project fits a topic.",
      'Write Phase I around feasibility: a few clear technical objectives whose success sets up Phase II.',
      'Back the commercialization plan with evidence from customer interviews, not market-size slides.',
      'Register early: SAM.gov, the SBIR.gov company registry and each agency’s submission system can take weeks.',
      'Use the free help: SBIR.gov tutorials, state SBIR support programs and the agencies’ own webinars.',
    ],
  },
]
