export { SignInAlert } from './SignInAlert'
