export { ProblemNotice, type ProblemNoticeProps } from './ProblemNotice';
