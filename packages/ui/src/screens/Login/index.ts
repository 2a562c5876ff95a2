export { LOGIN_TEXT, LoginScreen, type LoginMode, type LoginScreenProps, type SignInRequest, type SignUpRequest } from './LoginScreen';
