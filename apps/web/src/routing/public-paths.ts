/** The pages served without a sign-in (part 1 §2), whose routes the router starts with. */
export const PUBLIC_PATHS = /^\/(login|logout|forgot-password|password-recovery\/[^/]+)\/?$/;

export const isPublicPath = (pathname: string) => PUBLIC_PATHS.test(pathname);
