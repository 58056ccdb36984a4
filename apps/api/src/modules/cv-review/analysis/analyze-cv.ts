// The CV analyzer: CvDocument (+ an optional target job and the portal's roles) → CvAnalysis.
// Pure and synchronous once built: createCvAnalyzer loads the English and Indonesian Hunspell
// dictionaries (about 0.5 s), so a caller builds one analyzer and keeps it; analyze() then does
// no I/O.
//
// Hidden lines and lines addressed to the analyzer are read as blank by every content check:
// they are reported (hiddenText, promptInjection) and cost their penalty, and nothing else.
import type { CvFinding } from '@jenjang/domain';
import { checkBullets } from './bullets';
import { recommendCareers } from './careers';
import { checkContact } from './contact';
import type { CvAnalysis, CvAnalysisInput, CvLine } from './cv-document';
import { wordsOf } from './cv-text';
import { monthIndexOf, monthsCovered } from './dates';
import { educationLevelOf } from './education';
import { checkInjection, isInjection } from './injection';
import { matchJob } from './job-match';
import { detectLanguage } from './language';
import { checkLayout } from './layout';
import { detectSections, linesOf, sectionsOf } from './sections';
import { checkSpelling, withTyposCorrected } from './spelling';
import { loadSpellingDictionaries } from './spelling-dictionaries';
import { checkSummary } from './summary';
import { createLexicalTermMatcher, type TermMatcher } from './term-matcher';
import { checkTimeline, latestMonthOf } from './timeline';
import { scoreAspects } from './aspects';

export type CvAnalyzer = { analyze(input: CvAnalysisInput): CvAnalysis };

export type CvAnalyzerOptions = {
  /** How CV and job terms are compared; lexical (stems and synonyms) unless a model is given. */
  matcher?: TermMatcher;
};

/** Lines a person reads as the CV's content: hidden and injected lines become blank. */
function readableLines(lines: readonly CvLine[]): CvLine[] {
  return lines.map((line) =>
    line.hidden || isInjection(line.text) ? { ...line, text: '' } : line,
  );
}

function countSkillItems(lines: readonly CvLine[], indexes: readonly number[]): number {
  let items = 0;
  for (const index of indexes) {
    const text = (lines[index]?.text ?? '').replace(/^[^:]{1,30}:\s*/, '');
    items += text.split(/[,;•|·]|\s\/\s/).filter((part) => /\p{L}{2,}/u.test(part)).length;
  }
  return items;
}

export function createCvAnalyzer(options: CvAnalyzerOptions = {}): CvAnalyzer {
  const dictionaries = loadSpellingDictionaries();
  const matcher = options.matcher ?? createLexicalTermMatcher();

  return {
    analyze(input) {
      const { document } = input;
      const lines = readableLines(document.lines);
      const language = detectLanguage(lines);
      const sections = detectSections(lines);
      const now = input.asOf ? monthIndexOf(input.asOf) : latestMonthOf(lines);

      const contactZone = new Set([
        ...sections.top,
        ...sectionsOf(sections, 'contact').flatMap((s) => s.lines),
      ]);
      const contact = checkContact(lines, language, contactZone);
      const summary = checkSummary(lines, sections, language);
      const bullets = checkBullets(lines, sections, language, dictionaries.id);
      const timeline = checkTimeline(lines, sections, language, now);
      const yearsOfExperience = Math.round((monthsCovered(timeline.jobs, now) / 12) * 10) / 10;
      const layout = checkLayout(document, lines, yearsOfExperience, language);
      // The name, title and contact lines at the top are names and addresses, not prose.
      const notProse = new Set(
        sections.top.filter((i) => wordsOf(lines[i]?.text ?? '').length < 6),
      );
      for (const section of sections.sections) notProse.add(section.heading);
      const corrections = new Map<string, string>();
      const spelling = checkSpelling(lines, notProse, language, dictionaries, corrections);
      const injection = checkInjection(document.lines, language);

      const cvText = lines.map((line) => line.text).join('\n');
      const cv = matcher.profile(cvText);
      const careers = recommendCareers(input.roles, cv);
      const educationLines = linesOf(sections, ['education']);
      const educationText = educationLines.map((i) => lines[i]?.text ?? '').join('\n');
      const educationFound = educationLevelOf(educationText || cvText);
      const jobMatch = input.target
        ? matchJob(input.target, matcher, { cv, educationFound, yearsOfExperience })
        : null;

      const skillItems = countSkillItems(lines, linesOf(sections, ['skills']));
      const skillRelevance = jobMatch
        ? (jobMatch.matchedSkills.length + jobMatch.matchedKeywords.length) /
          Math.max(
            1,
            jobMatch.matchedSkills.length +
              jobMatch.missingSkills.length +
              jobMatch.matchedKeywords.length +
              jobMatch.missingKeywords.length,
          )
        : careers[0]
          ? Math.min(1, careers[0].score / 70)
          : skillItems > 0
            ? 0.6
            : 0;
      const has = (kind: Parameters<typeof sectionsOf>[1]) =>
        sectionsOf(sections, kind).some((s) => s.lines.length > 0);

      const findings: CvFinding[] = [
        ...contact.findings,
        ...summary.findings,
        // A rewrite repeats its line: it should not repeat the line's typos too.
        ...bullets.findings.map((finding) =>
          finding.suggestion
            ? { ...finding, suggestion: withTyposCorrected(finding.suggestion, corrections) }
            : finding,
        ),
        ...timeline.findings,
        ...spelling,
        ...layout.findings,
        ...injection,
      ];
      const aspects = scoreAspects(
        {
          hasEmail: contact.hasEmail,
          hasPhone: contact.hasPhone,
          hasLinkedIn: contact.hasLinkedIn,
          hasPortfolioLink: contact.hasPortfolioLink,
          skillItems,
          skillRelevance,
          summaryWords: summary.words,
          experienceLines: bullets.experienceLines,
          bulletCount: bullets.bulletCount,
          linesWithFigures: bullets.linesWithFigures,
          hasEducation: has('education'),
          educationLevelFound: educationFound !== null,
          hasCertifications: has('certifications'),
          hasGpa: /\b(ipk|gpa)\b/i.test(cvText),
          organisationLines: linesOf(sections, ['organisation']).filter(
            (i) => (lines[i]?.text ?? '') !== '',
          ).length,
          yearsOfExperience,
          hasLanguages: has('languages'),
          hasProjects: has('projects'),
          hasAchievements: has('achievements'),
          hasInterests: has('interests'),
          keywordFit: jobMatch ? jobMatch.matchRate : (careers[0]?.score ?? null),
          careerFit: input.roles.length > 0 ? (careers[0]?.score ?? 0) : null,
        },
        findings,
      );
      return {
        language,
        overallScore: aspects[0]?.score ?? 0,
        aspects,
        jobMatch,
        careers,
        stats: { pages: document.layout.pages, words: layout.words, lines: document.lines.length },
        detections: findings.map((finding) => ({ detector: finding.detector, line: finding.line })),
      };
    },
  };
}

/**
 * One analysis. Building an analyzer loads the dictionaries (about 0.5 s), so callers that analyse
 * more than once pass the analyzer they keep; no instance is cached in this module.
 */
export function analyzeCv(
  input: CvAnalysisInput,
  analyzer: CvAnalyzer = createCvAnalyzer(),
): CvAnalysis {
  return analyzer.analyze(input);
}
