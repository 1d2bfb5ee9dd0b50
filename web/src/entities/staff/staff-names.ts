import type { TFunction } from 'i18next';
import { DEFAULT_ADMIN_NAME, type StaffProfile } from '#contract/dashboard/auth';

/** A staff member's name; the built-in super-admin's default one in the page's language. */
export const staffName = ({ fullName }: Pick<StaffProfile, 'fullName'>, t: TFunction): string =>
  fullName === DEFAULT_ADMIN_NAME ? t('dashboard.roles.superAdmin') : fullName;

/** A role's name; the built-in super-admin role's in the page's language. */
export const roleName = (role: StaffProfile['role'], t: TFunction): string =>
  role.isSuperAdmin ? t('dashboard.roles.superAdmin') : role.name;
