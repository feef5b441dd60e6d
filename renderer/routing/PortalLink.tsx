/**
 * The renderer's links and redirects: react-router's Link, NavLink and Navigate with the embed
 * flag kept (keepEmbed). Components never import the bare react-router ones for internal targets.
 */
import { forwardRef, useCallback } from 'react';
import {
  Link,
  Navigate,
  NavLink,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  type To,
} from 'react-router';
import { keepEmbed } from '../domain/brand/keepEmbed';

export function useKeptTo(to: To): To {
  const { search } = useLocation();
  return keepEmbed(to, search);
}

export const PortalLink = forwardRef<HTMLAnchorElement, LinkProps>(function PortalLink({ to, ...rest }, ref) {
  return <Link ref={ref} to={useKeptTo(to)} {...rest} />;
});

export const PortalNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function PortalNavLink({ to, ...rest }, ref) {
  return <NavLink ref={ref} to={useKeptTo(to)} {...rest} />;
});

export function PortalNavigate({ to, ...rest }: NavigateProps) {
  return <Navigate to={useKeptTo(to)} {...rest} />;
}

export function usePortalNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback((to: To, options?: NavigateOptions) => void navigate(keepEmbed(to, search), options), [navigate, search]);
}
