import { RowLabel as RowLabel_d994bffe3563bfbefc1e090b15297bb1 } from '@/cms/views/row-label'
import { LeadsNavLink as LeadsNavLink_cb8a605454bb7751e534e45c528d0846 } from '@/cms/views/leads-nav-link'
import { LeadsDashboardCard as LeadsDashboardCard_cb8a605454bb7751e534e45c528d0846 } from '@/cms/views/leads-nav-link'
import { NoAdministrator as NoAdministrator_b749e306818dc279bf2abfecb99ae926 } from '@/cms/views/no-administrator'
import { LeadsInbox as LeadsInbox_fa1d2d4bed876df083d78df48d59ba7a } from '@/cms/views/leads-inbox'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/views/row-label#RowLabel": RowLabel_d994bffe3563bfbefc1e090b15297bb1,
  "@/cms/views/leads-nav-link#LeadsNavLink": LeadsNavLink_cb8a605454bb7751e534e45c528d0846,
  "@/cms/views/leads-nav-link#LeadsDashboardCard": LeadsDashboardCard_cb8a605454bb7751e534e45c528d0846,
  "@/cms/views/no-administrator#NoAdministrator": NoAdministrator_b749e306818dc279bf2abfecb99ae926,
  "@/cms/views/leads-inbox#LeadsInbox": LeadsInbox_fa1d2d4bed876df083d78df48d59ba7a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
