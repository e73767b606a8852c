/**
 * /extender-perfil: the same profile editor, reached from prompts to complete
 * the profile (the spec lists it apart from /mi-perfil).
 */
export { MyProfileRoute as Component } from './my-profile.tsx';
