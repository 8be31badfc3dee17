import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** A resized copy of a picture (`image/webp`, or the picture's own format). */
export type MediaVariant = Schemas['MediaVariant'];

/** An uploaded file (POST /media, a project's cover). */
export type MediaRef = Schemas['MediaView'];

/** Settled donations per currency; `amount × rate` is their USD value. */
export type TotalDonations = Schemas['ProjectPreview']['total_donations'];

/** The organization a project belongs to, as anyone may see it. */
export type ProjectOrganization = Schemas['PublicOrganization'];

export type ProjectStatus = Schemas['ProjectStatus'];
export type Track = Schemas['Track'];
export type SocialCause = Schemas['SocialCause'];
export type ImpactAssessmentType = Schemas['ImpactAssessmentType'];

/** A project in a list (GET /projects/preview). */
export type ProjectPreview = Schemas['ProjectPreview'];

/** A project's whole page (GET /projects/{id}). */
export type Project = Schemas['ProjectDetail'];

/** A page of project previews. */
export type ProjectPreviewPage = Schemas['PreviewPage'];

/** What the wizard sends (POST /projects, PATCH /projects/{id}). */
export type { ProjectWrite } from '@/lib/api/types';
