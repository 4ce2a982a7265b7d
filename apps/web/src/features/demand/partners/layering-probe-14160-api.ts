export { api } from '../../../api/client';
