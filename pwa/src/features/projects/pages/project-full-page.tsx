export { default } from './project-page';
