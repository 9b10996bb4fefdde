import { NoAdministrator as NoAdministrator_b749e306818dc279bf2abfecb99ae926 } from '@/cms/views/no-administrator'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/views/no-administrator#NoAdministrator": NoAdministrator_b749e306818dc279bf2abfecb99ae926,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
