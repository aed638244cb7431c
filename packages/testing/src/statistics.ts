/** Chi-square goodness of fit, shared with the fairness package's own tests (one implementation). */
export { chiSquareCritical, chiSquareStatistic, goodnessOfFit } from '../../fairness/src/test-utils';
