// Issue 16 items 1, 2: the risk-profile questionnaire, its result, the robo score of a portfolio.
export default {};
