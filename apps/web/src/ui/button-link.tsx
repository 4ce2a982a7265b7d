import Button from '@mui/material/Button';
import { createLink } from '@tanstack/react-router';

/** A button that is a typed link: `to` must be a registered route, `params` its params. */
export const ButtonLink = createLink(Button);
