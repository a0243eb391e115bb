export { ErrorNotice, type ErrorNoticeProps } from './ErrorNotice'
