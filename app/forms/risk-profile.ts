// The risk-profile test and the robo score (issue 16 items 1, 2, 9; decisions 064, 065): ONE schema per form.
// The pages post one answer at a time (`question`, `answer`); the API posts every answer at once, as JSON
// `{ "answers": { "horizon": "OVER_5_YEARS", … } }` or as form fields named by the questions.
import { z } from 'zod';
import { INVESTOR_QUESTIONS, ROBO_QUESTIONS, type RiskQuestion } from '~/domain/policies/risk-profile';
import { ID_PATTERN } from '~/domain/ids';

/** Missing is "required"; a value that is no option is "not one of the options". */
const missingOrNotAnOption = (issue: { input?: unknown }) => (issue.input === undefined ? 'riskProfile:errors.chooseOne' : 'validation:memberOf');

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The page's form: the question answered and the chosen option (one of that question's). */
function answerSchema(questions: readonly RiskQuestion[]) {
  const questionIds = questions.map((q) => q.id) as [string, ...string[]];
  return z
    .object({
      question: z.preprocess(blankToUndefined, z.enum(questionIds, { error: 'validation:memberOf' })),
      answer: z.preprocess(blankToUndefined, z.string({ error: missingOrNotAnOption }).max(40, { error: 'validation:memberOf' })),
    })
    .refine((value) => questions.find((q) => q.id === value.question)?.options.some((o) => o.id === value.answer) ?? false, {
      path: ['answer'],
      error: 'validation:memberOf',
    });
}

export const investorAnswerSchema = answerSchema(INVESTOR_QUESTIONS);
export const roboAnswerSchema = answerSchema(ROBO_QUESTIONS);

/**
 * The API's answers: each known question optional here, its value one of its options (400 otherwise); whether all
 * are there is the route's 422. Unknown keys are left out.
 */
function answersSchema(questions: readonly RiskQuestion[]) {
  const shape = Object.fromEntries(
    questions.map((q) => [
      q.id,
      z.preprocess(blankToUndefined, z.enum(q.options.map((o) => o.id) as [string, ...string[]], { error: 'validation:memberOf' }).optional()),
    ]),
  );
  return z.object(shape) as unknown as z.ZodType<Record<string, string | undefined>>;
}

/** `{ answers: {…} }`, or the answers as top-level fields (a form body). */
function answersBody(questions: readonly RiskQuestion[]) {
  return z.preprocess(
    (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) && !Object.hasOwn(body, 'answers') ? { answers: body } : body),
    z.object({ answers: answersSchema(questions) }, { error: 'validation:required' }),
  );
}

export const investorAnswersBody = answersBody(INVESTOR_QUESTIONS);

const portfolioId = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : blankToUndefined(value)),
  z.string({ error: 'validation:required' }).regex(ID_PATTERN, { error: 'validation:memberOf' }).transform(Number),
);

export const roboAnswersBody = z.preprocess(
  (body) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body) || Object.hasOwn(body, 'answers')) return body;
    const { portfolioId: id, ...answers } = body as Record<string, unknown>;
    return { portfolioId: id, answers };
  },
  z.object({ portfolioId, answers: answersSchema(ROBO_QUESTIONS) }, { error: 'validation:required' }),
);

/** GET …/scoring?portfolioId=: the id of the portfolio asked about. */
export const scoringQuery = z.object({ portfolioId });
